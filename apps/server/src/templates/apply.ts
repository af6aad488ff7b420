import {
  addDays, isActiveState, positionsAfter, wallClock, zonedInstant,
  type Board, type Role, type TemplateRole, type TemplateSection, type TemplateTask,
} from '@taskhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { memberships, users, type UserRow, type WorkspaceRow } from '../db/schema.js';
import { createBoard, createSection } from '../boards/boards.js';
import { invite, sendMails, type InviteResult } from '../members/invitations.js';
import { announceMembership } from '../members/members.js';
import { newId } from '../security/ids.js';
import { writeObjects } from '../sync/write.js';
import type { UsableTemplate } from './templates.js';

/**
 * A board made from a template (API.md section 5 "create board" with `templateId`): `workflow_only` gives it the
 * template's sections; `content` also their cards, written through the one write path so sync and realtime carry
 * them; `content_and_users` also its people. A saved template invites the people of the board it was saved from who
 * are still active members of the new board's workspace, at their board roles; a built-in one names no people, so
 * its roles become a first card, "Invite your team", with one checklist item per role.
 */

const roleWords: Record<Role, string> = { admin: 'admin', member: 'member', viewer: 'viewer', guest: 'guest' };

/** The setup card of a built-in `content_and_users` template. */
const inviteCard = (roles: TemplateRole[]): TemplateTask => ({
  title: 'Invite your team',
  note: 'This board works best with these people. Invite each of them from the board\'s Members button, at the role shown.',
  checklist: roles.map((role) => `${role.title} (invite as ${roleWords[role.role]})`),
});

/** The all-day due date `days` after today in the zone (the all-day convention: local midnight). */
function dueDateIn(days: number, now: number, timeZone: string): number {
  const today = wallClock(now, timeZone);
  return zonedInstant(addDays({ year: today.year, month: today.month, day: today.day }, days), timeZone);
}

/** The template's sections, with the setup card first for a built-in template with roles. */
function sectionsOf(template: UsableTemplate): TemplateSection[] {
  if (template.kind === 'saved') return template.row.content.sections;
  const { sections, roles } = template.template;
  if (!roles) return sections;
  const [first, ...rest] = sections;
  return [{ ...first!, tasks: [inviteCard(roles), ...(first!.tasks ?? [])] }, ...rest];
}

/** The stored people of a saved template who are active members of the workspace, but the creator, grouped by role. */
async function peopleToInvite(tx: Pick<Database, 'select'>, template: UsableTemplate, workspaceId: string, creatorId: string): Promise<Map<Role, string[]>> {
  const people = template.kind === 'saved' && template.row.type === 'content_and_users' ? (template.row.content.people ?? []) : [];
  const wanted = people.filter((person) => person.userId !== creatorId);
  const byRole = new Map<Role, string[]>();
  if (wanted.length === 0) return byRole;
  const rows = await tx.select({ userId: memberships.userId, state: memberships.state, email: users.email }).from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.scopeId, workspaceId), inArray(memberships.userId, wanted.map((person) => person.userId))));
  const emails = new Map(rows.filter((row) => isActiveState(row.state)).map((row) => [row.userId!, row.email]));
  for (const person of wanted) {
    const email = emails.get(person.userId);
    if (email) byRole.set(person.role, [...(byRole.get(person.role) ?? []), email]);
  }
  return byRole;
}

/** Creates the board with the template's sections (and invitations) in one transaction, then its cards. */
export async function createBoardFromTemplate(
  ctx: Pick<AppContext, 'db' | 'now' | 'changes' | 'config' | 'mailer' | 'log'>, workspace: WorkspaceRow, creator: UserRow,
  input: { name: string; emoji?: string | null; isPrivate: boolean }, template: UsableTemplate,
): Promise<Board> {
  const now = ctx.now();
  const sections = sectionsOf(template);
  const mails: InviteResult['mails'] = [];
  const { board, sectionIds } = await ctx.db.transaction(async (tx) => {
    const made = await createBoard(tx, workspace.id, creator, input, now);
    const ids: string[] = [];
    for (const section of sections) ids.push((await createSection(tx, made.id, { name: section.name }, now)).id);
    for (const [role, emails] of await peopleToInvite(tx, template, workspace.id, creator.id)) {
      const result = await invite(ctx, tx, {
        scope: { id: made.id, kind: 'board', name: made.name }, inviter: { id: creator.id, name: creator.name, email: creator.email, role: 'admin' },
        policy: workspace.invitePolicy, emails: emails.join(' '), role, now,
      });
      mails.push(...result.mails);
    }
    return { board: made, sectionIds: ids };
  });
  announceMembership(ctx, board.id, [creator.id]);
  const withCards = template.kind === 'builtIn' ? template.template.type !== 'workflow_only' : template.row.type !== 'workflow_only';
  if (withCards) {
    const cards = sections.flatMap((section, index) => {
      const tasks = section.tasks ?? [];
      const positions = positionsAfter(null, tasks.length);
      return tasks.map((task, at) => ({
        id: newId(), title: task.title, note: task.note ?? '', boardId: board.id, sectionId: sectionIds[index]!, position: positions[at]!,
        dueDate: task.dueInDays === undefined ? null : dueDateIn(task.dueInDays, now, creator.timezone),
        checklistItems: (task.checklist ?? []).map((title) => ({ id: newId(), title, checked: false })),
      }));
    });
    await writeObjects(ctx, creator.id, { task: cards }, undefined, { refuseRejected: true });
  }
  sendMails(ctx, mails);
  return board;
}
