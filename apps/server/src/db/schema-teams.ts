/**
 * The teams half of the schema (API.md section 5): workspaces, boards, sections, memberships and what goes with them.
 * schema.ts re-exports it, so the code and drizzle-kit (apps/server/drizzle.config.ts) read one schema.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvitePolicy, MemberState, Role, SavedTemplateContent, ScopeKind, TemplateType } from '@taskhub/domain';
import { ms } from './schema-columns.js';
// Used only inside `references(() => …)`, after both modules have loaded: the import cycle with schema.ts is safe.
import { syncScopes, users } from './schema.js';

/** A team workspace (API.md section 5); its id is also its sync scope's, so deleting the scope takes everything in it. */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey().references(() => syncScopes.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').$type<'teams' | 'pro'>().notNull(),
  invitePolicy: text('invite_policy').$type<InvitePolicy>().notNull().default('anyone'),
  seats: integer('seats').notNull().default(0),
  teamSize: text('team_size'),
  jobType: text('job_type'),
  creationDate: ms('creation_date').notNull(),
  lastUpdateDate: ms('last_update_date').notNull(),
});

/**
 * A board of a workspace (API.md section 5): a shared scope of its own (id = its sync scope's id), whose members are
 * `memberships` rows of kind board and whose tasks are in its scope. `seq` is the board scope's clock at the row's
 * last change: sync hands boards to their members as `board` items. An archived board is never restored.
 */
export const boards = pgTable('boards', {
  id: text('id').primaryKey().references(() => syncScopes.id, { onDelete: 'cascade' }),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  emoji: text('emoji'),
  isPrivate: boolean('is_private').notNull(),
  isArchived: boolean('is_archived').notNull().default(false),
  position: text('position').notNull(),
  creationDate: ms('creation_date').notNull(),
  lastUpdateDate: ms('last_update_date').notNull(),
  seq: ms('seq').notNull().default(0),
}, (t) => [index('boards_workspace_idx').on(t.workspaceId)]);

/**
 * A board's section (a column of cards). Archiving it archives its live tasks (status DONE); `archivedTaskIds` are
 * those, which restoring brings back (UNCHECKED). `seq` as for boards: sync hands sections out as `section` items.
 */
export const sections = pgTable('sections', {
  id: text('id').primaryKey(),
  boardId: text('board_id').notNull().references(() => boards.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  position: text('position').notNull(),
  isArchived: boolean('is_archived').notNull().default(false),
  archivedTaskIds: jsonb('archived_task_ids').$type<string[]>().notNull().default([]),
  creationDate: ms('creation_date').notNull(),
  lastUpdateDate: ms('last_update_date').notNull(),
  seq: ms('seq').notNull().default(0),
}, (t) => [index('sections_board_seq_idx').on(t.boardId, t.seq)]);

/**
 * Who is in a shared scope (workspace, board, shared list) and with which role; the same row is the invitation while
 * its state is PENDING or INVITE_ACTION (its id is the invitation's id). `userId` is null for an email with no
 * account yet; `email` is kept lower-cased. `joinedAt` is the database clock when the person joined (a pull after it
 * brings all of the scope's objects, whatever the device's cursor).
 */
export const memberships = pgTable('memberships', {
  id: text('id').primaryKey(),
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  scopeKind: text('scope_kind').$type<ScopeKind>().notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role').$type<Role>().notNull(),
  state: text('state').$type<MemberState>().notNull(),
  invitedBy: text('invited_by'),
  joinedAt: ms('joined_at'),
  creationDate: ms('creation_date').notNull(),
  lastUpdateDate: ms('last_update_date').notNull(),
  /** The scope's clock at the row's last change: sync hands it to members as a `sharedMember` when it is past their cursor. */
  seq: ms('seq').notNull().default(0),
}, (t) => [
  uniqueIndex('memberships_scope_email_key').on(t.scopeId, t.email),
  index('memberships_scope_seq_idx').on(t.scopeId, t.seq),
  index('memberships_user_idx').on(t.userId),
  index('memberships_email_idx').on(t.email),
]);

/**
 * When someone left or was removed from a scope (database clock): their next pull lists the scope's ids as removed.
 * Kept until they join again.
 */
export const scopeDepartures = pgTable('scope_departures', {
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  leftAt: ms('left_at').notNull(),
}, (t) => [primaryKey({ columns: [t.scopeId, t.userId] }), index('scope_departures_user_idx').on(t.userId)]);

/**
 * An object that moved out of a shared scope (a task a member moved from a shared list to their own list): who saw
 * it there but does not see it where it went drops it on their next pull (`removed`). `left_at` is the clock value the
 * move took in the scope it left, so a pull lists it exactly when it would list a change there.
 */
export const scopeExits = pgTable('scope_exits', {
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  model: text('model').notNull(),
  objectId: text('object_id').notNull(),
  leftAt: ms('left_at').notNull(),
}, (t) => [primaryKey({ columns: [t.scopeId, t.model, t.objectId] }), index('scope_exits_scope_left_idx').on(t.scopeId, t.leftAt)]);

/**
 * A workspace's invite link. Its token is derived from `id` and the server's secret key, so the same link can be shown
 * again; only the token's SHA-256 is looked up. Revoking deletes the row; the next link gets a new id.
 */
export const inviteLinks = pgTable('invite_links', {
  workspaceId: text('workspace_id').primaryKey().references(() => workspaces.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [uniqueIndex('invite_links_token_hash_key').on(t.tokenHash)]);

/**
 * A board template a workspace saved from one of its boards (API.md section 5 "save as template"): only the workspace's
 * members see it and make boards from it; it goes with the workspace. The built-in templates are files (templates/).
 */
export const boardTemplates = pgTable('board_templates', {
  id: text('id').primaryKey(),
  workspaceId: text('workspace_id').notNull().references(() => workspaces.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  type: text('type').$type<TemplateType>().notNull(),
  content: jsonb('content').$type<SavedTemplateContent>().notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  creationDate: ms('creation_date').notNull(),
}, (t) => [index('board_templates_workspace_idx').on(t.workspaceId, t.creationDate)]);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type BoardTemplateRow = typeof boardTemplates.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
