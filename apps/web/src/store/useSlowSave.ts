import { shallow } from 'zustand/shallow';
import { slowSaveMs, useAfterDelay } from '../ui/index.js';
import { useSyncSelector } from './ObjectStoreContext.js';

/**
 * Whether a sync save has been pending for over `slowSaveMs`: the only time a saving state is worth showing. Offline
 * edits wait for the connection; the shell's offline banner says so, not a spinner that never ends.
 */
export function useSlowSave(): boolean {
  const { status, pendingCount } = useSyncSelector((s) => ({ status: s.status, pendingCount: s.pendingCount }), shallow);
  return useAfterDelay(status !== 'offline' && (pendingCount > 0 || status === 'syncing'), slowSaveMs);
}
