import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema.js';
import { PermanentDeliveryError, type ReminderChannel, type ReminderMessage } from '../channel.js';
import { reminderText } from './reminder-text.js';

type WhatsappSettings = NonNullable<AppContext['config']['whatsapp']>;

/** The Cloud API body: a template (business-initiated messages outside the 24-hour window need one) or plain text. */
export function whatsappBody(settings: WhatsappSettings, message: ReminderMessage, user: UserRow, to: string) {
  const { title, when } = reminderText(message, user);
  if (settings.template) {
    return {
      messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template',
      template: {
        name: settings.template,
        language: { code: settings.templateLanguage },
        components: [{ type: 'body', parameters: [{ type: 'text', text: title }, { type: 'text', text: when }] }],
      },
    };
  }
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: false, body: `⏰ ${title}\n${when}` } };
}

/**
 * Whether a refusal is about this message or recipient (retrying cannot help) rather than the server's side: 5xx,
 * throttling (429) and credentials or permissions (401/403, which an operator can fix) are retried.
 */
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** Reminders through a WhatsApp Cloud API–compatible endpoint, for users who turned messaging-app reminders on. */
export function whatsappChannel(ctx: AppContext): ReminderChannel {
  return {
    id: 'whatsapp',
    enabledFor: (user) => Boolean(ctx.config.whatsapp && user.whatsappEnabled && user.whatsappReminders && user.verifiedPhoneNumber),
    async deliver(message, user) {
      const settings = ctx.config.whatsapp;
      if (!settings || !user.verifiedPhoneNumber) throw new PermanentDeliveryError('messaging app not configured or no verified phone number');
      // The Cloud API takes the number without the leading +.
      const to = user.verifiedPhoneNumber.replace(/^\+/, '');
      const response = await fetch(`${settings.apiUrl}/${settings.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(whatsappBody(settings, message, user, to)),
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return;
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      if (isPermanent(response.status)) throw new PermanentDeliveryError(`messaging app refused (${response.status}): ${detail}`);
      throw new Error(`messaging app answered ${response.status}: ${detail}`);
    },
  };
}
