import { FormattedMessage } from 'react-intl';
import { Alert, Button, slowSaveMs, Spinner, Status, useAfterDelay } from '../ui/index.js';
import { useUpdateQueue } from './update-queue-context.js';

/**
 * What the PUT /me queue is doing, only when it matters: saving once a save takes longer than a second, or failed
 * with a way to send again or go back to the stored settings. A quick save shows nothing; there is no "Saved" line.
 */
export function SaveStatus() {
  const status = useUpdateQueue((state) => state.status);
  const retry = useUpdateQueue((state) => state.retry);
  const revert = useUpdateQueue((state) => state.revert);
  // Without a network the person should know the server was never reached, not guess at a refusal.
  const offline = useUpdateQueue((state) => state.error?.code === 'NETWORK_UNAVAILABLE');
  const slow = useAfterDelay(status === 'loading', slowSaveMs);
  return (
    <div className="settings-save-status">
      <Status className={slow ? 'settings-saving' : undefined}>
        {slow ? <><Spinner /> <FormattedMessage id="settings.status.saving" /></> : null}
      </Status>
      {status === 'error' ? (
        <Alert>
          <FormattedMessage id="common.saveFailed" />{' '}
          {offline ? <><FormattedMessage id="errors.networkUnavailable" />{' '}</> : null}
          <span className="settings-save-actions">
            <Button variant="secondary" onClick={retry}><FormattedMessage id="common.retry" /></Button>
            <Button variant="link" onClick={revert}><FormattedMessage id="settings.status.revert" /></Button>
          </span>
        </Alert>
      ) : null}
    </div>
  );
}
