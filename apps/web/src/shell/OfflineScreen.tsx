import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { PageBrand } from '../sign-in/PageBrand.js';
import { Button } from '../ui/index.js';
import { WifiOff } from 'lucide-react';

/**
 * Shown when a signed-in person's details could not be fetched because the server could not be reached: the session
 * is kept (SPEC.md section 8) and a retry, or a reload once the server is back, signs them straight in.
 */
export function OfflineScreen() {
  const refreshUser = useAuth((state) => state.refreshUser);
  const pending = useAuth((state) => state.pending);
  return (
    <main className="page">
      <div className="card offline-card">
        <PageBrand />
        <span className="offline-icon" aria-hidden="true"><WifiOff className="icon icon-toolbar" /></span>
        <div role="alert"><h1><FormattedMessage id="errors.networkUnavailable" /></h1></div>
        <p className="page-lead"><FormattedMessage id="offline.hint" /></p>
        <Button busy={pending} onClick={() => { void refreshUser(); }}><FormattedMessage id="common.retry" /></Button>
      </div>
    </main>
  );
}
