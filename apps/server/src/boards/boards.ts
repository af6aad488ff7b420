import { AppError, isPosition, positionBetween, type Board, type Role, type Section, type SyncObject } from '@taskhub/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { activeRoles } from '../access/access.js';
import type { Database } from '../db/database.js';
import { boards, labels, sections, syncScopes, tasks, type BoardRow, type SectionRow } from '../db/schema.js';
import { activeCount, addCreator, memberSeq } from '../members/members.js';
import { newId } from '../security/ids.js';
import { byPosition } from '../sync/collection.js';

/**
 * Boards and sections (API.md section 5, SPEC.md section 4): a board is a shared scope of a workspace; its sections
 * are rows of their own; its tasks are sync objects in its scope (`boardId`, `sectionId`). Who may call these is
 * decided by the routes through access/access.ts (`requireBoard`).
 */

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const presentBoard = (row: BoardRow, role: Role | null, membersCount: number): Board => ({
  id: row.id, workspaceId: row.workspaceId, name: row.name, emoji: row.emoji, isPrivate: row.isPrivate, isArchived: row.isArchived,
  role, membersCount, position: row.position, creationDate: row.creationDate, lastUpdateDate: row.lastUpdateDate,
});

export const presentSection = (row: SectionRow): Section => ({
  id: row.id, boardId: row.boardId, name: row.name, position: row.position, isArchived: row.isArchived,
});

/**
 * A new board or section goes after the last one, at a position of the domain's kind (sync/position.ts), so clients
 * place moved sections between two others without renumbering. (Positions of an earlier build, `p00001024`, are not
 * of that kind: a new one then starts afresh, sorting before them.)
 */
function nextPosition(taken: { position: string }[]): string {
  const last = taken.map((row) => row.position).filter(isPosition).sort().at(-1);
  return positionBetween(last ?? null, null);
}

/** A new board of the workspace; its creator is its admin (CREATOR). */
export async function createBoard(
  tx: Executor, workspaceId: string, creator: { id: string; email: string }, input: { name: string; emoji?: string | null; isPrivate: boolean }, now: number,
): Promise<Board> {
  const id = newId();
  await tx.insert(syncScopes).values({ id, kind: 'board', ownerUserId: null, clock: 0 });
  const taken = await tx.select({ position: boards.position }).from(boards).where(eq(boards.workspaceId, workspaceId));
  await addCreator(tx, { id, kind: 'board' }, creator, now);
  const [row] = await tx.insert(boards).values({
    id, workspaceId, name: input.name, emoji: input.emoji ?? null, isPrivate: input.isPrivate, isArchived: false,
    position: nextPosition(taken), creationDate: now, lastUpdateDate: now, seq: await memberSeq(tx, id),
  }).returning();
  return presentBoard(row!, 'admin', 1);
}

/** The boards of a workspace the user may see: theirs, and every public one (with role null until they join). */
export async function browseBoards(db: Pick<Database, 'select'>, workspaceId: string, userId: string): Promise<Board[]> {
  const rows = await db.select().from(boards).where(eq(boards.workspaceId, workspaceId)).orderBy(asc(boards.position), asc(boards.creationDate));
  const ids = rows.map((row) => row.id);
  const roles = await activeRoles(db, userId, ids, 'board');
  const counts = await activeCount(db, ids);
  return rows.filter((row) => roles.has(row.id) || !row.isPrivate)
    .map((row) => presentBoard(row, roles.get(row.id) ?? null, counts.get(row.id) ?? 0));
}

export async function oneBoard(db: Pick<Database, 'select'>, row: BoardRow, role: Role | null): Promise<Board> {
  return presentBoard(row, role, (await activeCount(db, [row.id])).get(row.id) ?? 0);
}

/** Changes a board's own fields, stamped with its scope's clock (sync carries it to its members). */
export async function updateBoard(tx: Executor, id: string, fields: Partial<Pick<BoardRow, 'name' | 'emoji' | 'isPrivate' | 'isArchived'>>, now: number) {
  const [row] = await tx.update(boards).set({ ...fields, lastUpdateDate: now, seq: await memberSeq(tx, id) }).where(eq(boards.id, id)).returning();
  return row!;
}

/** The board's sections, in order (archived ones too: the archive drawer lists them). */
export async function boardSections(db: Pick<Database, 'select'>, boardId: string): Promise<SectionRow[]> {
  return db.select().from(sections).where(eq(sections.boardId, boardId)).orderBy(asc(sections.position), asc(sections.creationDate));
}

/** The board's tasks that are not deleted for good (opening a board reads them as text: board-cards.ts). */
export async function boardTasks(db: Pick<Database, 'select'>, boardId: string): Promise<Record<string, unknown>[]> {
  const rows = await db.select({ data: tasks.data }).from(tasks)
    .where(and(eq(tasks.scopeId, boardId), sql`coalesce(${tasks.data}->>'status', '') <> 'DELETED'`));
  return rows.map((row) => row.data);
}

/** The board's live tags (its members share them), in position order. */
export async function boardLabels(db: Pick<Database, 'select'>, boardId: string): Promise<SyncObject<'label'>[]> {
  const rows = await db.select({ data: labels.data }).from(labels)
    .where(and(eq(labels.scopeId, boardId), sql`(${labels.data}->>'isDeleted')::boolean is not true`));
  return byPosition(rows.map((row) => row.data as SyncObject<'label'>));
}

export async function createSection(tx: Executor, boardId: string, input: { name: string; position?: string }, now: number): Promise<SectionRow> {
  const taken = input.position ? [] : await tx.select({ position: sections.position }).from(sections).where(eq(sections.boardId, boardId));
  const [row] = await tx.insert(sections).values({
    id: newId(), boardId, name: input.name, position: input.position ?? nextPosition(taken), isArchived: false, archivedTaskIds: [],
    creationDate: now, lastUpdateDate: now, seq: await memberSeq(tx, boardId),
  }).returning();
  return row!;
}

/** The section by id with its board's id, or 404. */
export async function sectionRow(db: Pick<Database, 'select'>, id: string): Promise<SectionRow> {
  const [row] = await db.select().from(sections).where(eq(sections.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateSection(tx: Executor, section: SectionRow, fields: Partial<Pick<SectionRow, 'name' | 'position' | 'isArchived' | 'archivedTaskIds'>>, now: number) {
  const [row] = await tx.update(sections).set({ ...fields, lastUpdateDate: now, seq: await memberSeq(tx, section.boardId) })
    .where(eq(sections.id, section.id)).returning();
  return row!;
}

/** The live tasks of a section (not archived, not deleted). */
export async function liveSectionTasks(db: Pick<Database, 'select'>, section: SectionRow): Promise<string[]> {
  const rows = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.scopeId, section.boardId),
    sql`${tasks.data}->>'sectionId' = ${section.id}`, sql`coalesce(${tasks.data}->>'status', '') not in ('DONE', 'DELETED')`));
  return rows.map((row) => row.id);
}

/** The tasks of a section that are archived (DONE), to delete with it for good. */
export async function sectionTaskIds(db: Pick<Database, 'select'>, section: SectionRow): Promise<string[]> {
  const rows = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.scopeId, section.boardId),
    sql`${tasks.data}->>'sectionId' = ${section.id}`, sql`coalesce(${tasks.data}->>'status', '') <> 'DELETED'`));
  return rows.map((row) => row.id);
}

/** The first live section of a board by position, or undefined. */
export async function firstLiveSection(db: Pick<Database, 'select'>, boardId: string): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(sections).where(and(eq(sections.boardId, boardId), eq(sections.isArchived, false)))
    .orderBy(asc(sections.position), asc(sections.creationDate)).limit(1);
  return row;
}

/** Sections by id (the tasks' sections when restoring). */
export async function sectionsById(db: Pick<Database, 'select'>, ids: string[]): Promise<Map<string, SectionRow>> {
  if (ids.length === 0) return new Map();
  return new Map((await db.select().from(sections).where(inArray(sections.id, ids))).map((row) => [row.id, row]));
}

/**
 * Deletes a section for good (its tasks were marked deleted first); its board's members drop it on their next pull.
 * Answers the board clock's value of the deletion (realtime announces it).
 */
export async function deleteSection(tx: Executor, section: SectionRow): Promise<number> {
  await tx.delete(sections).where(eq(sections.id, section.id));
  const seq = await memberSeq(tx, section.boardId);
  await tx.execute(sql`insert into scope_exits (scope_id, model, object_id, left_at) values (${section.boardId}, 'section', ${section.id}, ${seq})
    on conflict (scope_id, model, object_id) do update set left_at = excluded.left_at`);
  return seq;
}
