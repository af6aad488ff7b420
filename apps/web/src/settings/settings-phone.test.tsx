import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../api/auth-error.js';
import { ok, serverError } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { isOn, openSettings as openSettingsDialog } from './testing/open-settings.js';
import { phoneErrorId } from './phone-errors.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

async function openSettings(user = wireUser()) {
  const app = await openSettingsDialog({ user, section: 'Notifications' });
  const phone = within(app.dialog).getByRole('region', { name: 'Phone verification' });
  const whatsapp = within(app.dialog).getByRole('region', { name: 'WhatsApp reminders' });
  return { ...app, phone, whatsapp };
}

type App = Awaited<ReturnType<typeof openSettings>>;

async function sendCodeTo(app: App, number: string) {
  await app.user.type(within(app.phone).getByLabelText('Phone number'), number);
  await app.user.click(within(app.phone).getByRole('button', { name: 'Send code' }));
}

describe('phone verification', () => {
  it('sends a code, verifies it, refreshes the user and shows the verified number', async () => {
    const app = await openSettings();
    const { server, phone, user } = app;
    expect(within(phone).getByText('No phone number is verified yet.')).toBeTruthy();
    server.on('POST', '/me/add-phone', ok());
    server.on('POST', '/me/validate-sms-code', () => {
      server.on('GET', '/me', ok(wireUser({ verifiedPhoneNumber: '+14155550123' })));
      return ok();
    });
    await sendCodeTo(app, '+1 415 555 0123');
    expect(await within(phone).findByText('We sent a code to +1 415 555 0123')).toBeTruthy();
    expect(server.callsTo('POST', '/me/add-phone')[0]!.body).toEqual({ phone_number: '+1 415 555 0123' });

    await user.type(within(phone).getByLabelText('Verification code'), '012345');
    await user.click(within(phone).getByRole('button', { name: 'Verify' }));
    expect(await within(phone).findByText('Verified number: +14155550123')).toBeTruthy();
    expect(server.callsTo('POST', '/me/validate-sms-code')[0]!.body).toEqual({ code: '012345' });
    expect(app.store.getState().user?.verifiedPhoneNumber).toBe('+14155550123');
    // Back to the number field, ready for another number.
    expect(within(phone).getByLabelText('Phone number')).toBeTruthy();
  });

  it('shows the invalid-code message and stays on the code step when the code is wrong', async () => {
    const app = await openSettings();
    app.server.on('POST', '/me/add-phone', ok());
    app.server.on('POST', '/me/validate-sms-code', serverError('INVALID_CODE'));
    await sendCodeTo(app, '+14155550123');
    await app.user.type(await within(app.phone).findByLabelText('Verification code'), '999999');
    await app.user.click(within(app.phone).getByRole('button', { name: 'Verify' }));
    expect((await within(app.phone).findByRole('alert')).textContent).toBe('The code is not valid');
    expect(within(app.phone).getByLabelText('Verification code')).toBeTruthy();
    expect(app.store.getState().user?.verifiedPhoneNumber).toBeNull();
  });

  it('tells the user to ask for a new code after too many wrong codes (429)', async () => {
    const app = await openSettings();
    app.server.on('POST', '/me/add-phone', ok());
    app.server.on('POST', '/me/validate-sms-code', serverError('RATE_LIMITED'));
    await sendCodeTo(app, '+14155550123');
    await app.user.type(await within(app.phone).findByLabelText('Verification code'), '111111');
    await app.user.click(within(app.phone).getByRole('button', { name: 'Verify' }));
    expect((await within(app.phone).findByRole('alert')).textContent).toBe('Too many wrong codes. Ask for a new code and try again.');
  });

  it('shows the invalid-number message from the server and stays on the number step', async () => {
    const app = await openSettings();
    app.server.on('POST', '/me/add-phone', serverError('INVALID_PHONE'));
    await sendCodeTo(app, '4155550123');
    expect((await within(app.phone).findByRole('alert')).textContent).toBe('Please enter a valid phone number');
    expect(within(app.phone).queryByLabelText('Verification code')).toBeNull();
  });

  it('refuses an empty number without calling the server', async () => {
    const app = await openSettings();
    await app.user.click(within(app.phone).getByRole('button', { name: 'Send code' }));
    expect((await within(app.phone).findByRole('alert')).textContent).toBe('Please enter a valid phone number');
    expect(app.server.callsTo('POST', '/me/add-phone')).toHaveLength(0);
  });

  it('shows the connectivity message when the code cannot be sent', async () => {
    const app = await openSettings();
    app.server.on('POST', '/me/add-phone', 'network-error');
    await sendCodeTo(app, '+14155550123');
    expect((await within(app.phone).findByRole('alert')).textContent)
      .toBe('There seems to be a connectivity issue. Check your connection and try again.');
  });

  it('removes the verified number only after confirmation', async () => {
    const app = await openSettings(wireUser({ verifiedPhoneNumber: '+14155550123', whatsapp: { isReminders: true } }));
    const { server, phone, user } = app;
    server.on('POST', '/me/remove-phone', () => {
      server.on('GET', '/me', ok(wireUser()));
      return ok();
    });
    await user.click(within(phone).getByRole('button', { name: 'Remove phone number' }));
    expect(within(phone).getByText('Remove +14155550123? WhatsApp reminders will stop too.')).toBeTruthy();
    await user.click(within(phone).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST', '/me/remove-phone')).toHaveLength(0);

    await user.click(within(phone).getByRole('button', { name: 'Remove phone number' }));
    await user.click(within(phone).getByRole('button', { name: 'Remove phone number' }));
    expect(await within(phone).findByText('No phone number is verified yet.')).toBeTruthy();
    expect(server.callsTo('POST', '/me/remove-phone')).toHaveLength(1);
    expect(isOn(within(app.whatsapp).getByRole('switch'))).toBe(false);
  });
});

describe('messaging-app reminders', () => {
  it('is disabled with the reason while no phone number is verified', async () => {
    const { whatsapp } = await openSettings();
    const toggle = within(whatsapp).getByRole('switch', { name: 'Send my reminders on WhatsApp' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(whatsapp).getByText('Verify your phone number to use WhatsApp reminders')).toBeTruthy();
  });

  it('shows the needs-Premium message when the server answers PREMIUM_REQUIRED, and stays off', async () => {
    const app = await openSettings(wireUser({ verifiedPhoneNumber: '+14155550123' }));
    app.server.on('POST', '/me/enable-whatsapp', serverError('PREMIUM_REQUIRED'));
    const toggle = within(app.whatsapp).getByRole('switch') as HTMLButtonElement;
    expect(toggle.disabled).toBe(false);
    await app.user.click(toggle);
    expect((await within(app.whatsapp).findByRole('alert')).textContent).toBe('This feature needs Premium or a Workspace');
    expect(isOn(toggle)).toBe(false);
  });

  it('enables reminders and reflects whatsapp.isReminders from the refreshed user, then disables them', async () => {
    const app = await openSettings(wireUser({ verifiedPhoneNumber: '+14155550123' }));
    const { server, whatsapp, user } = app;
    server.on('POST', '/me/enable-whatsapp', () => {
      server.on('GET', '/me', ok(wireUser({ verifiedPhoneNumber: '+14155550123', whatsapp: { isReminders: true } })));
      return ok();
    });
    server.on('POST', '/me/disable-whatsapp', () => {
      server.on('GET', '/me', ok(wireUser({ verifiedPhoneNumber: '+14155550123' })));
      return ok();
    });
    const toggle = within(whatsapp).getByRole('switch') as HTMLButtonElement;
    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    expect(server.callsTo('POST', '/me/enable-whatsapp')).toHaveLength(1);
    expect(app.store.getState().user?.whatsapp.isReminders).toBe(true);

    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(false));
    expect(server.callsTo('POST', '/me/disable-whatsapp')).toHaveLength(1);
  });
});

describe('phoneErrorId', () => {
  const error = (status: number, serverCode?: string) => new AuthError({ code: 'INVALID_PARAMATER', status, message: 'x', serverCode });

  it('maps the server codes of the phone calls to their messages', () => {
    expect(phoneErrorId(error(400, 'CODE_EXPIRED'), 'verify')).toBe('settings.phone.codeExpired');
    expect(phoneErrorId(error(400, 'NO_PENDING_PHONE'), 'verify')).toBe('settings.phone.noPendingCode');
    expect(phoneErrorId(error(502, 'DELIVERY_FAILED'), 'send')).toBe('errors.deliveryFailed');
    expect(phoneErrorId(error(400, 'PHONE_NOT_VERIFIED'), 'messaging')).toBe('settings.phone.notVerified');
  });

  it('tells a rate limit apart by step: waiting when sending, a new code when checking', () => {
    expect(phoneErrorId(error(429, 'RATE_LIMITED'), 'send')).toBe('errors.rateLimited');
    expect(phoneErrorId(error(429), 'verify')).toBe('settings.phone.tooManyAttempts');
  });

  it('treats no answer and an unreadable 400 when sending as connectivity and an invalid number', () => {
    expect(phoneErrorId(new AuthError({ code: 'NETWORK_UNAVAILABLE', status: 0, message: 'x' }), 'remove')).toBe('errors.connectivity');
    expect(phoneErrorId(error(400), 'send')).toBe('settings.phone.invalid');
    expect(phoneErrorId(new Error('boom'), 'send')).toBe('errors.unknown');
  });
});
