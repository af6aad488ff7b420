import type { Member, Role } from '@taskhub/domain';
import type { HttpClient } from '../api/http.js';
import { expectArray, isObject, path } from './workspace-calls.js';

/**
 * A shared scope whose people the member screens manage: a workspace, or a shared list (a category). API.md section 5
 * gives both the same member calls, except where an invitation is posted.
 */
export interface MemberScope {
  kind: 'workspace' | 'board' | 'category';
  id: string;
}

const collection: Record<MemberScope['kind'], string> = { workspace: 'workspaces', board: 'boards', category: 'categories' };
const membersPath = (scope: MemberScope, ...rest: string[]) => path(collection[scope.kind], scope.id, 'members', ...rest);

export const listMembers = async (http: HttpClient, scope: MemberScope) =>
  expectArray<Member>(await http.request('GET', membersPath(scope)), (m) => typeof m.email === 'string' && typeof m.state === 'string');

/** Who was invited, and whose invitation waits for an admin's confirmation (a non-admin under the 'request' policy). */
export interface InviteResult {
  invited: string[];
  requested: string[];
}

/** Invites addresses (one string, commas and/or spaces between them); a shared list takes them at its members' address. */
export async function inviteMembers(http: HttpClient, scope: MemberScope, emails: string, role: Role): Promise<InviteResult> {
  const address = scope.kind === 'workspace' ? path('workspaces', scope.id, 'invitations') : membersPath(scope);
  const answer = await http.request('POST', address, { emails, role });
  const record = isObject(answer) ? answer : {};
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  return { invited: strings(record.invited), requested: strings(record.requested) };
}

export async function changeRole(http: HttpClient, scope: MemberScope, userId: string, role: Role): Promise<void> {
  await http.request('PATCH', membersPath(scope, userId), { role });
}

/** Removes a member (admins), or leaves (the caller's own id; a board has its own call, leaveScope). */
export async function removeMember(http: HttpClient, scope: MemberScope, userId: string): Promise<void> {
  await http.request('DELETE', membersPath(scope, userId), undefined, { noContent: true });
}

/**
 * The caller leaves the scope: a board through its leave call (the last member leaving archives it, SPEC.md section 4),
 * a workspace or shared list by removing their own membership.
 */
export async function leaveScope(http: HttpClient, scope: MemberScope, userId: string): Promise<void> {
  if (scope.kind === 'board') await http.request('POST', path('boards', scope.id, 'leave'));
  else await removeMember(http, scope, userId);
}
