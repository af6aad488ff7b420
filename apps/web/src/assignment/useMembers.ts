import { useListMembers } from '../shared-lists/useListMembers.js';
import type { ListMembers } from './assignment-store.js';

/**
 * A list's people as assignment reads them, from the one cache the sidebar and the Share dialog read too (one answer
 * per list, fetched again as the list or a sync says): undefined for no list. `reload` asks again (the picker opening).
 */
export function useMembers(listId: string | null): { members: ListMembers | undefined; reload: () => Promise<void> } {
  const { load, reload } = useListMembers(listId);
  if (listId === null) return { members: undefined, reload };
  const members: ListMembers = load.state === 'ready' ? { state: 'ready', members: load.members }
    : { state: load.state === 'loading' ? 'loading' : 'failed', members: [] };
  return { members, reload };
}
