import type { Board, Member, Section } from '@taskhub/domain';
import type { ObjectStore } from '@taskhub/sync-client';
import type { HttpClient } from '../api/http.js';
import { editTasks, type TaskEdit } from '../tasks/edits.js';
import { isObject, path } from '../workspaces/workspace-calls.js';

/** The board calls of API.md section 5 that the board view makes; each answer goes into the local store at once. */

const isBoard = (value: unknown): value is Board => isObject(value) && typeof value.id === 'string' && typeof value.workspaceId === 'string' && typeof value.name === 'string';
const isSection = (value: unknown): value is Section => isObject(value) && typeof value.id === 'string' && typeof value.boardId === 'string' && typeof value.name === 'string';

function expectSection(value: unknown): Section {
  if (!isSection(value)) throw new Error('unexpected section answer');
  return value;
}

export interface OpenedBoard {
  board: Board;
  sections: Section[];
  members: Member[];
}

/** GET /api/v1/boards/{id}: the board and its sections go into the store (the tasks come by sync); its members. */
export async function openBoard(http: HttpClient, store: ObjectStore, id: string): Promise<OpenedBoard> {
  const answer = await http.request('GET', path('boards', id));
  if (!isObject(answer) || !isBoard(answer.board) || !Array.isArray(answer.sections)) throw new Error('unexpected board answer');
  const sections = answer.sections.filter(isSection);
  const members = Array.isArray(answer.members) ? answer.members.filter((m): m is Member => isObject(m) && typeof m.name === 'string') : [];
  store.putServerObjects('board', [answer.board]);
  store.putServerObjects('section', sections);
  return { board: answer.board, sections, members };
}

/** How many comments each card of the board has (cards without any are absent); none known when the call fails. */
export async function boardCommentCounts(http: HttpClient, id: string): Promise<Record<string, number>> {
  try {
    const answer = await http.request('GET', path('boards', id, 'comment-counts'));
    if (!isObject(answer)) return {};
    return Object.fromEntries(Object.entries(answer).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0));
  } catch {
    return {};
  }
}

export async function addSection(http: HttpClient, store: ObjectStore, boardId: string, input: { name: string; position?: string }): Promise<Section> {
  const section = expectSection(await http.request('POST', path('boards', boardId, 'sections'), input));
  store.putServerObjects('section', [section]);
  return section;
}

/**
 * Renames or moves a section: shown at once, then the server's answer; a refusal puts the section back as it was
 * and throws.
 */
export async function updateSection(http: HttpClient, store: ObjectStore, section: Section, change: { name?: string; position?: string }): Promise<Section> {
  store.putServerObjects('section', [{ ...section, ...change }]);
  try {
    const answer = expectSection(await http.request('PATCH', path('sections', section.id), change));
    store.putServerObjects('section', [answer]);
    return answer;
  } catch (error) {
    store.putServerObjects('section', [section]);
    throw error;
  }
}

/** Archives (or restores) a section: its live tasks are archived with it (the pull that follows brings them). */
export async function setSectionArchived(http: HttpClient, store: ObjectStore, section: Section, archived: boolean): Promise<Section> {
  store.putServerObjects('section', [{ ...section, isArchived: archived }]);
  try {
    const answer = expectSection(await http.request('POST', path('sections', section.id, archived ? 'archive' : 'restore')));
    store.putServerObjects('section', [answer]);
    await store.syncNow();
    return answer;
  } catch (error) {
    store.putServerObjects('section', [section]);
    throw error;
  }
}

/** PATCH /api/v1/boards/{id} (name, emoji, private): shown at once, the answer replaces it, a refusal rolls back. */
export async function updateBoard(http: HttpClient, store: ObjectStore, board: Board, change: { name?: string; emoji?: string | null; isPrivate?: boolean }): Promise<Board> {
  store.putServerObjects('board', [{ ...board, ...change }]);
  try {
    const answer = await http.request('PATCH', path('boards', board.id), change);
    if (!isBoard(answer)) throw new Error('unexpected board answer');
    store.putServerObjects('board', [answer]);
    return answer;
  } catch (error) {
    store.putServerObjects('board', [board]);
    throw error;
  }
}

/**
 * A card dropped: its edits go into the store and are pushed at once. A write otherwise waits the sync client's push
 * delay (75 ms, which gathers a burst of typing into one push), and every other member's board waits with it: the
 * board bench (bench/board-browser.ts) measured that delay as the largest part of a move's way to another member.
 */
export function saveCardDrop(store: ObjectStore, edits: TaskEdit[]): void {
  if (edits.length === 0) return;
  editTasks(store, edits);
  void store.syncNow();
}
