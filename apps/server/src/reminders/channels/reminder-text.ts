import { defaultWebConfig, formatZonedTime, isAllDay } from '@taskhub/domain';
import type { UserRow } from '../../db/schema.js';
import type { ReminderMessage } from '../channel.js';

export interface ReminderText {
  /** The task's title (the notification's title, and the mail's subject after "Reminder: "). */
  title: string;
  /** One line about when: "Due Thu, Nov 26 at 3:05 PM", "Due Thu, 26 Nov" (all-day), or the reminder's own time. */
  when: string;
}

/** A user's zone, falling back to UTC when the stored one is not a zone this runtime knows. */
function zoneOf(user: UserRow): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: user.timezone });
    return user.timezone;
  } catch {
    return 'UTC';
  }
}

/**
 * The words a reminder is sent with, in the user's saved time zone, date order and clock (SPEC.md section 9). Server
 * text is English: the server has no message catalogues; the web app shows its own in-app notification in the user's language.
 */
export function reminderText(message: ReminderMessage, user: UserRow): ReminderText {
  const timeZone = zoneOf(user);
  const timeFormat = user.webConfig.timeFormat ?? defaultWebConfig.timeFormat;
  const dateLocale = (user.webConfig.dateFormat ?? defaultWebConfig.dateFormat) === 'DMY' ? 'en-GB' : 'en-US';
  const date = (ms: number) => new Intl.DateTimeFormat(dateLocale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(ms);
  const title = message.taskTitle.trim() || 'Untitled task';
  if (message.dueDate === null) return { title, when: `Reminder for ${date(message.fireAt)} at ${formatZonedTime(message.fireAt, timeZone, timeFormat)}` };
  if (isAllDay(message.dueDate, timeZone)) return { title, when: `Due ${date(message.dueDate)}` };
  return { title, when: `Due ${date(message.dueDate)} at ${formatZonedTime(message.dueDate, timeZone, timeFormat)}` };
}
