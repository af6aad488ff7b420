import type { Invitation, InvitationRequest, InvitePolicy, Workspace } from '@taskhub/domain';
import type { HttpClient } from '../api/http.js';

/** The teams calls of API.md section 5 that the workspace screens make, with their answers checked (a scope's members: member-calls.ts). */

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function expectWorkspace(value: unknown): Workspace {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string') throw new Error('unexpected workspace answer');
  return value as unknown as Workspace;
}

export function expectArray<T>(value: unknown, check: (item: Record<string, unknown>) => boolean): T[] {
  if (!Array.isArray(value)) throw new Error('unexpected list answer');
  return value.filter((item): item is Record<string, unknown> => isObject(item) && check(item)) as unknown as T[];
}

export const path = (...segments: string[]) => `/api/v1/${segments.map(encodeURIComponent).join('/')}`;

export interface NewWorkspace {
  name: string;
  type: Workspace['type'];
  teamSize?: string;
  jobType?: string;
}

export const createWorkspace = async (http: HttpClient, input: NewWorkspace) =>
  expectWorkspace(await http.request('POST', '/api/v1/workspaces', input));

export const getWorkspace = async (http: HttpClient, id: string) => expectWorkspace(await http.request('GET', path('workspaces', id)));

/**
 * The job type the workspace's creator gave (GET .../profile), or null when none was or it cannot be read now: it only
 * picks where the template gallery's team filter starts.
 */
export async function getWorkspaceJobType(http: HttpClient, id: string): Promise<string | null> {
  try {
    const profile = await http.request('GET', path('workspaces', id, 'profile'));
    return isObject(profile) && typeof profile.jobType === 'string' ? profile.jobType : null;
  } catch {
    return null;
  }
}

export const updateWorkspace = async (http: HttpClient, id: string, change: { name?: string; invitePolicy?: InvitePolicy }) =>
  expectWorkspace(await http.request('PATCH', path('workspaces', id), change));

export async function deleteWorkspace(http: HttpClient, id: string): Promise<void> {
  await http.request('DELETE', path('workspaces', id), undefined, { noContent: true });
}

export const listRequests = async (http: HttpClient, id: string) =>
  expectArray<InvitationRequest>(await http.request('GET', path('workspaces', id, 'requests')), (r) => typeof r.id === 'string');

export async function answerRequest(http: HttpClient, id: string, requestId: string, answer: 'approve' | 'decline'): Promise<void> {
  await http.request('POST', path('workspaces', id, 'requests', requestId, answer));
}

/** The workspace's invite link: the same one each time until it is reset. */
export async function inviteLink(http: HttpClient, id: string): Promise<string> {
  const answer = await http.request('POST', path('workspaces', id, 'invite-link'));
  if (!isObject(answer) || typeof answer.url !== 'string') throw new Error('unexpected invite link answer');
  return answer.url;
}

/** A new link in place of the old one, which stops working. */
export async function resetInviteLink(http: HttpClient, id: string): Promise<string> {
  await http.request('DELETE', path('workspaces', id, 'invite-link'), undefined, { noContent: true });
  return inviteLink(http, id);
}

/** The name of the workspace an invite link leads to (a public call: the visitor may not be signed in yet). */
export async function inviteLinkWorkspace(http: HttpClient, token: string): Promise<string> {
  const answer = await http.request('GET', path('invite-links', token));
  if (!isObject(answer) || typeof answer.workspaceName !== 'string') throw new Error('unexpected invite link answer');
  return answer.workspaceName;
}

export const joinByLink = async (http: HttpClient, token: string) =>
  expectWorkspace(await http.request('POST', path('invite-links', token, 'join')));

export const listInvitations = async (http: HttpClient) =>
  expectArray<Invitation>(await http.request('GET', '/api/v1/invitations'), (i) => typeof i.id === 'string' && typeof i.kind === 'string');

export async function answerInvitation(http: HttpClient, invitationId: string, answer: 'accept' | 'reject'): Promise<void> {
  await http.request('POST', path('invitations', invitationId, answer));
}
