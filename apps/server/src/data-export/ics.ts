import { isAllDay, ruleFromTask, toRRule, wallClock, type SyncObject } from '@taskhub/domain';

type Task = SyncObject<'task'>;

/** The local time in a zone at an instant, as a UTC-based number (what the formatters below read). */
export function toWallClock(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

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
const dayMs = 86_400_000;
/** A timed task shows as half an hour in a calendar: tasks have a moment, not a length. */
const timedLengthMs = 30 * 60_000;

function eventLines(task: Task, timeZone: string, listName: string | undefined, now: number): string[] {
  const due = task.dueDate!;
  const lines = ['BEGIN:VEVENT', `UID:${task.id}@taskhub`, `DTSTAMP:${utcStamp(now)}`];
  if (isAllDay(due, timeZone)) {
    const wall = toWallClock(due, timeZone);
    lines.push(`DTSTART;VALUE=DATE:${dateStamp(wall)}`, `DTEND;VALUE=DATE:${dateStamp(wall + dayMs)}`);
  } else if (timeZone === 'UTC') {
    lines.push(`DTSTART:${utcStamp(due)}`, `DTEND:${utcStamp(due + timedLengthMs)}`);
  } else {
    // Local time in the user's zone, so a repeating task stays at its hour across daylight-saving changes.
    lines.push(`DTSTART;TZID=${timeZone}:${wallStamp(toWallClock(due, timeZone))}`, `DTEND;TZID=${timeZone}:${wallStamp(toWallClock(due + timedLengthMs, timeZone))}`);
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
  for (const task of tasks) {
    if (task.dueDate === null) continue;
    lines.push(...eventLines(task, options.timeZone, task.categoryId ? options.lists.get(task.categoryId) : undefined, options.now));
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
