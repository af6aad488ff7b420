import { createHash } from 'node:crypto';
import webPush from 'web-push';
import type { AppContext } from '../../context.js';
import type { PushSubscriptionRow } from '../../db/schema.js';
import { forgetSubscription, hasSubscription, subscriptionsOf } from '../../push/subscriptions.js';
import { vapidKeys } from '../../push/vapid-keys.js';
import { PermanentDeliveryError, type ReminderChannel, type ReminderMessage } from '../channel.js';
import { reminderText } from './reminder-text.js';

/** A reminder still helps some hours late (a phone that was off), not the next day. */
const timeToLiveSeconds = 12 * 3600;

/** What the service worker (apps/web/public/sw.js) reads from the decrypted payload. */
export interface PushPayload {
  title: string;
  body: string;
  /** The notification tag: a reminder sent again (a retry) replaces its notification instead of adding one. */
  tag: string;
  taskId: string;
  url: string;
}

type Outcome = 'sent' | 'gone' | 'refused' | 'failed';

/** RFC 8030 Topic: a pending copy of the same reminder at the push service is replaced, not delivered twice. */
function topicOf(message: ReminderMessage): string {
  return createHash('sha256').update(`${message.reminderId}:${message.fireAt}`).digest('base64url').slice(0, 32);
}

/** Sends one encrypted message (RFC 8291 aes128gcm, VAPID RFC 8292) through web-push's request builder and fetch. */
async function sendTo(ctx: AppContext, row: PushSubscriptionRow, payload: PushPayload, topic: string): Promise<Outcome> {
  const keys = await vapidKeys(ctx);
  const request = webPush.generateRequestDetails(
    { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
    JSON.stringify(payload),
    { vapidDetails: keys, TTL: timeToLiveSeconds, urgency: 'high', topic, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method, headers: request.headers as Record<string, string>, body: request.body as Buffer,
      signal: AbortSignal.timeout(15_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    ctx.log.warn({ err: error }, 'push service unreachable');
    return 'failed';
  }
  if (status >= 200 && status < 300) return 'sent';
  // 404/410: the browser dropped the subscription (RFC 8030 section 7.3); it will never work again.
  if (status === 404 || status === 410) {
    await forgetSubscription(ctx, row);
    return 'gone';
  }
  // 400 (bad request), 403 (a key this subscription was not made with), 413 (too large): sending again cannot help.
  if (status === 400 || status === 403 || status === 413) return 'refused';
  return 'failed';
}

/** Reminders as Web Push notifications to every browser the user subscribed. */
export function pushChannel(ctx: AppContext): ReminderChannel {
  return {
    id: 'push',
    enabledFor: (user) => hasSubscription(ctx, user.id),
    async deliver(message, user) {
      const { title, when } = reminderText(message, user);
      const payload: PushPayload = { title, body: when, tag: `reminder-${message.reminderId}`, taskId: message.taskId, url: `${ctx.config.publicUrl}/` };
      const rows = await subscriptionsOf(ctx, user.id);
      if (rows.length === 0) throw new PermanentDeliveryError('no push subscriptions');
      const topic = topicOf(message);
      const outcomes = await Promise.all(rows.map((row) => sendTo(ctx, row, payload, topic)));
      if (outcomes.includes('sent')) {
        // A browser that failed for now misses this one rather than making the others show it twice on a retry.
        return;
      }
      if (outcomes.includes('failed')) throw new Error(`push failed for ${outcomes.filter((o) => o === 'failed').length} subscription(s)`);
      throw new PermanentDeliveryError(`push refused: ${outcomes.join(', ')}`);
    },
  };
}
