import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Outbox } from '../outbox/outbox.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Sends through SMTP when SMTP_URL is set; otherwise writes each mail as an .eml file to the outbox. */
export function createMailer(options: { smtpUrl?: string; from: string; outbox: Outbox; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const file = await options.outbox.write('mail', 'eml', info.message as Buffer);
      options.log.info({ file }, 'SMTP is not configured: the mail was written to the outbox');
    },
  };
}
