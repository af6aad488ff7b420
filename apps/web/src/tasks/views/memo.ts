import type { DayBounds } from './day-bounds.js';
import { columnsFor, groupTasks, splitsOverdue } from './group.js';
import { carryDerived } from '@taskhub/sync-client';
import { sidebarCounts, sidebarCountsAfter, viewTasks, visibleLists, visibleTags, type SidebarCounts } from './select.js';
import type { Category, Grouping, Label, Layout, Task, TaskGroup, ViewKey } from './types.js';

/** Remembers the last call: the same arguments (by identity) give the same result without running `fn` again. */
export function memoLast<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | null = null;
  let lastResult!: R;
  return (...args: A) => {
    if (lastArgs && lastArgs.length === args.length && lastArgs.every((arg, i) => Object.is(arg, args[i]))) return lastResult;
    lastResult = fn(...args);
    lastArgs = args;
    return lastResult;
  };
}

/**
 * The sidebar's counts, kept from call to call: while the lists, day and user stay, a new task map made by the sync
 * client from the last one (map-lineage.ts) updates the counts by the tasks that changed; anything else counts again.
 */
function sidebarCountsKept(): typeof sidebarCounts {
  let last: { tasks: Record<string, Task>; listIds: ReadonlySet<string>; bounds: DayBounds; me: string | null; counts: SidebarCounts } | undefined;
  return (tasks, listIds, bounds, me = null) => {
    const same = last && last.listIds === listIds && last.bounds === bounds && last.me === me;
    const counts = carryDerived(same ? { from: last!.tasks, result: last!.counts } : undefined, tasks,
      (changed, before, kept) => sidebarCountsAfter(kept, before, tasks, changed, listIds, bounds, me),
      () => sidebarCounts(tasks, listIds, bounds, me));
    last = { tasks, listIds, bounds, me, counts };
    return counts;
  };
}

export interface ViewInput {
  /** The snapshot's object maps: the store keeps a map's identity while none of its objects changes. */
  tasks: Record<string, Task>;
  categories: Record<string, Category>;
  labels: Record<string, Label>;
  view: ViewKey;
  grouping: Grouping;
  layout: Layout;
  showMulticolumnOverdue: boolean;
  bounds: DayBounds;
  /** The signed-in user's id: Assigned to me shows their tasks (none without it). */
  me?: string | null;
  /**
   * False while another page fills the main area (a board, search, settings): only the sidebar's lists, tags and
   * counts are built, not the view's tasks and groups (a board's member then pays nothing for them on every change).
   */
  viewShown?: boolean;
}

const noTasks: { active: Task[]; completed: Task[] } = { active: [], completed: [] };

export interface ViewModel {
  lists: Category[];
  tags: Label[];
  active: Task[];
  completed: Task[];
  groups: TaskGroup[];
  columns: TaskGroup[][];
  counts: SidebarCounts;
}

/**
 * A view model builder for one screen. Each step runs again only when its own inputs change, so typing in the
 * quick add or a sync status change costs nothing, and an edit to a task regroups once.
 */
export function createViewModel(): (input: ViewInput) => ViewModel {
  const lists = memoLast(visibleLists);
  const tags = memoLast(visibleTags);
  // The lists whose tasks are the user's own in All my tasks: the shown ones, and deleted ones. A list deleted where
  // its tasks were not moved first (another client, the REST call) leaves them listless, never hidden in one view and
  // listed in another; archived lists' tasks stay out.
  const listIds = memoLast((shown: Category[], categories: Record<string, Category>) =>
    new Set([...shown.map((l) => l.id), ...Object.values(categories).filter((c) => c.isDeleted).map((c) => c.id)]));
  const tasksOf = memoLast(viewTasks);
  const counts = sidebarCountsKept();
  const groups = memoLast((active: Task[], grouping: Grouping, shownLists: Category[], shownTags: Label[], split: boolean, bounds: DayBounds, view: ViewKey) => {
    const all = groupTasks(active, grouping, { bounds, lists: shownLists, tags: shownTags, splitOverdue: split, withSomeday: view !== 'next-7' });
    // Nothing can be added to Assigned to me (a new task is nobody's), so its groups show only while they hold tasks.
    return view === 'assigned-to-me' ? all.filter((group) => group.tasks.length > 0) : all;
  });
  const columns = memoLast(columnsFor);
  const model = memoLast((l: Category[], t: Label[], a: Task[], c: Task[], g: TaskGroup[], col: TaskGroup[][], n: SidebarCounts): ViewModel =>
    ({ lists: l, tags: t, active: a, completed: c, groups: g, columns: col, counts: n }));

  return (input) => {
    const shownLists = lists(input.categories);
    const shownTags = tags(input.labels);
    const ids = listIds(shownLists, input.categories);
    const me = input.me ?? null;
    const { active, completed } = input.viewShown === false ? noTasks : tasksOf(input.tasks, input.view, ids, input.bounds, me);
    const split = splitsOverdue(input.layout, input.showMulticolumnOverdue);
    const grouped = groups(active, input.grouping, shownLists, shownTags, split, input.bounds, input.view);
    return model(shownLists, shownTags, active, completed, grouped, columns(grouped, input.layout), counts(input.tasks, ids, input.bounds, me));
  };
}
