import type { AppContext } from '../context.js';
import type { ReminderChannel } from './channel.js';
import { inAppChannel } from './in-app-channel.js';
import { buildDeliveryChannels } from './channels/index.js';

/** Every way a reminder can reach a person; each channel says per user whether it is on (`enabledFor`). */
export function buildChannels(ctx: AppContext): ReminderChannel[] {
  return [
    inAppChannel(ctx),
    ...buildDeliveryChannels(ctx),
  ];
}
