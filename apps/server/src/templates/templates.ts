import {
  AppError, calendarDaysBetween, isActiveState, templateSectionSchema,
  type JobType, type SavedTemplateContent, type TemplateFile, type TemplateSection, type TemplateSummary, type TemplateTask, type TemplateType,
} from '@taskhub/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { memberScopes } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { boardTemplates, workspaces, type BoardRow, type BoardTemplateRow } from '../db/schema.js';
import { memberRows } from '../members/members.js';
import { newId } from '../security/ids.js';
import { boardSections, boardTasks } from '../boards/boards.js';

/**
 * The templates a caller may use (API.md section 5): the built-in catalogue (files, templates/catalogue.ts) and the
 * templates saved by the workspaces they are an active member of (`board_templates`), private to each workspace.
 */

type Reader = Pick<Database, 'select'>;

/** A template to make a board from: a built-in file, or a workspace's saved one. */
export type UsableTemplate =
  | { kind: 'builtIn'; template: TemplateFile }
  | { kind: 'saved'; row: BoardTemplateRow; workspaceId: string };

const summaryOf = (template: { id: string; name: string; description: string; type: TemplateType }, jobType: JobType, sections: TemplateSection[]): TemplateSummary => ({
  id: template.id, name: template.name, description: template.description, type: template.type, jobType, sections: sections.map((section) => section.name),
});

/** A saved template's job type is its workspace's (chosen in the create-workspace wizard), `other` when it has none. */
const jobTypeOf = (workspaceJobType: string | null): JobType => (workspaceJobType ?? 'other') as JobType;

async function workspaceIdsOf(db: Reader, userId: string): Promise<string[]> {
  return (await memberScopes(db, userId, 'workspace')).map((scope) => scope.scopeId);
}

/** Every template the caller may use, built-in ones first (the onboarding one leading), then their workspaces' newest first. */
export async function listTemplates(ctx: Pick<AppContext, 'db' | 'templates'>, userId: string, jobType?: JobType): Promise<TemplateSummary[]> {
  const builtIn = ctx.templates.filter((template) => !jobType || template.jobType === jobType)
    .map((template) => summaryOf(template, template.jobType, template.sections));
  const workspaceIds = await workspaceIdsOf(ctx.db, userId);
  if (workspaceIds.length === 0) return builtIn;
  const rows = await ctx.db.select({ row: boardTemplates, jobType: workspaces.jobType }).from(boardTemplates)
    .innerJoin(workspaces, eq(workspaces.id, boardTemplates.workspaceId))
    .where(inArray(boardTemplates.workspaceId, workspaceIds)).orderBy(desc(boardTemplates.creationDate), desc(boardTemplates.id));
  const saved = rows.map(({ row, jobType: ofWorkspace }) => summaryOf(row, jobTypeOf(ofWorkspace), row.content.sections))
    .filter((template) => !jobType || template.jobType === jobType);
  return [...builtIn, ...saved];
}

/** One template as its preview shows it: its summary, and the titles of the first cards of each section. */
export interface TemplatePreview extends TemplateSummary {
  /** For each section (in `sections`' order), the titles of its first few cards; none for `workflow_only`. */
  cards: string[][];
}

/** How many card titles per section a preview shows. */
const previewCards = 3;

/** GET /api/v1/templates/{id}: a template the caller may use, with its first cards; 404 as for usableTemplate. */
export async function templatePreview(ctx: Pick<AppContext, 'db' | 'templates'>, userId: string, id: string): Promise<TemplatePreview> {
  const found = await usableTemplate(ctx, userId, id);
  let summary: TemplateSummary;
  let sections: TemplateSection[];
  if (found.kind === 'builtIn') {
    summary = summaryOf(found.template, found.template.jobType, found.template.sections);
    sections = found.template.sections;
  } else {
    const [workspace] = await ctx.db.select({ jobType: workspaces.jobType }).from(workspaces).where(eq(workspaces.id, found.workspaceId)).limit(1);
    summary = summaryOf(found.row, jobTypeOf(workspace?.jobType ?? null), found.row.content.sections);
    sections = found.row.content.sections;
  }
  const cards = sections.map((section) => (summary.type === 'workflow_only' ? [] : (section.tasks ?? []).slice(0, previewCards).map((task) => task.title)));
  return { ...summary, cards };
}

/** The template by id when the caller may use it; 404 NOT_FOUND otherwise (another workspace's is as unseen as a missing one). */
export async function usableTemplate(ctx: Pick<AppContext, 'db' | 'templates'>, userId: string, id: string): Promise<UsableTemplate> {
  const builtIn = ctx.templates.find((template) => template.id === id);
  if (builtIn) return { kind: 'builtIn', template: builtIn };
  const workspaceIds = await workspaceIdsOf(ctx.db, userId);
  if (workspaceIds.length > 0) {
    const [row] = await ctx.db.select().from(boardTemplates).where(and(eq(boardTemplates.id, id), inArray(boardTemplates.workspaceId, workspaceIds))).limit(1);
    if (row) return { kind: 'saved', row, workspaceId: row.workspaceId };
  }
  throw new AppError('NOT_FOUND');
}

/** The most a saved template holds (the file schema's limits): a bigger board is refused rather than cut silently. */
const limits = { sections: 50, tasksPerSection: 200 };
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', {
  message: `This board is too large to save as a template: at most ${limits.sections} sections of ${limits.tasksPerSection} cards`,
});

type BoardTask = { title?: string; note?: string; status?: string; sectionId?: string | null; parentGlobalTaskId?: string | null; position?: string;
  dueDate?: number | null; checklistItems?: { title: string }[] };

/** A card of the board as a template task: its title, note, checklist, and its due date as days after the save. */
function templateTaskOf(task: BoardTask, now: number, timeZone: string): TemplateTask {
  const days = task.dueDate ? calendarDaysBetween(now, task.dueDate, timeZone) : null;
  const checklist = (task.checklistItems ?? []).map((item) => item.title.trim().slice(0, 500)).filter(Boolean).slice(0, 50);
  return {
    title: (task.title ?? '').trim().slice(0, 500) || 'Untitled',
    ...(task.note && { note: task.note.slice(0, 5000) }),
    ...(days !== null && days >= 0 && days <= 365 && { dueInDays: days }),
    ...(checklist.length > 0 && { checklist }),
  };
}

/**
 * What a board would make as a template of `type`: its live sections in order; unless `workflow_only`, their open cards
 * (archived and deleted ones, and subtasks, are left out); for `content_and_users`, its active members at their roles.
 */
async function contentOf(db: Reader, board: BoardRow, type: TemplateType, now: number, timeZone: string): Promise<SavedTemplateContent> {
  const sections = (await boardSections(db, board.id)).filter((section) => !section.isArchived);
  if (sections.length > limits.sections) throw tooLarge();
  const tasks = type === 'workflow_only' ? [] : (await boardTasks(db, board.id) as BoardTask[])
    .filter((task) => task.status !== 'DONE' && task.status !== 'DELETED' && !task.parentGlobalTaskId)
    .sort((a, b) => ((a.position ?? '') < (b.position ?? '') ? -1 : (a.position ?? '') > (b.position ?? '') ? 1 : 0));
  const content: SavedTemplateContent = {
    sections: sections.map((section) => {
      const own = tasks.filter((task) => task.sectionId === section.id);
      if (own.length > limits.tasksPerSection) throw tooLarge();
      const shaped = { name: section.name.trim().slice(0, 255) || 'Untitled', ...(own.length > 0 && { tasks: own.map((task) => templateTaskOf(task, now, timeZone)) }) };
      return templateSectionSchema.parse(shaped);
    }),
  };
  if (type === 'content_and_users') {
    content.people = (await memberRows(db, board.id)).filter((row) => isActiveState(row.state) && row.accountId)
      .map((row) => ({ userId: row.accountId!, role: row.role }));
  }
  return content;
}

/** Saves the board as a template of its workspace (API.md section 5), as the caller's; answers it as the list shows it. */
export async function saveTemplate(
  db: Database, board: BoardRow, creator: { id: string; timezone: string }, input: { name: string; description: string; type: TemplateType }, now: number,
): Promise<TemplateSummary> {
  const content = await contentOf(db, board, input.type, now, creator.timezone);
  const [row] = await db.insert(boardTemplates).values({
    id: newId(), workspaceId: board.workspaceId, name: input.name, description: input.description, type: input.type, content,
    createdBy: creator.id, creationDate: now,
  }).returning();
  const [workspace] = await db.select({ jobType: workspaces.jobType }).from(workspaces).where(eq(workspaces.id, board.workspaceId));
  return summaryOf(row!, jobTypeOf(workspace?.jobType ?? null), content.sections);
}
