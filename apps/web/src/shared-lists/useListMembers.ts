import type { Member, Role } from '@taskhub/domain';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { AuthStoreContext, useSignedInUserId } from '../auth/useAuth.js';
import { useOptionalObjectStore } from '../store/ObjectStoreContext.js';
import { listMembersCache, type ListMembersLoad } from './list-members-cache.js';

export type { ListMembersLoad };

export interface ListMembers {
  load: ListMembersLoad;
  /** The members once known (invitations included, with their state), else none. */
  members: Member[];
  /** Fetches them again now, e.g. after a change made on this device. */
  reload(): Promise<void>;
}

const none: Member[] = [];
const idle: ListMembersLoad = { state: 'loading' };

/**
 * A list's members (GET /api/v1/categories/{id}/members: for a list not shared yet, its owner alone), for the Share
 * dialog, the sidebar and the assignee picker. Every reader of one list shares one answer; it is fetched when the first
 * reader comes, when the list changes in the store, after each sync while the list is shared, and on `reload`.
 * Without the auth store or an object store above it, or with `listId` null, it reads nothing.
 */
export function useListMembers(listId: string | null | undefined): ListMembers {
  // Read without a provider too (a screen rendered alone, as in a component test): then nothing is read.
  const auth = useContext(AuthStoreContext);
  const objects = useOptionalObjectStore();
  const cache = auth && objects ? listMembersCache(auth.http, objects) : null;
  const subscribe = useCallback((listener: () => void) => (listId && cache ? cache.subscribe(listId, listener) : () => undefined), [cache, listId]);
  const load = useSyncExternalStore(subscribe, () => (listId && cache ? cache.get(listId) : idle));
  const reload = useCallback(() => (listId && cache ? cache.fetch(listId) : Promise.resolve()), [cache, listId]);
  return { load, members: load.state === 'ready' ? load.members : none, reload };
}

/** Whether anyone besides its owner is in a list or invited to it. */
export const isShared = (members: readonly Member[]) => members.length > 1;

/** The signed-in person's role in a list, from its members (null until they are known, or outside a list). */
export function useListRole(listId: string | null | undefined): Role | null {
  const me = useSignedInUserId();
  const { members } = useListMembers(listId);
  return roleOf(members, me);
}

/** `me`'s role among a list's members, or null when not among them. */
const roleOf = (members: readonly Member[], me: string | null): Role | null =>
  members.find((member) => member.userId !== null && member.userId === me)?.role ?? null;

const noLists: ReadonlySet<string> = new Set();

/**
 * The lists among `listIds` where the signed-in person is a guest, from each list's members as known (one not known
 * yet counts as not): a view that mixes lists (Assigned to me, All my tasks) offers a guest's rows read-only, as the
 * list's own view does. The members are those the sidebar and the Share dialog read (one answer per list).
 */
export function useGuestLists(listIds: readonly string[]): ReadonlySet<string> {
  const auth = useContext(AuthStoreContext);
  const objects = useOptionalObjectStore();
  const me = useSignedInUserId();
  const cache = auth && objects ? listMembersCache(auth.http, objects) : null;
  const key = listIds.join('\n');
  const subscribe = useCallback((listener: () => void) => {
    if (!cache || key === '') return () => undefined;
    const stops = key.split('\n').map((listId) => cache.subscribe(listId, listener));
    return () => stops.forEach((stop) => stop());
  }, [cache, key]);
  // A string, equal while the answer is: React compares snapshots by identity.
  const guestKey = useSyncExternalStore(subscribe, () => {
    if (!cache || key === '' || me === null) return '';
    return key.split('\n').filter((listId) => {
      const load = cache.get(listId);
      return load.state === 'ready' && roleOf(load.members, me) === 'guest';
    }).join('\n');
  });
  return useMemo(() => (guestKey === '' ? noLists : new Set(guestKey.split('\n'))), [guestKey]);
}
