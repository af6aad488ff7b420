import type { DayBounds } from './day-bounds.js';
import type { Category, Grouping, Label, Layout, Task, TaskGroup, TimeGroupKey } from './types.js';

export interface GroupContext {
  bounds: DayBounds;
  lists: Category[];
  tags: Label[];
  /** Overdue tasks get a group of their own (single column; multi-column with webConfig.showMulticolumnOverdue). */
  splitOverdue: boolean;
  /** False in Next 7 days: a task without a date would leave the view at once. */
  withSomeday?: boolean;
}

export function timeGroupOf(dueDate: number | null, bounds: DayBounds, splitOverdue: boolean): TimeGroupKey {
  if (dueDate === null) return 'someday';
  if (dueDate < bounds.todayStart) return splitOverdue ? 'overdue' : 'today';
  if (dueDate < bounds.tomorrowStart) return 'today';
  if (dueDate < bounds.dayAfterStart) return 'tomorrow';
  return 'upcoming';
}

/** The due date a task added to a time group gets: the first day of that group (Someday: none). */
function timeDefaults(key: TimeGroupKey, bounds: DayBounds): number | null {
  if (key === 'someday') return null;
  if (key === 'tomorrow') return bounds.tomorrowStart;
  if (key === 'upcoming') return bounds.dayAfterStart;
  return bounds.todayStart;
}

function byTime(tasks: Task[], ctx: GroupContext): TaskGroup[] {
  const keys: TimeGroupKey[] = ctx.splitOverdue ? ['overdue', 'today', 'tomorrow', 'upcoming', 'someday'] : ['today', 'tomorrow', 'upcoming', 'someday'];
  const buckets = new Map<TimeGroupKey, Task[]>(keys.map((k) => [k, []]));
  for (const task of tasks) buckets.get(timeGroupOf(task.dueDate, ctx.bounds, ctx.splitOverdue))!.push(task);
  return keys
    // Overdue is a column only while something is overdue; the other time groups always show, to add to.
    .filter((key) => (key !== 'overdue' || buckets.get(key)!.length > 0) && (key !== 'someday' || ctx.withSomeday !== false))
    .map((key) => ({ key: `time:${key}`, kind: 'time', id: key, tasks: buckets.get(key)!, defaults: { dueDate: timeDefaults(key, ctx.bounds) } }));
}

function byList(tasks: Task[], ctx: GroupContext): TaskGroup[] {
  const buckets = new Map<string | null, Task[]>(ctx.lists.map((l) => [l.id, []]));
  const none: Task[] = [];
  for (const task of tasks) (buckets.get(task.categoryId) ?? none).push(task);
  const groups: TaskGroup[] = ctx.lists.map((list) => ({
    key: `list:${list.id}`, kind: 'list', id: list.id, name: list.name, tasks: buckets.get(list.id)!, defaults: { categoryId: list.id },
  }));
  if (none.length > 0) groups.push({ key: 'list:none', kind: 'list', id: null, tasks: none, defaults: {} });
  return groups;
}

function byTag(tasks: Task[], ctx: GroupContext): TaskGroup[] {
  const buckets = new Map<string, Task[]>(ctx.tags.map((t) => [t.id, []]));
  const none: Task[] = [];
  for (const task of tasks) {
    // A task with several tags shows under each; tags that are deleted do not make a group.
    const groups = task.labels.map((id) => buckets.get(id)).filter((bucket) => bucket !== undefined);
    if (groups.length === 0) none.push(task);
    for (const bucket of groups) bucket.push(task);
  }
  const groups: TaskGroup[] = ctx.tags
    .filter((tag) => buckets.get(tag.id)!.length > 0)
    .map((tag) => ({ key: `tag:${tag.id}`, kind: 'tag', id: tag.id, name: tag.name, tasks: buckets.get(tag.id)!, defaults: { labels: [tag.id] } }));
  groups.push({ key: 'tag:none', kind: 'tag', id: null, tasks: none, defaults: {} });
  return groups;
}

/** Splits a view's open tasks (already in position order) into groups; each group keeps that order. */
export function groupTasks(tasks: Task[], grouping: Grouping, ctx: GroupContext): TaskGroup[] {
  if (grouping === 'list') return byList(tasks, ctx);
  if (grouping === 'tag') return byTag(tasks, ctx);
  return byTime(tasks, ctx);
}

/** Columns of the layout: one column holding every group, or one column per group. */
export function columnsFor(groups: TaskGroup[], layout: Layout): TaskGroup[][] {
  return layout === 'single' ? [groups] : groups.map((group) => [group]);
}

/**
 * Whether overdue tasks get their own group: always in the single column (issue 11: overdue must not look like any
 * date of Today); in the multi-column layout as webConfig.showMulticolumnOverdue says (SPEC.md section 2).
 */
export const splitsOverdue = (layout: Layout, showMulticolumnOverdue: boolean) => layout === 'single' || showMulticolumnOverdue;
