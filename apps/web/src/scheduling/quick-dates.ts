import { CalendarArrowUp, CalendarDays, CalendarOff, CalendarPlus, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../i18n/types.js';
import { composeDue, dueParts, quickDay } from './due-parts.js';
import type { ScheduleSettings } from './schedule-settings.js';

export type QuickDate = 'today' | 'tomorrow' | 'nextWeek' | 'none';

/**
 * The quick due-date choices, in order, wherever a date is picked: a row's date menu, the d shortcut and the selection
 * bar's menu, and the date picker's buttons.
 */
export const quickDates: readonly { choice: QuickDate; message: MessageId; icon: LucideIcon }[] = [
  { choice: 'today', message: 'scheduling.quick.today', icon: CalendarDays },
  { choice: 'tomorrow', message: 'scheduling.quick.tomorrow', icon: CalendarArrowUp },
  { choice: 'nextWeek', message: 'scheduling.quick.nextWeek', icon: CalendarPlus },
  { choice: 'none', message: 'scheduling.quick.none', icon: CalendarOff },
];

/**
 * The due date a quick choice gives a task due at `dueDate`: today, tomorrow or the first day of next week (by the
 * user's week start), keeping the time of day already set; null for No date.
 */
export function quickDue(choice: QuickDate, dueDate: number | null, now: number, settings: Pick<ScheduleSettings, 'timezone' | 'firstDayOfWeek'>): number | null {
  if (choice === 'none') return null;
  const zone = settings.timezone;
  const time = dueDate === null ? null : dueParts(dueDate, zone).time;
  return composeDue(quickDay(choice, now, zone, settings.firstDayOfWeek), time, zone);
}
