import {
  freeLabelColors, incomingItemSchema, isFreeLabelColor, positionsAfter, type IncomingItem, type SyncModelName,
} from '@taskhub/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { newId } from '../security/ids.js';
import { labelWriteCheck } from '../sync/label-rules.js';
import { listObjects } from '../sync/object-queries.js';
import type { PushByModel } from '../sync/object-store.js';
import { writeObjects } from '../sync/write.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';
import type { ImportBundle, ImportSettings } from './bundle.js';
import { ImportInvalidError } from './import-error.js';

export interface ImportCounts {
  lists: number;
  tasks: number;
  labels: number;
}

type Item = Record<string, unknown> & { id: string };

/** Each object checked against its wire schema, so no parser can store what a device would refuse. */
function checked(model: SyncModelName, name: string, items: Item[]): IncomingItem[] {
  const schema = incomingItemSchema(model);
  return items.map((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return result.data as IncomingItem;
    const issue = result.error.issues[0]!;
    const field = `${name}[${index}]${issue.path.length ? `.${issue.path.join('.')}` : ''}`;
    throw new ImportInvalidError(`${field}: ${issue.message}`, { field });
  });
}

/** The bundle as objects with new ids (a file may be imported twice, or into an account that already has its ids). */
function objectsOf(bundle: ImportBundle) {
  const listIds = new Map(bundle.lists.map((list) => [list.key, newId()]));
  const labelIds = new Map(bundle.labels.map((label) => [label.key, newId()]));
  const taskIds = new Map(bundle.tasks.map((task) => [task.key, newId()]));
  const listPositions = positionsAfter(null, bundle.lists.length);
  const labelPositions = positionsAfter(null, bundle.labels.length);
  const taskPositions = positionsAfter(null, bundle.tasks.length);
  const categories: Item[] = bundle.lists.map((list, i) => ({
    id: listIds.get(list.key)!, name: list.name, position: list.position ?? listPositions[i],
    isGroceryList: list.isGroceryList ?? false, isArchived: list.isArchived ?? false, isDefault: list.isDefault ?? false,
  }));
  const labels: Item[] = bundle.labels.map((label, i) => ({
    id: labelIds.get(label.key)!, name: label.name, color: label.color ?? freeLabelColors[i % freeLabelColors.length],
    position: label.position ?? labelPositions[i],
  }));
  const tasks: Item[] = [];
  const myDayEntries: Item[] = [];
  // Other apps' parsers give a repeat's interval and weekdays beside the method; our own format keeps them in alert.
  const repeatFields = (task: (typeof bundle.tasks)[number]) => ({
    ...(task.repeatInterval !== undefined && { repeatInterval: task.repeatInterval }),
    ...(task.repeatDays !== undefined && { repeatDays: task.repeatDays }),
  });
  bundle.tasks.forEach((task, i) => {
    const id = taskIds.get(task.key)!;
    tasks.push({
      id, globalTaskId: id, title: task.title, note: task.note ?? '',
      categoryId: task.listKey === undefined ? null : listIds.get(task.listKey) ?? null,
      parentGlobalTaskId: task.parentKey === undefined ? null : taskIds.get(task.parentKey) ?? null,
      labels: (task.labelKeys ?? []).flatMap((key) => labelIds.get(key) ?? []),
      dueDate: task.dueDate ?? null, priority: task.priority ?? 'Normal', status: task.status ?? 'UNCHECKED',
      position: task.position ?? taskPositions[i], repeatingMethod: task.repeatingMethod ?? 'TASK_REPEAT_OFF',
      alert: { ...(task.alert ?? { type: 'NONE' }), ...repeatFields(task) },
      checklistItems: (task.checklist ?? []).map((item) => ({ id: newId(), title: item.title, checked: item.checked })),
      ...(task.creationDate !== undefined && { creationDate: task.creationDate }),
    });
    if (task.myDay) {
      myDayEntries.push({ id: newId(), referencedObjectType: 'task', referencedObjectId: id, date: task.myDay.date, position: task.myDay.position, status: 'ACTIVE' });
    }
  });
  const viewPositions = positionsAfter(null, bundle.views?.length ?? 0);
  const customViews: Item[] = (bundle.views ?? []).map((view, i) => ({
    id: newId(), name: view.name, duration: view.duration, organizedBy: view.organizedBy, position: view.position ?? viewPositions[i],
    sources: view.sources.map((source) => (source.type === 'category' ? { type: 'category', id: listIds.get(source.listKey) } : source.type === 'all' ? { type: 'all', id: null } : source)),
  }));
  return {
    customView: checked('customView', 'customViews', customViews),
    category: checked('category', 'lists', categories),
    label: checked('label', 'labels', labels),
    task: checked('task', 'tasks', tasks),
    myDayEntry: checked('myDayEntry', 'myDay', myDayEntries),
  };
}

/**
 * Fits the bundle to the account, inside the write (the user's scope is locked): a tag whose name the account
 * already has is that tag; tasks without a list go to the account's default list, and an imported list stays the
 * default only when the account has none; a free account's new tags take free colours, and the tag rules apply.
 */
function fitToAccount(userId: string, counts: ImportCounts) {
  const labelRules = labelWriteCheck(userId);
  return async (tx: Database, push: PushByModel, now: number): Promise<PushByModel> => {
    const lists = (await listObjects(tx, userId, 'category')).filter((list) => !list.isDeleted);
    const accountDefault = lists.find((list) => list.isDefault);
    const importedDefault = push.category!.find((list) => list.isDefault === true);
    const category = push.category!.map((list) => (accountDefault && list.isDefault ? { ...list, isDefault: false } : list));
    const defaultId = accountDefault?.id ?? importedDefault?.id ?? null;

    // Imported tasks are the person's own: their tags match the person's own tags, never a board's.
    const own = (await listObjects(tx, userId, 'label')).filter((label) => !label.isDeleted && !label.boardId);
    const byName = new Map(own.map((label) => [label.name.toLowerCase(), label.id]));
    const premium = hasActivePremium(await latestSubscription(tx, userId), now);
    const sameAs = new Map<string, string>();
    const label: IncomingItem[] = [];
    for (const item of push.label!) {
      const name = (item.name as string).toLowerCase();
      const existing = byName.get(name);
      if (existing) {
        sameAs.set(item.id, existing);
        continue;
      }
      byName.set(name, item.id);
      label.push(premium || isFreeLabelColor(item.color as string) ? item : { ...item, color: freeLabelColors[label.length % freeLabelColors.length] });
    }
    // A subtask without a list is in its parent's.
    const listOf = new Map(push.task!.map((item) => [item.id, (item.categoryId as string | null) ?? defaultId]));
    const task = push.task!.map((item) => ({
      ...item,
      categoryId: item.categoryId ?? (item.parentGlobalTaskId ? listOf.get(item.parentGlobalTaskId as string) ?? defaultId : defaultId),
      labels: [...new Set((item.labels as string[]).map((id) => sameAs.get(id) ?? id))],
    }));
    const fitted = { ...push, category, label, task };
    await labelRules(tx, fitted, now);
    counts.labels = label.length;
    return fitted;
  };
}

async function importSettings(tx: Database, userId: string, settings: ImportSettings | undefined) {
  if (!settings || Object.keys(settings).length === 0) return;
  const patch = (column: unknown, value: object | undefined) => (value ? sql`${column} || ${JSON.stringify(value)}::jsonb` : column);
  await tx.update(users).set({
    ...(settings.firstDayOfWeek !== undefined && { firstDayOfWeek: settings.firstDayOfWeek }),
    webConfig: patch(users.webConfig, settings.webConfig) as never,
    myDayConfig: patch(users.myDayConfig, settings.myDayConfig) as never,
    myDaySuggestionFilters: patch(users.myDaySuggestionFilters, settings.myDaySuggestionFilters) as never,
  }).where(eq(users.id, userId));
}

/**
 * Writes a bundle for a user in one transaction, through the one write path (so devices hear of it and reminders
 * follow): everything or, on any error, nothing.
 */
export async function importBundle(ctx: Pick<AppContext, 'db' | 'now' | 'changes'>, userId: string, bundle: ImportBundle): Promise<ImportCounts> {
  const push = objectsOf(bundle);
  const counts: ImportCounts = { lists: push.category.length, tasks: push.task.length, labels: push.label.length };
  const fit = fitToAccount(userId, counts);
  const total = push.category.length + push.label.length + push.task.length + push.customView.length;
  if (total === 0) {
    await ctx.db.transaction((tx) => importSettings(tx as unknown as Database, userId, bundle.settings));
    return counts;
  }
  await writeObjects(ctx, userId, push, async (tx, incoming, now) => {
    await importSettings(tx, userId, bundle.settings);
    return fit(tx, incoming, now);
  }, { trusted: true, imported: true });
  return counts;
}
