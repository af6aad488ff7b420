import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { Button, Spinner } from '../ui/index.js';

/** How long a save may take before the panel says it is still saving. */
export const slowSaveMs = 1000;

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

/**
 * Whether a save has been pending for over `slowSaveMs`: the only time a saving state is worth showing. Offline edits
 * wait for the connection; the shell's offline banner says so, not a spinner that never ends.
 */
export function useSlowSave(): boolean {
  const { status, pendingCount } = useSyncSnapshot();
  const pending = status !== 'offline' && (pendingCount > 0 || status === 'syncing');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return undefined;
    }
    const timer = setTimeout(() => setSlow(true), slowSaveMs);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending && slow;
}
