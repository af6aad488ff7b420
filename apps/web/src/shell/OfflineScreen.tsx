import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { Button } from '../ui/index.js';

/**
 * Shown when a signed-in person's details could not be fetched because the server could not be reached: the session
 * is kept (SPEC.md section 8) and a retry, or a reload once the server is back, signs them straight in.
 */
export function OfflineScreen() {
  const refreshUser = useAuth((state) => state.refreshUser);
  const pending = useAuth((state) => state.pending);
  return (
    <main className="page">
      <div role="alert"><h1><FormattedMessage id="errors.networkUnavailable" /></h1></div>
      <Button busy={pending} onClick={() => { void refreshUser(); }}><FormattedMessage id="common.retry" /></Button>
    </main>
  );
}
