import type { UserRow } from '../db/schema.js';

/** One reminder that fell due, as a channel sends it: the task it is about and when it was due to fire. */
export interface ReminderMessage {
  reminderId: string;
  userId: string;
  taskId: string;
  taskTitle: string;
  /** When the reminder was scheduled to fire (ms). */
  fireAt: number;
  /** The task's due date (ms) or null. */
  dueDate: number | null;
}

export type ChannelId = 'inApp' | 'email' | 'push' | 'whatsapp';

/**
 * A way a reminder reaches a person. The scheduler records one delivery per enabled channel in the same
 * transaction that claims the reminder, then calls `deliver` for each until it succeeds (with retries), so a
 * reminder is sent once per channel across restarts and server processes. `deliver` must throw on failure;
 * a `PermanentDeliveryError` stops the retries (e.g. a push subscription the browser revoked).
 */
export interface ReminderChannel {
  id: ChannelId;
  /** Whether this user wants (and this server is configured for) reminders through this channel. */
  enabledFor(user: UserRow): boolean | Promise<boolean>;
  deliver(message: ReminderMessage, user: UserRow): Promise<void>;
}

export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
