import type { AppContext } from '../../context.js';
import { PermanentDeliveryError, type ReminderChannel } from '../channel.js';
import { reminderText } from './reminder-text.js';

/** SMTP answers that say this address will never take the mail (RFC 5321: mailbox unavailable, name not allowed). */
const refusedRecipient = new Set([550, 551, 553]);

/**
 * Reminders by mail. SPEC.md has no setting for email reminders, so they go to every account's address when the
 * server has SMTP configured; without SMTP the mailer would only fill DATA_DIR/outbox, so the channel is off.
 */
export function emailChannel(ctx: AppContext): ReminderChannel {
  return {
    id: 'email',
    enabledFor: (user) => ctx.mailer.mode === 'smtp' && user.email.includes('@'),
    async deliver(message, user) {
      const { title, when } = reminderText(message, user);
      try {
        await ctx.mailer.send({
          to: user.email,
          subject: `Reminder: ${title}`,
          text: `${title}\n${when}\n\nOpen your tasks: ${ctx.config.publicUrl}/\n`,
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && refusedRecipient.has(code)) throw new PermanentDeliveryError(`mail refused: ${code}`);
        throw error;
      }
    },
  };
}
