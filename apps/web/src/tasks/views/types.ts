import type { SyncObject } from '@taskhub/domain';

export type Task = SyncObject<'task'>;
export type Category = SyncObject<'category'>;
export type Label = SyncObject<'label'>;

/**
 * The views the main area shows, as strings so an address can hold them: My Day (drawn by the my-day screen),
 * All my tasks, All tasks, Next 7 days, Assigned to me, one list (`list:<categoryId>`) or one tag (`tag:<labelId>`).
 */
export type ViewKey = 'my-day' | 'all-mine' | 'all' | 'next-7' | 'assigned-to-me' | `list:${string}` | `tag:${string}`;

export type Grouping = 'time' | 'list' | 'tag';
export type Layout = 'single' | 'multi';

export type TimeGroupKey = 'overdue' | 'today' | 'tomorrow' | 'upcoming' | 'someday';

/** Fields a task added to a group gets, so it lands in that group (a time group's date, a list group's list). */
export interface GroupDefaults {
  dueDate?: number | null;
  categoryId?: string | null;
  labels?: string[];
}

export interface TaskGroup {
  /** Unique within the view: `time:today`, `list:<id>`, `tag:<id>`, `tag:none`. */
  key: string;
  kind: Grouping;
  /** For time groups the group key; for list and tag groups the object id (null: no list / no tag). */
  id: string | null;
  /** The list's or tag's name (time groups are named by the screen's messages). */
  name?: string;
  tasks: Task[];
  defaults: GroupDefaults;
}

export const viewListId = (view: ViewKey) => (view.startsWith('list:') ? view.slice(5) : null);
export const viewTagId = (view: ViewKey) => (view.startsWith('tag:') ? view.slice(4) : null);
