import { CircleCheckBig } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** The product's mark and name at the top of a centred card (sign-in, reset password, onboarding, offline). */
export function PageBrand() {
  return (
    <p className="page-brand">
      <span className="page-brand-mark" aria-hidden="true"><CircleCheckBig className="icon icon-toolbar" /></span>
      <FormattedMessage id="app.name" />
    </p>
  );
}
