import { type DateOrder, type Language, type QuickAddResult, parseQuickAdd, supportedLanguages } from '@taskhub/domain';
import type { Task } from '../task-detail/task-queries.js';
import { alertWithRule } from '../scheduling/repeat-edit.js';
import { type ViewKey, viewListId, viewTagId } from '../tasks/views/types.js';
import type { QuickAddTarget } from './launcher.js';

export interface QuickAddEnv {
  now: number;
  timeZone: string;
  weekStart: number;
  locale: string;
  dateOrder: DateOrder;
  lists: readonly { id: string; name: string; isDefault?: boolean }[];
  tags: readonly { id: string; name: string }[];
}

/** Parses a quick-add line with the user's tags and lists, date order and interface language. */
export function parseLine(text: string, env: QuickAddEnv): QuickAddResult {
  const language = (supportedLanguages as readonly string[]).includes(env.locale) ? (env.locale as Language) : 'en';
  return parseQuickAdd(text, {
    now: env.now, timeZone: env.timeZone, weekStart: env.weekStart, language, dateOrder: env.dateOrder,
    knownTags: env.tags.map((t) => t.name), knownLists: env.lists.map((l) => l.name),
  });
}

/**
 * The target a quick add opened in a view gets when nothing more precise asked: a list's view its list, a tag's view
 * its tag, My Day today's My Day.
 */
export function targetForView(view: ViewKey): QuickAddTarget {
  if (view === 'my-day') return { myDay: true };
  const listId = viewListId(view);
  if (listId) return { listId };
  const tagId = viewTagId(view);
  return tagId ? { tagId } : {};
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

export type NewTaskFields = Pick<Task, 'title' | 'categoryId' | 'dueDate' | 'labels'> & Partial<Pick<Task, 'priority' | 'repeatingMethod' | 'alert'>>;

export interface QuickAddPlan {
  task: NewTaskFields;
  /** `#names` that are no tag yet: the layer creates them and adds their ids to the task's labels. */
  newTags: string[];
}

/**
 * What adding the parsed line makes. The line wins where it says something (`^list`, a date, `#tag`, `!priority`);
 * otherwise the target: a list's view gives its list and no date, a tag's view its tag, only a time group its date;
 * anything else goes to the default list (else the first) with no date.
 */
export function planQuickAdd(parsed: QuickAddResult, target: QuickAddTarget, env: Pick<QuickAddEnv, 'lists' | 'tags'>): QuickAddPlan {
  const typedList = parsed.list ? env.lists.find((l) => sameName(l.name, parsed.list!)) : undefined;
  const fallback = (env.lists.find((l) => l.isDefault) ?? env.lists[0])?.id ?? null;
  const targetList = target.listId && env.lists.some((l) => l.id === target.listId) ? target.listId : undefined;
  const labels: string[] = target.tagId ? [target.tagId] : [];
  const newTags: string[] = [];
  for (const name of parsed.tags) {
    const tag = env.tags.find((t) => sameName(t.name, name));
    if (tag) {
      if (!labels.includes(tag.id)) labels.push(tag.id);
    } else newTags.push(name);
  }
  const task: NewTaskFields = {
    title: parsed.title,
    categoryId: typedList?.id ?? targetList ?? fallback,
    dueDate: parsed.dueDate ?? target.dueDate ?? null,
    labels,
  };
  if (parsed.priority) task.priority = parsed.priority;
  if (parsed.dueDate !== undefined && parsed.rule) Object.assign(task, alertWithRule({ type: 'NONE' }, parsed.rule));
  return { task, newTags };
}
