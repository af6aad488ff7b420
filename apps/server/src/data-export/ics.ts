import { ruleFromTask, toRRule, wallClock, type SyncObject } from '@taskhub/domain';

type Task = SyncObject<'task'>;

const quarterHourMs = 15 * 60_000;
const dayMs = 86_400_000;

/**
 * The local time in a zone at an instant, as a UTC-based number (what the formatters below read). Zone offsets
 * change only on quarter hours, so one Intl reading per quarter hour serves every task due in it: a 10,000-task
 * export reads a few hundred, not ten thousand.
 */
export function zoneClock(timeZone: string): (ms: number) => number {
  const offsets = new Map<number, number>();
  return (ms) => {
    const bucket = Math.floor(ms / quarterHourMs) * quarterHourMs;
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const wall = wallClock(bucket, timeZone);
      offset = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - bucket;
      offsets.set(bucket, offset);
    }
    return ms + offset;
  };
}

/** The all-day rule of packages/domain (reminders/all-day.ts): due at exactly local midnight. */
export const isLocalMidnight = (wall: number) => ((wall % dayMs) + dayMs) % dayMs === 0;

/** RFC 5545 text value: backslash, semicolon, comma and newlines escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines of at most 75 octets, continued with a space (RFC 5545 section 3.1), never splitting a character. */
function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const wallStamp = (wall: number) => utcStamp(wall).replace('Z', '');
const dateStamp = (wall: number) => wallStamp(wall).slice(0, 8);
/** A timed task shows as half an hour in a calendar: tasks have a moment, not a length. */
const timedLengthMs = 30 * 60_000;

function eventLines(task: Task, timeZone: string, toWall: (ms: number) => number, listName: string | undefined, now: number): string[] {
  const due = task.dueDate!;
  const lines = ['BEGIN:VEVENT', `UID:${task.id}@taskhub`, `DTSTAMP:${utcStamp(now)}`];
  const wall = toWall(due);
  if (isLocalMidnight(wall)) {
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(wall)}`, `DTEND;VALUE=DATE:${dateStamp(wall + dayMs)}`);
  } else if (timeZone === 'UTC') {
    lines.push(`DTSTART:${utcStamp(due)}`, `DTEND:${utcStamp(due + timedLengthMs)}`);
  } else {
    // Local time in the user's zone, so a repeating task stays at its hour across daylight-saving changes.
    lines.push(`DTSTART;TZID=${timeZone}:${wallStamp(wall)}`, `DTEND;TZID=${timeZone}:${wallStamp(toWall(due + timedLengthMs))}`);
  }
  lines.push(`SUMMARY:${text(task.title || '-')}`);
  if (task.note) lines.push(`DESCRIPTION:${text(task.note)}`);
  if (listName) lines.push(`CATEGORIES:${text(listName)}`);
  const rule = task.status === 'UNCHECKED' ? safeRule(task, timeZone) : null;
  if (rule) lines.push(`RRULE:${rule}`);
  if (task.status !== 'UNCHECKED') lines.push(`X-TASKHUB-STATUS:${task.status}`);
  lines.push('TRANSP:TRANSPARENT', `LAST-MODIFIED:${utcStamp(task.lastUpdateDate)}`, 'END:VEVENT');
  return lines;
}

function safeRule(task: Task, timeZone: string): string | null {
  try {
    const rule = ruleFromTask(task, timeZone);
    return rule ? toRRule(rule) : null;
  } catch {
    // A stored rule the calendar cannot express: the event still shows on its date.
    return null;
  }
}

/** An iCalendar file (RFC 5545) with one event per dated task, in the user's time zone. */
export function tasksCalendar(tasks: Task[], options: { timeZone: string; lists: Map<string, string>; now: number; name: string }): string {
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//TaskHub//Tasks//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(options.name)}`, `X-WR-TIMEZONE:${options.timeZone}`,
  ];
  const toWall = zoneClock(options.timeZone);
  for (const task of tasks) {
    if (task.dueDate === null) continue;
    lines.push(...eventLines(task, options.timeZone, toWall, task.categoryId ? options.lists.get(task.categoryId) : undefined, options.now));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
