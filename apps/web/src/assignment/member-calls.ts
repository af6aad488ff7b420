import type { SyncObject } from '@taskhub/domain';
import type { HttpClient } from '../api/http.js';

/** The call of API.md section 5 that assignment makes, with its answer checked (members come from shared-lists/). */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const path = (...segments: string[]) => `/api/v1/${segments.map(encodeURIComponent).join('/')}`;

/**
 * Assigns a task to a member of its list or board, or to nobody (PUT /api/v1/tasks/{id}/assignee). Through REST, not
 * sync: the server checks there that the person is a member (400 ASSIGNEE_NOT_MEMBER).
 */
export async function assignTask(http: HttpClient, taskId: string, userId: string | null): Promise<SyncObject<'task'>> {
  const answer = await http.request('PUT', path('tasks', taskId, 'assignee'), { userId });
  if (!isObject(answer) || answer.id !== taskId) throw new Error('unexpected task answer');
  return answer as unknown as SyncObject<'task'>;
}
