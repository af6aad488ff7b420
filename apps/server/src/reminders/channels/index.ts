import type { AppContext } from '../../context.js';
import type { ReminderChannel } from '../channel.js';
import { emailChannel } from './email.js';
import { pushChannel } from './push.js';
import { whatsappChannel } from './whatsapp.js';

/** The channels that leave the server (email, Web Push, messaging app); each decides per user whether it applies. */
export function buildDeliveryChannels(ctx: AppContext): ReminderChannel[] {
  return [emailChannel(ctx), pushChannel(ctx), whatsappChannel(ctx)];
}
