import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { setHttpOnlySync, useHttpOnlySync } from '../api/sync-mode.js';
import { Switch } from '../ui/index.js';

/** How this device stays in sync: the realtime connection, or HTTP only (SPEC.md section 7), for networks that block it. */
export function ConnectionSection() {
  const id = useId();
  const httpOnly = useHttpOnlySync();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.connection.title" /></h3>
      <Switch
        checked={httpOnly}
        onCheckedChange={setHttpOnlySync}
        label={<FormattedMessage id="settings.connection.httpOnly" />}
        description={<FormattedMessage id="settings.connection.httpOnlyHint" />}
      />
    </section>
  );
}
