import { AppError, isActiveState, mentionedIn, type Comment, type Page } from '@taskhub/domain';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { comments, tasks, users } from '../db/schema.js';
import { memberRows } from '../members/members.js';
import { newId } from '../security/ids.js';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** The task a comment hangs on: its scope, and whether that is someone's own (nobody else to mention there). */
export interface CommentedTask {
  id: string;
  scopeId: string;
  personal: boolean;
}

const columns = {
  id: comments.id, taskId: comments.taskId, authorId: comments.authorId, authorName: users.name, text: comments.text,
  mentions: comments.mentions, creationDate: comments.creationDate, editedDate: comments.editedDate, isDeleted: comments.isDeleted,
};

/** The page cursor: the last comment's time and id, opaque to clients. */
const cursorOf = (comment: Comment) => Buffer.from(`${comment.creationDate}:${comment.id}`).toString('base64url');

function afterCursor(cursor: string | undefined) {
  if (cursor === undefined) return undefined;
  const [time, ...rest] = Buffer.from(cursor, 'base64url').toString().split(':');
  const id = rest.join(':');
  if (!time || !/^\d{1,16}$/.test(time) || !id) throw new AppError('BAD_REQUEST', { message: 'Invalid cursor' });
  const at = Number(time);
  return or(gt(comments.creationDate, at), and(eq(comments.creationDate, at), gt(comments.id, id)));
}

/** A task's live comments, oldest first, a page at a time. */
export async function listComments(db: Reader, taskId: string, query: { cursor?: string; limit: number }): Promise<Page<Comment>> {
  const rows = await db.select(columns).from(comments).innerJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.taskId, taskId), eq(comments.isDeleted, false), afterCursor(query.cursor)))
    .orderBy(asc(comments.creationDate), asc(comments.id)).limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  return { items, nextCursor: rows.length > query.limit ? cursorOf(items.at(-1)!) : null };
}

/** The people of the task's scope an `@name` may mention: a shared scope's active members (none in a personal one). */
async function mentionable(db: Reader, task: CommentedTask): Promise<{ id: string; name: string }[]> {
  if (task.personal) return [];
  const rows = await memberRows(db, task.scopeId);
  return rows.filter((row) => isActiveState(row.state) && row.accountId && row.accountName)
    .map((row) => ({ id: row.accountId!, name: row.accountName! }));
}

async function oneComment(db: Reader, id: string): Promise<Comment | undefined> {
  const [row] = await db.select(columns).from(comments).innerJoin(users, eq(users.id, comments.authorId)).where(eq(comments.id, id)).limit(1);
  return row;
}

export async function addComment(db: Writer, task: CommentedTask, authorId: string, text: string, now: number): Promise<Comment> {
  const mentions = mentionedIn(text, await mentionable(db, task));
  const id = newId();
  await db.insert(comments).values({ id, taskId: task.id, authorId, text, mentions, creationDate: now });
  return (await oneComment(db, id))!;
}

/** A live comment by id: 404 for a missing or deleted one (whether its task may be seen is the caller's to check). */
export async function liveComment(db: Reader, id: string): Promise<Comment> {
  const comment = await oneComment(db, id);
  if (!comment || comment.isDeleted) throw new AppError('NOT_FOUND');
  return comment;
}

/** Only the author changes a comment (403 NOT_AUTHOR for anyone else who sees it). */
export function requireAuthor(comment: Comment, userId: string): void {
  if (comment.authorId !== userId) throw new AppError('NOT_AUTHOR');
}

export async function editComment(db: Writer, comment: Comment, task: CommentedTask, text: string, now: number): Promise<Comment> {
  const mentions = mentionedIn(text, await mentionable(db, task));
  await db.update(comments).set({ text, mentions, editedDate: now }).where(eq(comments.id, comment.id));
  return (await oneComment(db, comment.id))!;
}

/** Deleting keeps the row (its id stays taken) but not the words. */
export async function deleteComment(db: Writer, comment: Comment, now: number): Promise<void> {
  await db.update(comments).set({ isDeleted: true, text: '', mentions: [], editedDate: now }).where(eq(comments.id, comment.id));
}

/**
 * How many live comments each card of a board has, as `{taskId: count}` (cards without any are left out), for the
 * cards' comment counts.
 */
export async function boardCommentCounts(db: Reader, boardId: string): Promise<Record<string, number>> {
  const rows = await db.select({ taskId: comments.taskId, count: sql<number>`count(*)::int` }).from(comments)
    .innerJoin(tasks, eq(tasks.id, comments.taskId))
    .where(and(eq(tasks.scopeId, boardId), eq(comments.isDeleted, false))).groupBy(comments.taskId);
  return Object.fromEntries(rows.map((row) => [row.taskId, Number(row.count)]));
}
