import {
  AppError, createBoardInput, createSectionInput, inviteInput, roleInput, soleBoardAdminMessage, updateBoardInput, updateSectionInput,
  type SyncObject,
} from '@taskhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boardAccess, mayWrite, requireAccess, requireBoard, scopeRoles } from '../access/access.js';
import { tasks } from '../db/schema.js';
import { caller, type AppContext } from '../context.js';
import { timing } from '../http/server-timing.js';
import { boardCards } from './board-cards.js';
import { routeSpec } from '../http/route-spec.js';
import { inviteByEmail } from '../members/invitations.js';
import { memberParams, memberRoutes } from '../members/member-routes.js';
import { activeCount, announceMembership, joinDirectly, memberRows, presentMember, removeMember } from '../members/members.js';
import { findObjects } from '../sync/object-queries.js';
import { sendJsonPieces } from '../sync/sync-answer.js';
import { writeObjects } from '../sync/write.js';
import { currentUser } from '../users/user-store.js';
import { workspaceRow } from '../workspaces/workspaces.js';
import { createBoardFromTemplate } from '../templates/apply.js';
import { usableTemplate } from '../templates/templates.js';
import {
  boardLabels, boardSections, browseBoards, createBoard, createSection, deleteSection, firstLiveSection, liveSectionTasks, oneBoard, presentSection,
  sectionRow, sectionsById, sectionTaskIds, updateBoard, updateSection,
} from './boards.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const tag = 'Boards';
const answers204 = [{ status: 204, description: 'Done; no body' }];
const spec = {
  create: routeSpec({ tag, summary: 'Create a board in a workspace (members and admins), empty or from a template (templateId); the caller is its admin', params: idParams, body: createBoardInput }),
  browse: routeSpec({ tag, summary: 'The caller\'s boards and the workspace\'s public boards (another person\'s private board never appears)', params: idParams }),
  open: routeSpec({ tag, summary: 'A board with its sections, tasks, members and labels; 404 for a private board to a non-member', params: idParams }),
  join: routeSpec({ tag, summary: 'Join a public board of a workspace the caller is in, as member (a workspace viewer as viewer)', params: idParams, body: null }),
  members: routeSpec({ tag, summary: 'The board\'s members and invitations', params: idParams }),
  invite: routeSpec({ tag, summary: 'Invite addresses to the board; answers {invited, requested}; an archived board is 409 BOARD_ARCHIVED', params: idParams, body: inviteInput('board') }),
  role: routeSpec({ tag, summary: 'Change a member\'s role (board admins); demoting the only admin is 409 SOLE_ADMIN', params: memberParams, body: roleInput('board') }),
  removeMember: routeSpec({ tag, summary: 'Remove a member (board admins) or leave; the only admin is 409 SOLE_ADMIN', params: memberParams, answers: answers204 }),
  leave: routeSpec({ tag, summary: 'Leave the board; the only admin gets 409 SOLE_ADMIN while others remain; the last member leaving archives it', params: idParams, body: null }),
  update: routeSpec({ tag, summary: 'Rename, set the emoji, make private or public (board admins); any change to an archived board (isArchived false included) is 409 BOARD_ARCHIVED', params: idParams, body: updateBoardInput }),
  archive: routeSpec({ tag, summary: 'Archive a board (board admins); an archived board is never restored', params: idParams, body: null }),
  addSection: routeSpec({ tag, summary: 'Add a section to a board', params: idParams, body: createSectionInput }),
  updateSection: routeSpec({ tag, summary: 'Rename or move a section', params: idParams, body: updateSectionInput }),
  archiveSection: routeSpec({ tag, summary: 'Archive a section: its live tasks are archived (DONE)', params: idParams, body: null }),
  restoreSection: routeSpec({ tag, summary: 'Restore a section: the tasks archived with it come back (UNCHECKED)', params: idParams, body: null }),
  deleteSection: routeSpec({ tag, summary: 'Delete an archived section and its tasks for good; a live one is 409 NOT_ARCHIVED', params: idParams, answers: answers204 }),
  restoreTask: routeSpec({ tag, summary: 'Bring an archived task back; into a board with no live section: 409 NO_SECTION', params: idParams, body: null }),
  deleteTask: routeSpec({ tag, summary: 'Delete an archived task for good; a live one is 409 NOT_ARCHIVED', params: idParams, answers: answers204 }),
};

/**
 * Tells realtime a board's own rows (board, sections) changed: its members' devices pull. The message carries the
 * change's own clock value (`seq`, the board scope's): a device ignores a message at or below its cursor, and the
 * scope's clock may run ahead of this process's time (several writes in one millisecond, the database's clock).
 */
const announceBoard = (ctx: Pick<AppContext, 'changes'>, boardId: string, seq: number) =>
  ctx.changes?.publish({ scopeIds: [boardId], models: ['task'], lastUpdateDate: seq });

/** Boards, their members and sections, and the archive rules of tasks (API.md section 5, SPEC.md section 4). */
export async function boardRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.db;

  app.post('/api/v1/workspaces/:id/boards', { config: { openapi: spec.create } }, async (request) => {
    const { id } = spec.create.params(request);
    const { userId } = caller(request);
    await requireAccess(db, userId, { id, kind: 'workspace' }, 'write');
    const input = spec.create.body(request);
    const user = await currentUser(ctx, userId);
    if (input.templateId !== undefined) {
      // A template the caller may not use (another workspace's saved one) is as unseen as a missing one: 404.
      const template = await usableTemplate(ctx, userId, input.templateId);
      return createBoardFromTemplate(ctx, await workspaceRow(db, id), user, input, template);
    }
    const board = await db.transaction((tx) => createBoard(tx, id, user, input, ctx.now()));
    announceMembership(ctx, board.id, [userId]);
    return board;
  });

  app.get('/api/v1/workspaces/:id/boards', { config: { openapi: spec.browse } }, async (request) => {
    const { id } = spec.browse.params(request);
    const { userId } = caller(request);
    await requireAccess(db, userId, { id, kind: 'workspace' }, 'read');
    return browseBoards(db, id, userId);
  });

  app.get('/api/v1/boards/:id', { ...timing, config: { openapi: spec.open } }, async (request, reply) => {
    const { id } = spec.open.params(request);
    const { board, role } = await boardAccess(db, caller(request).userId, id);
    const [present, sections, cards, members, labels] = await Promise.all([
      oneBoard(db, board, role), boardSections(db, id), boardCards(db, ctx.boardCards, id), memberRows(db, id), boardLabels(db, id),
    ]);
    // The cards go out as the database joined them (board-cards.ts); the rest is serialized as usual.
    const rest = JSON.stringify({ board: present, sections: sections.map(presentSection), members: members.map(presentMember), labels });
    return sendJsonPieces(reply, [Buffer.from('{"tasks":['), cards, Buffer.from(`],${rest.slice(1)}`)]);
  });

  app.post('/api/v1/boards/:id/join', { config: { openapi: spec.join } }, async (request) => {
    const { id } = spec.join.params(request);
    const { userId } = caller(request);
    const { board, role } = await boardAccess(db, userId, id);
    if (role !== null) return oneBoard(db, board, role);
    if (board.isArchived) throw new AppError('BOARD_ARCHIVED');
    // A workspace's viewer joins as a viewer: joining does not give them the right to write.
    const joinAs = (await requireAccess(db, userId, { id: board.workspaceId, kind: 'workspace' }, 'read')) === 'viewer' ? 'viewer' : 'member';
    const user = await currentUser(ctx, userId);
    await db.transaction((tx) => joinDirectly(tx, { id, kind: 'board' }, user, joinAs, ctx.now()));
    announceMembership(ctx, id, [userId]);
    return oneBoard(db, board, joinAs);
  });

  app.get('/api/v1/boards/:id/members', { config: { openapi: spec.members } }, async (request) => {
    const { id } = spec.members.params(request);
    await boardAccess(db, caller(request).userId, id);
    return (await memberRows(db, id)).map(presentMember);
  });

  app.post('/api/v1/boards/:id/members', { config: { openapi: spec.invite } }, async (request) => {
    const { id } = spec.invite.params(request);
    const { userId } = caller(request);
    const { board, role } = await requireBoard(db, userId, id, 'invite');
    // Nobody joins an archived board (as POST .../join refuses), so nobody is invited to one.
    if (board.isArchived) throw new AppError('BOARD_ARCHIVED');
    const input = spec.invite.body(request);
    const workspace = await workspaceRow(db, board.workspaceId);
    return inviteByEmail(ctx, { id: userId, role: role! }, { id, kind: 'board', name: board.name }, workspace.invitePolicy, input);
  });

  memberRoutes(app, {
    prefix: '/api/v1/boards/:id/members', kind: 'board', soleAdminMessage: soleBoardAdminMessage,
    specs: { role: spec.role, remove: spec.removeMember },
  });

  app.post('/api/v1/boards/:id/leave', { config: { openapi: spec.leave } }, async (request) => {
    const { id } = spec.leave.params(request);
    const { userId } = caller(request);
    const { role } = await boardAccess(db, userId, id);
    if (role === null) throw new AppError('NOT_FOUND');
    const board = await db.transaction(async (tx) => {
      const others = ((await activeCount(tx, [id])).get(id) ?? 0) - 1;
      // The last member leaving archives the board (SPEC.md section 4); the sole admin with others there may not leave.
      if (others === 0) {
        await removeMember(tx, id, userId, soleBoardAdminMessage, { lastMayLeave: true });
        return updateBoard(tx, id, { isArchived: true }, ctx.now());
      }
      await removeMember(tx, id, userId, soleBoardAdminMessage);
      return (await boardAccess(tx, userId, id).catch(() => null))?.board ?? null;
    });
    announceMembership(ctx, id, [userId]);
    return board ? oneBoard(db, board, null) : {};
  });

  app.patch('/api/v1/boards/:id', { config: { openapi: spec.update } }, async (request) => {
    const { id } = spec.update.params(request);
    const { userId } = caller(request);
    const { board, role } = await requireBoard(db, userId, id, 'manage');
    const input = spec.update.body(request);
    // An archived board is read-only: never restored, renamed or made private again (archiving it again is a no-op).
    if (board.isArchived && Object.entries(input).some(([field, value]) => value !== undefined && !(field === 'isArchived' && value === true))) {
      throw new AppError('BOARD_ARCHIVED');
    }
    const row = await db.transaction((tx) => updateBoard(tx, id, input, ctx.now()));
    announceBoard(ctx, id, row.seq);
    return oneBoard(db, row, role);
  });

  app.post('/api/v1/boards/:id/archive', { config: { openapi: spec.archive } }, async (request) => {
    const { id } = spec.archive.params(request);
    const { role } = await requireBoard(db, caller(request).userId, id, 'manage');
    const row = await db.transaction((tx) => updateBoard(tx, id, { isArchived: true }, ctx.now()));
    announceBoard(ctx, id, row.seq);
    return oneBoard(db, row, role);
  });

  /** A writable board: a member with write, and not archived. */
  async function writableBoard(userId: string, boardId: string) {
    const { board } = await requireBoard(db, userId, boardId, 'write');
    if (board.isArchived) throw new AppError('BOARD_ARCHIVED');
    return board;
  }

  app.post('/api/v1/boards/:id/sections', { config: { openapi: spec.addSection } }, async (request) => {
    const { id } = spec.addSection.params(request);
    await writableBoard(caller(request).userId, id);
    const input = spec.addSection.body(request);
    const section = await db.transaction((tx) => createSection(tx, id, input, ctx.now()));
    announceBoard(ctx, id, section.seq);
    return presentSection(section);
  });

  /** The section and its board, when the caller may write there (404 when they cannot see the board). */
  async function writableSection(userId: string, sectionId: string) {
    const section = await sectionRow(db, sectionId);
    await writableBoard(userId, section.boardId);
    return section;
  }

  app.patch('/api/v1/sections/:id', { config: { openapi: spec.updateSection } }, async (request) => {
    const { id } = spec.updateSection.params(request);
    const section = await writableSection(caller(request).userId, id);
    const input = spec.updateSection.body(request);
    const row = await db.transaction((tx) => updateSection(tx, section, input, ctx.now()));
    announceBoard(ctx, section.boardId, row.seq);
    return presentSection(row);
  });

  app.post('/api/v1/sections/:id/archive', { config: { openapi: spec.archiveSection } }, async (request) => {
    const { id } = spec.archiveSection.params(request);
    const { userId } = caller(request);
    const section = await writableSection(userId, id);
    if (section.isArchived) return presentSection(section);
    const taskIds = await liveSectionTasks(db, section);
    await writeObjects(ctx, userId, { task: taskIds.map((taskId) => ({ id: taskId, status: 'DONE' })) }, undefined, { refuseRejected: true, repeatTriggers: false });
    const row = await db.transaction((tx) => updateSection(tx, section, { isArchived: true, archivedTaskIds: taskIds }, ctx.now()));
    announceBoard(ctx, section.boardId, row.seq);
    return presentSection(row);
  });

  app.post('/api/v1/sections/:id/restore', { config: { openapi: spec.restoreSection } }, async (request) => {
    const { id } = spec.restoreSection.params(request);
    const { userId } = caller(request);
    const section = await writableSection(userId, id);
    if (!section.isArchived) return presentSection(section);
    const still = (await findObjects(db, userId, 'task', section.archivedTaskIds)).values();
    const back = [...still].filter((task) => task.status === 'DONE' && task.sectionId === section.id).map((task) => ({ id: task.id, status: 'UNCHECKED' }));
    await writeObjects(ctx, userId, { task: back }, undefined, { refuseRejected: true });
    const row = await db.transaction((tx) => updateSection(tx, section, { isArchived: false, archivedTaskIds: [] }, ctx.now()));
    announceBoard(ctx, section.boardId, row.seq);
    return presentSection(row);
  });

  app.delete('/api/v1/sections/:id', { config: { openapi: spec.deleteSection } }, async (request, reply) => {
    const { id } = spec.deleteSection.params(request);
    const { userId } = caller(request);
    const section = await writableSection(userId, id);
    if (!section.isArchived) throw new AppError('NOT_ARCHIVED');
    const taskIds = await sectionTaskIds(db, section);
    await writeObjects(ctx, userId, { task: taskIds.map((taskId) => ({ id: taskId, status: 'DELETED' })) }, undefined, { refuseRejected: true });
    const seq = await db.transaction((tx) => deleteSection(tx, section));
    announceBoard(ctx, section.boardId, seq);
    return reply.code(204).send();
  });

  /** A task the caller may write, by id (404 when they cannot see it, 403 when they may only read it). */
  async function writableTask(userId: string, id: string): Promise<SyncObject<'task'>> {
    const roles = await scopeRoles(db, userId);
    const [row] = await db.select({ scopeId: tasks.scopeId, data: tasks.data }).from(tasks).where(and(eq(tasks.id, id), inArray(tasks.scopeId, [...roles.keys()])));
    const task = row?.data as SyncObject<'task'> | undefined;
    if (!row || !task || task.status === 'DELETED') throw new AppError('NOT_FOUND');
    if (!mayWrite(roles.get(row.scopeId))) throw new AppError('FORBIDDEN');
    if (task.boardId) await writableBoard(userId, task.boardId);
    return task;
  }

  app.post('/api/v1/tasks/:id/restore', { config: { openapi: spec.restoreTask } }, async (request) => {
    const { id } = spec.restoreTask.params(request);
    const { userId } = caller(request);
    const task = await writableTask(userId, id);
    const change: Record<string, unknown> = { id, status: 'UNCHECKED' };
    if (task.boardId) {
      // Back into its section while it is live, else the board's first live section; none: 409 NO_SECTION.
      const own = task.sectionId ? (await sectionsById(db, [task.sectionId])).get(task.sectionId) : undefined;
      if (!own || own.isArchived) {
        const first = await firstLiveSection(db, task.boardId);
        if (!first) throw new AppError('NO_SECTION');
        change.sectionId = first.id;
      }
    }
    if (task.status === 'DONE' || change.sectionId) await writeObjects(ctx, userId, { task: [change as { id: string }] }, undefined, { refuseRejected: true });
    return (await findObjects(db, userId, 'task', [id])).get(id);
  });

  app.delete('/api/v1/tasks/:id', { config: { openapi: spec.deleteTask } }, async (request, reply) => {
    const { id } = spec.deleteTask.params(request);
    const { userId } = caller(request);
    const task = await writableTask(userId, id);
    if (task.status !== 'DONE') throw new AppError('NOT_ARCHIVED');
    await writeObjects(ctx, userId, { task: [{ id, status: 'DELETED' }] }, undefined, { refuseRejected: true });
    return reply.code(204).send();
  });
}
