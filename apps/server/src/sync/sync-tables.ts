import { attachments, categories, customViews, labels, myDayEntries, tasks, userNotifications } from '../db/schema.js';
import type { SyncModelName } from '@taskhub/domain';

/** The table of each synced model. */
export const syncTables = {
  task: tasks, category: categories, label: labels, myDayEntry: myDayEntries, attachment: attachments, userNotification: userNotifications,
  customView: customViews,
} as const;

/** The columns every synced table shares, for code that works on any model. */
export const tableOf = (model: SyncModelName) => syncTables[model] as unknown as typeof tasks;
