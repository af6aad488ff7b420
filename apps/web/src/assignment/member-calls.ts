import type { Member, SyncObject } from '@taskhub/domain';
import type { HttpClient } from '../api/http.js';

/** The calls of API.md section 5 that assignment makes, with their answers checked. */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const path = (...segments: string[]) => `/api/v1/${segments.map(encodeURIComponent).join('/')}`;

/**
 * The people of a list (GET /api/v1/categories/{id}/members): a list not shared answers its owner alone. The one place
 * assignment fetches members, so the shared-lists hook can take its place later.
 */
export async function loadListMembers(http: HttpClient, listId: string): Promise<Member[]> {
  const answer = await http.request('GET', path('categories', listId, 'members'));
  if (!Array.isArray(answer)) throw new Error('unexpected members answer');
  return answer.filter((item): item is Member => isObject(item) && typeof item.email === 'string' && typeof item.state === 'string');
}

/**
 * Assigns a task to a member of its list or board, or to nobody (PUT /api/v1/tasks/{id}/assignee). Through REST, not
 * sync: the server checks there that the person is a member (400 ASSIGNEE_NOT_MEMBER).
 */
export async function assignTask(http: HttpClient, taskId: string, userId: string | null): Promise<SyncObject<'task'>> {
  const answer = await http.request('PUT', path('tasks', taskId, 'assignee'), { userId });
  if (!isObject(answer) || answer.id !== taskId) throw new Error('unexpected task answer');
  return answer as unknown as SyncObject<'task'>;
}
