import { FormattedMessage } from 'react-intl';
import { Alert, Button, Spinner, Status } from '../ui/index.js';
import { useUpdateQueue } from './update-queue-context.js';

/** What the PUT /me queue is doing: saving, or failed with a way to send again or go back to the stored settings. */
export function SaveStatus() {
  const status = useUpdateQueue((state) => state.status);
  const retry = useUpdateQueue((state) => state.retry);
  const revert = useUpdateQueue((state) => state.revert);
  // Without a network the person should know the server was never reached, not guess at a refusal.
  const offline = useUpdateQueue((state) => state.error?.code === 'NETWORK_UNAVAILABLE');
  return (
    <div className="settings-save-status">
      <Status>
        {status === 'loading' ? <><Spinner /> <FormattedMessage id="settings.status.saving" /></> : null}
      </Status>
      {status === 'error' ? (
        <Alert>
          <FormattedMessage id="common.saveFailed" />{' '}
          {offline ? <><FormattedMessage id="errors.networkUnavailable" />{' '}</> : null}
          <Button variant="link" onClick={retry}><FormattedMessage id="common.retry" /></Button>{' '}
          <Button variant="link" onClick={revert}><FormattedMessage id="settings.status.revert" /></Button>
        </Alert>
      ) : null}
    </div>
  );
}
