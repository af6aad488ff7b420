import { FormattedMessage } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useSlowSave } from '../store/useSlowSave.js';
import { Button, Spinner } from '../ui/index.js';

/**
 * The panel's save state, shown only when it matters (issue 11: no permanent "Saved" line): nothing while edits go
 * through, "Saving…" once a save has been pending for over a second, and a failure with Retry (a sync now).
 */
export function SaveState() {
  const store = useObjectStore();
  const { status } = useSyncSnapshot();
  const slow = useSlowSave();
  if (status === 'error') {
    return (
      <div className="detail-save is-failed" role="alert">
        <FormattedMessage id="common.saveFailed" />
        <Button variant="link" onClick={() => void store.syncNow().catch(() => undefined)}><FormattedMessage id="common.retry" /></Button>
      </div>
    );
  }
  if (!slow) return null;
  return (
    <div className="detail-save" role="status">
      <Spinner /> <FormattedMessage id="tasks.sync.saving" />
    </div>
  );
}
