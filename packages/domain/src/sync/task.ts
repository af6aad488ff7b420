import { z } from 'zod';
import { calendarMsSchema, hexColorSchema, objectIdSchema, positionSchema } from './wire-fields.js';

export const taskStatuses = ['UNCHECKED', 'CHECKED', 'DONE', 'DELETED'] as const;
export const taskPriorities = ['Dummy', 'Low', 'Normal', 'High'] as const;
export const repeatingMethods = ['TASK_REPEAT_OFF', 'TASK_REPEAT_DAY', 'TASK_REPEAT_WEEK', 'TASK_REPEAT_MONTH', 'TASK_REPEAT_YEAR'] as const;
export const alertTypes = ['NONE', 'OFFSET', 'CUSTOM'] as const;
export const repeatEndTypes = ['REPEAT_END_NEVER', 'REPEAT_END_AFTER_OCCURRENCES', 'REPEAT_END_ON_DATE'] as const;

/**
 * Values existing third-party clients of the Any.do-style API send for "none" (an empty list id, a due date of 0,
 * null labels or alert); read as this server's "none" so their pushes are taken, not refused.
 */
export const noneAs = <S extends z.ZodType>(none: unknown, schema: S, empty: readonly unknown[]) =>
  z.preprocess((value) => (empty.includes(value) ? none : value), schema);

export type TaskStatus = (typeof taskStatuses)[number];
export type TaskPriority = (typeof taskPriorities)[number];
export type RepeatingMethod = (typeof repeatingMethods)[number];

/** Reminder and repeat settings of a task (API.md section 4, `alert`); the recurrence engine reads them. */
export const alertSchema = z.object({
  type: z.enum(alertTypes),
  // -1 is what those clients send for "no offset" and "forever"; kept as sent.
  offset: z.number().int().min(-1).max(1_000_000).nullish(),
  customTime: calendarMsSchema.nullish(),
  repeatInterval: z.number().int().min(1).max(1000).nullish(),
  repeatDays: z.string().regex(/^[01]{7}$/).nullish(),
  repeatMonthType: z.enum(['ON_DATE', 'ON_DAY']).nullish(),
  repeatWeekNumber: z.union([z.number().int().min(1).max(6), z.literal('last')]).nullish(),
  repeatStartsOn: calendarMsSchema.nullish(),
  repeatEndType: z.enum(repeatEndTypes).nullish(),
  repeatEndsOn: calendarMsSchema.nullish(),
  repeatEndsAfterOccurrences: z.number().int().min(-1).max(10_000).nullish(),
  repeatNextOccurrence: calendarMsSchema.nullish(),
});
export type Alert = z.infer<typeof alertSchema>;

export const checklistItemSchema = z.object({
  id: objectIdSchema,
  title: z.string().max(1000),
  checked: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const repeatTriggerTypes = ['due', 'archived', 'movedToSection', 'tagChanged'] as const;

/**
 * What brings a repeating task's next occurrence (SPEC.md section 4, Recurring tasks), one field so its parts merge
 * together: `due` (the default) when it is completed (CHECKED); `archived` when it is archived (DONE) while its list or
 * section is live; `movedToSection` when its card moves into `sectionId` (a section of its board); `tagChanged` when its
 * tags change. The server makes the next occurrence (sync/repeating-tasks.ts): the same task back UNCHECKED at the rule's
 * next due date (a card moved into the trigger's section goes back to the section it came from).
 */
export const repeatTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('due') }),
  z.object({ type: z.literal('archived') }),
  z.object({ type: z.literal('movedToSection'), sectionId: objectIdSchema }),
  z.object({ type: z.literal('tagChanged') }),
]);
export type RepeatTrigger = z.infer<typeof repeatTriggerSchema>;

/** The fields of a task a client may write, each merged by its own `<field>UpdateTime`. */
export const taskFieldSchemas = {
  title: z.string().max(10_000),
  note: z.string().max(100_000),
  status: z.enum(taskStatuses),
  priority: z.enum(taskPriorities),
  categoryId: noneAs(null, objectIdSchema.nullable(), ['']),
  parentGlobalTaskId: noneAs(null, objectIdSchema.nullable(), ['']),
  /** A board's task (API.md section 5) has its board and section, and no list; both are null outside boards. */
  boardId: noneAs(null, objectIdSchema.nullable(), ['']),
  sectionId: noneAs(null, objectIdSchema.nullable(), ['']),
  dueDate: noneAs(null, calendarMsSchema.nullable(), [0]),
  labels: noneAs([], z.array(objectIdSchema).max(100), [null]),
  position: positionSchema,
  assignedTo: z.string().max(320).nullable(),
  alert: noneAs({ type: 'NONE' }, alertSchema, [null]),
  repeatingMethod: z.enum(repeatingMethods),
  checklistItems: z.array(checklistItemSchema).max(500),
  repeatTrigger: noneAs({ type: 'due' }, repeatTriggerSchema, [null]),
};

export const taskDefaults: TaskFields = {
  title: '', note: '', status: 'UNCHECKED', priority: 'Normal', categoryId: null, parentGlobalTaskId: null,
  boardId: null, sectionId: null, dueDate: null, labels: [], position: 'a0', assignedTo: null, alert: { type: 'NONE' }, repeatingMethod: 'TASK_REPEAT_OFF',
  checklistItems: [], repeatTrigger: { type: 'due' },
};

export type TaskFields = { [K in keyof typeof taskFieldSchemas]: z.infer<(typeof taskFieldSchemas)[K]> };

/** Read-only fields the server fills: who shares the task (filled when workspaces come), and the object times. */
export interface TaskServerFields {
  id: string;
  globalTaskId: string;
  shared: boolean;
  participants: string[];
  /** Who made the task (its first pusher); absent on tasks made before it was kept. */
  createdBy?: string;
  creationDate: number;
  lastUpdateDate: number;
}

/** Colour kept on labels only; re-exported for label schemas. */
export { hexColorSchema };
