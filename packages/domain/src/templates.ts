import { z } from 'zod';
import { teamTypes } from './onboarding.js';
import { boardRoles, jobTypeInput, type Role } from './teams.js';

/**
 * Board templates (SPEC.md section 3 "Template: name, description, type, content"; API.md section 5): the built-in
 * catalogue (one JSON file each, read by the server at start) and the templates a workspace saves from its boards.
 */

/** What a board made from the template gets: its sections; also their cards; also its people (or the roles it needs). */
export const templateTypes = ['workflow_only', 'content', 'content_and_users'] as const;
export type TemplateType = (typeof templateTypes)[number];
export type JobType = (typeof teamTypes)[number];

/**
 * SPEC.md section 2's "onboarding template file path": the built-in template a new team is offered first, relative to
 * the server's folder (apps/server). The server refuses to start when it names no valid template.
 */
export const onboardingTemplateFile = 'templates/getting-started.json';
/** The id of the onboarding template: its file's name without `.json` (every built-in template's id is its file's). */
export const onboardingTemplateId = onboardingTemplateFile.replace(/^.*\//, '').replace(/\.json$/, '');

/** A built-in template's id: lower-case words joined by hyphens, stable and readable (`sprint-board`). */
export const templateIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number) => z.string().trim().min(1).max(max);

/** One card of a template: a board made from a `content` template gets it as an open task of its section. */
export const templateTaskSchema = z.strictObject({
  title: text(500),
  note: z.string().max(5000).optional(),
  /** Due this many days after the board is made (an all-day date in its maker's time zone). */
  dueInDays: z.number().int().min(0).max(365).optional(),
  checklist: z.array(text(500)).max(50).optional(),
});

export const templateSectionSchema = z.strictObject({
  name: text(255),
  tasks: z.array(templateTaskSchema).max(200).optional(),
});

/**
 * A role a `content_and_users` template's board needs: `title` is what the person does there ("Reviewer"), `role` the
 * board role they should be invited at. A built-in template cannot name people, so its board gets these as a setup
 * card ("Invite your team") whose checklist lists one invitation per role.
 */
export const templateRoleSchema = z.strictObject({
  title: text(100),
  role: z.enum(boardRoles),
});

export type TemplateTask = z.infer<typeof templateTaskSchema>;
export type TemplateSection = z.infer<typeof templateSectionSchema>;
export type TemplateRole = z.infer<typeof templateRoleSchema>;

/** A built-in template's file: at least two sections; `roles` exactly when its type is `content_and_users`. */
export const templateFileSchema = z.strictObject({
  id: z.string().min(1).max(64).regex(templateIdPattern),
  name: text(100),
  description: text(500),
  type: z.enum(templateTypes),
  jobType: z.enum(teamTypes),
  sections: z.array(templateSectionSchema).min(2).max(50),
  roles: z.array(templateRoleSchema).min(1).max(20).optional(),
}).refine((file) => (file.type === 'content_and_users') === (file.roles !== undefined), {
  message: 'roles are given exactly when the type is content_and_users', path: ['roles'],
}).refine((file) => (file.type === 'workflow_only') === file.sections.every((section) => (section.tasks?.length ?? 0) === 0), {
  message: 'a workflow_only template has no tasks, and the other types have at least one', path: ['sections'],
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

/** A template as GET /api/v1/templates lists it (API.md section 5): its sections by name, in order. */
export interface TemplateSummary {
  id: string;
  name: string;
  description: string;
  type: TemplateType;
  jobType: JobType;
  sections: string[];
}

/** GET /api/v1/templates?jobType=: one job type of SPEC.md section 3, written as for a workspace. */
export const templatesQuery = z.object({ jobType: jobTypeInput.optional() });

/** POST /api/v1/boards/{id}/template: the board saved as a template of its workspace. */
export const saveTemplateInput = z.object({
  name: z.string().trim().min(1, 'INVALID_NAME').max(100, 'INVALID_NAME'),
  description: z.string().trim().max(500).default(''),
  type: z.enum(templateTypes),
});

/**
 * What a saved template holds: its sections (with their tasks unless `workflow_only`) and, for `content_and_users`, the
 * people of the board it was saved from at their board roles (a board made from it invites those still in its workspace).
 */
export interface SavedTemplateContent {
  sections: TemplateSection[];
  people?: { userId: string; role: Role }[];
}
