import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users, type UserRow } from '../../src/db/schema.js';
import { createMailer } from '../../src/mail/mailer.js';
import { PermanentDeliveryError } from '../../src/reminders/channel.js';
import { emailChannel } from '../../src/reminders/channels/email.js';
import { whatsappChannel } from '../../src/reminders/channels/whatsapp.js';
import { mailText, startSmtpFake, type SmtpFake } from '../fakes/smtp.js';
import { startFakeWhatsappApi, type FakeWhatsappApi } from '../fakes/whatsapp.js';
import { signUp, startServer, type TestServer } from '../harness.js';
import { channelOf, reminderFor, userRowOf } from '../reminder-channel-fixture.js';

let server: TestServer;
let smtp: SmtpFake;
let whatsapp: FakeWhatsappApi;
beforeAll(async () => {
  [smtp, whatsapp] = await Promise.all([startSmtpFake(), startFakeWhatsappApi()]);
  server = await startServer({ RATE_LIMIT_SIGNUP_ADDRESS: '1000/3600', SMTP_URL: smtp.url, ...whatsapp.env() });
});
afterAll(async () => { await Promise.all([server.close(), smtp.close(), whatsapp.close()]); });
beforeEach(() => { whatsapp.failing = false; whatsapp.rejected.length = 0; });

async function userWith(settings: Partial<UserRow>): Promise<UserRow> {
  const { token } = await signUp(server);
  const id = (await userRowOf(server, token)).id;
  await server.app.ctx.db.update(users).set({ timezone: 'America/New_York', ...settings }).where(eq(users.id, id));
  return userRowOf(server, token);
}

/** An SMTP server that refuses every recipient with 550, as for a mailbox that does not exist. */
async function startRefusingSmtp() {
  const refusing = new SMTPServer({
    authOptional: true, logger: false,
    onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 })),
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}?ignoreTLS=true`, close: () => new Promise<void>((r) => refusing.close(() => r())) };
}

describe('the email channel', () => {
  it('mails the task and its due time in the user zone and clock', async () => {
    const user = await userWith({ webConfig: { timeFormat: '24', dateFormat: 'DMY' } });
    const channel = channelOf(server, 'email');
    expect(await channel.enabledFor(user)).toBe(true);
    await channel.deliver(reminderFor(user), user);
    const mail = await smtp.waitForMail(user.email);
    expect(mail.raw).toMatch(/^Subject: Reminder: Pay rent$/m);
    expect(mailText(mail.raw).replace(/\r\n/g, '\n')).toContain('Pay rent\nDue Thu 26 Nov at 15:05\n');
  });

  it('is off when SMTP is not configured (mail would only reach the outbox)', async () => {
    const user = await userWith({});
    const ctx = server.app.ctx;
    const outboxOnly = emailChannel({ ...ctx, mailer: createMailer({ from: 'x <x@localhost>', outbox: ctx.outbox, log: ctx.log }) });
    expect(await outboxOnly.enabledFor(user)).toBe(false);
  });

  it('throws to be retried when SMTP is unreachable, and gives up on a refused mailbox', async () => {
    const user = await userWith({});
    const ctx = server.app.ctx;
    const unreachable = emailChannel({ ...ctx, mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'x <x@localhost>', outbox: ctx.outbox, log: ctx.log }) });
    const attempt = unreachable.deliver(reminderFor(user), user);
    await expect(attempt).rejects.toThrow();
    await expect(attempt).rejects.not.toBeInstanceOf(PermanentDeliveryError);

    const refusing = await startRefusingSmtp();
    try {
      const refused = emailChannel({ ...ctx, mailer: createMailer({ smtpUrl: refusing.url, from: 'x <x@localhost>', outbox: ctx.outbox, log: ctx.log }) });
      await expect(refused.deliver(reminderFor(user), user)).rejects.toBeInstanceOf(PermanentDeliveryError);
    } finally {
      await refusing.close();
    }
  });
});

describe('the messaging-app (WhatsApp) channel', () => {
  const enabled = { whatsappEnabled: true, whatsappReminders: true, verifiedPhoneNumber: '+14155550123' };

  it('is on only with messaging reminders enabled and a verified number', async () => {
    const channel = channelOf(server, 'whatsapp');
    expect(await channel.enabledFor(await userWith(enabled))).toBe(true);
    expect(await channel.enabledFor(await userWith({ ...enabled, whatsappReminders: false }))).toBe(false);
    expect(await channel.enabledFor(await userWith({ ...enabled, whatsappEnabled: false }))).toBe(false);
    expect(await channel.enabledFor(await userWith({ ...enabled, verifiedPhoneNumber: null }))).toBe(false);
    const unconfigured = whatsappChannel({ ...server.app.ctx, config: { ...server.app.ctx.config, whatsapp: undefined } });
    expect(await unconfigured.enabledFor(await userWith(enabled))).toBe(false);
  });

  it('sends a text message with Bearer auth to the verified number', async () => {
    const user = await userWith({ ...enabled, verifiedPhoneNumber: '+14155550124' });
    await channelOf(server, 'whatsapp').deliver(reminderFor(user), user);
    expect(whatsapp.rejected).toEqual([]);
    expect(whatsapp.messages.at(-1)).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '14155550124', type: 'text',
      text: { preview_url: false, body: '⏰ Pay rent\nDue Thu, Nov 26 at 3:05 PM' },
    });
  });

  it('sends the configured template with the title and time as parameters', async () => {
    const user = await userWith({ ...enabled, verifiedPhoneNumber: '+14155550125' });
    const config = { ...server.app.ctx.config, whatsapp: { ...server.app.ctx.config.whatsapp!, template: 'task_reminder', templateLanguage: 'en_US' } };
    await whatsappChannel({ ...server.app.ctx, config }).deliver(reminderFor(user), user);
    expect(whatsapp.rejected).toEqual([]);
    expect(whatsapp.messages.at(-1)).toMatchObject({
      to: '14155550125', type: 'template',
      template: { name: 'task_reminder', language: { code: 'en_US' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Pay rent' }, { type: 'text', text: 'Due Thu, Nov 26 at 3:05 PM' }] }] },
    });
  });

  it('throws to be retried on a server error or a bad token, and gives up on an undeliverable number', async () => {
    const user = await userWith({ ...enabled, verifiedPhoneNumber: '+14155550126' });
    const channel = channelOf(server, 'whatsapp');
    whatsapp.failing = true;
    await expect(channel.deliver(reminderFor(user), user)).rejects.not.toBeInstanceOf(PermanentDeliveryError);
    await expect(channel.deliver(reminderFor(user), user)).rejects.toThrow(/500/);
    whatsapp.failing = false;

    const badToken = whatsappChannel({ ...server.app.ctx, config: { ...server.app.ctx.config, whatsapp: { ...server.app.ctx.config.whatsapp!, accessToken: 'wrong' } } });
    await expect(badToken.deliver(reminderFor(user), user)).rejects.toThrow(/401/);
    await expect(badToken.deliver(reminderFor(user), user)).rejects.not.toBeInstanceOf(PermanentDeliveryError);

    whatsapp.undeliverable.add('14155550126');
    await expect(channel.deliver(reminderFor(user), user)).rejects.toBeInstanceOf(PermanentDeliveryError);
  });
});
