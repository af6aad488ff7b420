import type { TaskScreenSettings } from '../task-detail/screen-settings.js';

/** What the scheduling pickers read from the user: date order, clock, week start and time zone. */
export type ScheduleSettings = Pick<TaskScreenSettings, 'dateFormat' | 'timeFormat' | 'firstDayOfWeek' | 'timezone'>;
