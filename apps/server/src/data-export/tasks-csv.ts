import type { SyncObject } from '@taskhub/domain';
import { isLocalMidnight, zoneClock } from './ics.js';

type Task = SyncObject<'task'>;

export const csvColumns = [
  'id', 'parentId', 'title', 'note', 'list', 'tags', 'status', 'priority', 'dueDate', 'repeat', 'checklist', 'createdAt',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a separator, quote or line break. A text a spreadsheet would run as a
 * formula (starting with = + - @ or a tab) gets a leading apostrophe (OWASP CSV injection).
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A due date as the user reads it, in their zone: `2026-11-27` for an all-day task, `2026-11-27 09:30` otherwise. */
function localDate(ms: number | null, toWall: (ms: number) => number): string {
  if (ms === null) return '';
  const wall = toWall(ms);
  const iso = new Date(wall).toISOString();
  return isLocalMidnight(wall) ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const repeatNames: Record<Task['repeatingMethod'], string> = {
  TASK_REPEAT_OFF: '', TASK_REPEAT_DAY: 'daily', TASK_REPEAT_WEEK: 'weekly', TASK_REPEAT_MONTH: 'monthly', TASK_REPEAT_YEAR: 'yearly',
};

/** Every live task as a CSV row (header first, CRLF line ends), dates in the user's time zone. */
export function tasksCsv(tasks: Task[], options: { timeZone: string; lists: Map<string, string>; labels: Map<string, string> }): string {
  const rows = [csvColumns.join(',')];
  const toWall = zoneClock(options.timeZone);
  for (const task of tasks) {
    const values = [
      task.id, task.parentGlobalTaskId ?? '', task.title, task.note,
      task.categoryId ? options.lists.get(task.categoryId) ?? '' : '',
      task.labels.flatMap((id) => options.labels.get(id) ?? []).join(', '),
      task.status, task.priority, localDate(task.dueDate, toWall), repeatNames[task.repeatingMethod],
      task.checklistItems.map((item) => `${item.checked ? '[x]' : '[ ]'} ${item.title}`).join('\n'),
      new Date(task.creationDate).toISOString(),
    ];
    rows.push(values.map((value) => field(String(value))).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
