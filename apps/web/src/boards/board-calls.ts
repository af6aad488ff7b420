import type { Board, Member, Section, TemplateSummary, TemplateType } from '@taskhub/domain';
import type { HttpClient } from '../api/http.js';
import { expectArray, isObject, path } from '../workspaces/workspace-calls.js';

/** The board calls of API.md section 5 that the screens around a board make, with their answers checked. */

function expectBoard(value: unknown): Board {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string') throw new Error('unexpected board answer');
  return value as unknown as Board;
}

const isBoard = (item: Record<string, unknown>) => typeof item.id === 'string' && typeof item.name === 'string';

export interface NewBoard {
  name: string;
  emoji?: string;
  isPrivate: boolean;
  templateId?: string;
}

/** The caller's boards and the workspace's public ones (`role` null for a board not joined). */
export const browseBoards = async (http: HttpClient, workspaceId: string) =>
  expectArray<Board>(await http.request('GET', path('workspaces', workspaceId, 'boards')), isBoard);

export const createBoard = async (http: HttpClient, workspaceId: string, input: NewBoard) =>
  expectBoard(await http.request('POST', path('workspaces', workspaceId, 'boards'), input));

/** A board with its sections and members (GET /boards/:id also answers its tasks, which these screens leave to sync). */
export interface OpenBoard {
  board: Board;
  sections: Section[];
  members: Member[];
}

export async function openBoard(http: HttpClient, id: string): Promise<OpenBoard> {
  const answer = await http.request('GET', path('boards', id));
  if (!isObject(answer)) throw new Error('unexpected board answer');
  const sections = Array.isArray(answer.sections) ? answer.sections.filter((s): s is Section => isObject(s) && typeof s.id === 'string') : [];
  const members = Array.isArray(answer.members) ? answer.members.filter((m): m is Member => isObject(m) && typeof m.email === 'string') : [];
  return { board: expectBoard(answer.board), sections, members };
}

export const joinBoard = async (http: HttpClient, id: string) => expectBoard(await http.request('POST', path('boards', id, 'join')));

export const updateBoard = async (http: HttpClient, id: string, change: { name?: string; emoji?: string | null; isPrivate?: boolean }) =>
  expectBoard(await http.request('PATCH', path('boards', id), change));

export const archiveBoard = async (http: HttpClient, id: string) => expectBoard(await http.request('POST', path('boards', id, 'archive')));

export async function leaveBoard(http: HttpClient, id: string): Promise<void> {
  await http.request('POST', path('boards', id, 'leave'));
}

export const listTemplates = async (http: HttpClient) =>
  expectArray<TemplateSummary>(await http.request('GET', '/api/v1/templates'), (t) => typeof t.id === 'string' && Array.isArray(t.sections));

/** GET /api/v1/templates/{id}: the titles of the first cards of each of the template's sections (its preview). */
export async function templateCards(http: HttpClient, id: string): Promise<string[][]> {
  const answer = await http.request('GET', path('templates', id));
  if (!isObject(answer) || !Array.isArray(answer.cards)) return [];
  return answer.cards.map((titles) => (Array.isArray(titles) ? titles.filter((title): title is string => typeof title === 'string') : []));
}

export async function saveAsTemplate(http: HttpClient, boardId: string, input: { name: string; description: string; type: TemplateType }): Promise<void> {
  await http.request('POST', path('boards', boardId, 'template'), input);
}

export async function restoreSection(http: HttpClient, id: string): Promise<void> {
  await http.request('POST', path('sections', id, 'restore'));
}

export async function deleteSection(http: HttpClient, id: string): Promise<void> {
  await http.request('DELETE', path('sections', id), undefined, { noContent: true });
}

export async function restoreTask(http: HttpClient, id: string): Promise<void> {
  await http.request('POST', path('tasks', id, 'restore'));
}

export async function deleteTask(http: HttpClient, id: string): Promise<void> {
  await http.request('DELETE', path('tasks', id), undefined, { noContent: true });
}
