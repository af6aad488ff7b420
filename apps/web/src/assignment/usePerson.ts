import { avatarPictureOf } from '@taskhub/domain';
import { assignableMembers } from './assignment-store.js';
import type { Assignment, Me } from './useAssignment.js';
import { useMembers } from './useMembers.js';

/** A person as an avatar draws them; `former` when they are no longer among the list's members. */
export type Person = Me & { former?: boolean };

/**
 * The person a task is assigned to, found among its list's members (the shared-lists cache's answer), or the signed-in
 * user without a call. Null while the list's members load, or when nobody is assigned.
 */
export function usePerson(assignment: Assignment | null, userId: string | null, listId: string | null): Person | null {
  const needsMembers = assignment !== null && userId !== null && userId !== assignment.me.id && listId !== null;
  const { members } = useMembers(needsMembers ? listId : null);
  if (!assignment || userId === null) return null;
  if (userId === assignment.me.id) return assignment.me;
  const member = members ? assignableMembers(members.members).find((candidate) => candidate.userId === userId) : undefined;
  if (member) return { id: userId, name: member.name || member.email, picture: avatarPictureOf(member) };
  // Someone who left the list (or a board's member this device has no list for) keeps the task until it is reassigned.
  return members?.state === 'ready' || listId === null || !needsMembers ? { id: userId, name: '', picture: null, former: true } : null;
}
