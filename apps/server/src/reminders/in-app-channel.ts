import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import { writeObjects } from '../sync/write.js';
import type { ReminderChannel, ReminderMessage } from './channel.js';

/** The notification id of one firing: the same for every attempt, so a retried delivery finds the one it made. */
export const notificationIdOf = (message: Pick<ReminderMessage, 'reminderId' | 'fireAt'>) =>
  createHash('sha256').update(`${message.reminderId}:${message.fireAt}`).digest('base64url').slice(0, 27);

/**
 * The in-app channel: a `userNotification` (the notifications menu's Updates tab) made through the write path, so the
 * unread mark is set and every device hears 'changed' at once. Always on: it needs nothing from the person.
 */
export function inAppChannel(ctx: Pick<AppContext, 'db' | 'now' | 'changes'>): ReminderChannel {
  return {
    id: 'inApp',
    enabledFor: () => true,
    async deliver(message) {
      // No `read` is sent: made again (a retry), the notification keeps what the person did with it.
      const item = {
        id: notificationIdOf(message), creationDate: ctx.now(),
        type: 'reminder', title: message.taskTitle, taskId: message.taskId, fireDate: message.fireAt,
      };
      await writeObjects(ctx, message.userId, { userNotification: [item] }, undefined, { trusted: true });
    },
  };
}
