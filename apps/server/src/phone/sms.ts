import type { Logger } from 'pino';
import { AppError } from '@taskhub/domain';
import type { Outbox } from '../outbox/outbox.js';

export interface SmsSender {
  readonly mode: 'http' | 'outbox';
  send(to: string, body: string): Promise<void>;
}

interface SmsOptions {
  apiUrl?: string;
  accountSid?: string;
  authToken?: string;
  from?: string;
  outbox: Outbox;
  log: Logger;
}

/**
 * Sends text messages through a Twilio-compatible Messages endpoint (form POST with basic auth) when SMS_API_URL is set;
 * otherwise writes them to the outbox.
 */
export function createSmsSender(options: SmsOptions): SmsSender {
  const { apiUrl, accountSid, authToken, from } = options;
  if (apiUrl && accountSid && authToken && from) {
    const endpoint = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    return {
      mode: 'http',
      async send(to, body) {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: from, Body: body }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        if (!response || response.status >= 300) {
          options.log.warn({ status: response?.status }, 'the SMS provider refused a message');
          throw new AppError('DELIVERY_FAILED');
        }
      },
    };
  }
  return {
    mode: 'outbox',
    async send(to, body) {
      const file = await options.outbox.write('sms', 'json', JSON.stringify({ to, body }, null, 2));
      options.log.info({ file }, 'SMS is not configured: the message was written to the outbox');
    },
  };
}
