import { profilePictureMaxBytes } from '@taskhub/domain';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeReply } from '../api/testing/fake-server.js';
import { wireUser } from '../auth/testing/fixtures.js';
import { openSettings } from './testing/open-settings.js';

// Each test signs in, imports the home and opens the settings; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const uploaded = 'https://tasks.example.com/avatars/AAAAAAAAAAAAAAAAAAAAAA.webp';
const google = 'https://lh3.googleusercontent.com/a/ada=s96-c';
const png = () => new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82)], 'me.png', { type: 'image/png' });

beforeEach(() => {
  // jsdom loads no images: here every picture loads at once, so an avatar shows its <img> (Radix shows it once loaded).
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(256);
  URL.createObjectURL = vi.fn(() => 'blob:http://app.test/preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The picture the header's account-menu avatar shows, or null when it shows initials. */
async function headerPicture(): Promise<string | null> {
  // Behind the settings dialog, so hidden from the accessibility tree (and unnamed there) while it is open.
  const trigger = await waitFor(() => {
    const button = document.querySelector<HTMLElement>('.app-header .account-menu-trigger');
    expect(button?.getAttribute('aria-label')).toMatch(/^Account: /);
    return button!;
  });
  return trigger.querySelector('img')?.getAttribute('src') ?? null;
}

/** The picture Settings → Profile's avatar shows, or null when it shows initials. */
function profilePicture(dialog: HTMLElement): string | null {
  const group = within(dialog).getByRole('group', { name: 'Profile picture' });
  return group.querySelector('.ui-avatar img')?.getAttribute('src') ?? null;
}

const initialsOf = (dialog: HTMLElement) => within(dialog).getByRole('group', { name: 'Profile picture' }).querySelector('.ui-avatar-initials')?.textContent;

describe('the avatar', () => {
  it.each([
    ['the uploaded picture, before the Google one', { profilePicture: uploaded, googleAvatarUrl: google }, uploaded],
    ['the Google picture when there is no uploaded one', { profilePicture: null, googleAvatarUrl: google }, google],
    ['the initials when there is neither', { profilePicture: null, googleAvatarUrl: null }, null],
    ['the initials when the picture is no web address', { profilePicture: 'javascript:alert(1)', googleAvatarUrl: null }, null],
  ])('shows %s, in the header and in Settings → Profile', async (_label, pictures, shown) => {
    const { dialog } = await openSettings({ user: wireUser({ name: 'Ada Lovelace', ...pictures }) });
    expect(await headerPicture()).toBe(shown);
    expect(profilePicture(dialog)).toBe(shown);
    if (shown === null) expect(initialsOf(dialog)).toBe('AL');
  });
});

describe('Change picture', () => {
  it('uploads the chosen file, shows it while it uploads, then shows the stored picture everywhere', async () => {
    const app = await openSettings();
    const { dialog, server, user } = app;
    const answer = deferred<FakeReply>();
    server.on('POST', '/me/profile-picture', () => answer.promise);
    await user.upload(within(dialog).getByLabelText('Choose a picture'), png());

    await waitFor(() => expect(profilePicture(dialog)).toBe('blob:http://app.test/preview'));
    expect(within(dialog).getByText('Uploading your picture…')).toBeTruthy();
    const sent = server.callsTo('POST', '/me/profile-picture')[0]!;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((sent.body as FormData).get('file') as File).name).toBe('me.png');
    expect(await headerPicture()).toBeNull();

    answer.resolve(ok(wireUser({ profilePicture: uploaded })));
    await waitFor(() => expect(profilePicture(dialog)).toBe(uploaded));
    expect(await headerPicture()).toBe(uploaded);
    expect(within(dialog).getByText('Your picture was updated')).toBeTruthy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://app.test/preview');
  });

  it('refuses a file past 5 MB or one that is not an image without sending it', async () => {
    const { dialog, server, user } = await openSettings();
    const big = new File([new Uint8Array(profilePictureMaxBytes + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Choose a picture'), big);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This picture is larger than 5 MB. Choose a smaller one.');

    // A text file named .png: its bytes say what it is.
    const text = new File(['Shopping list: milk, eggs'], 'notes.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Choose a picture'), text);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('This file is not a picture. Choose a PNG, JPEG, WebP or GIF image.'));
    expect(server.callsTo('POST', '/me/profile-picture')).toHaveLength(0);
  });

  it.each([
    ['too big', serverError('FILE_TOO_BIG'), 'This picture is larger than 5 MB. Choose a smaller one.'],
    ['not an image', serverError('NOT_AN_IMAGE'), 'This file is not a picture. Choose a PNG, JPEG, WebP or GIF image.'],
    ['rate limited', serverError('RATE_LIMITED'), 'Too many attempts, please try again later'],
  ])('says why when the server refuses the file (%s), and keeps the picture it had', async (_label, reply, message) => {
    const { dialog, server, user } = await openSettings({ user: wireUser({ googleAvatarUrl: google }) });
    server.on('POST', '/me/profile-picture', reply);
    await user.upload(within(dialog).getByLabelText('Choose a picture'), png());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(profilePicture(dialog)).toBe(google);
  });
});

describe('Remove picture', () => {
  it('is offered only for an uploaded picture, asks first, and brings the initials back', async () => {
    const { dialog, server, user } = await openSettings({ user: wireUser({ name: 'Ada Lovelace', profilePicture: uploaded }) });
    server.on('DELETE', '/me/profile-picture', ok(wireUser({ name: 'Ada Lovelace', profilePicture: null })));

    await user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    const confirm = within(dialog).getByRole('group', { name: /^Remove your profile picture\?/ });
    expect(confirm.textContent).toContain('Your initials will show instead.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE', '/me/profile-picture')).toHaveLength(0);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove picture' }));

    await user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(profilePicture(dialog)).toBeNull());
    expect(server.callsTo('DELETE', '/me/profile-picture')).toHaveLength(1);
    expect(initialsOf(dialog)).toBe('AL');
    expect(await headerPicture()).toBeNull();
    expect(within(dialog).getByText('Your picture was removed')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Remove picture' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Change picture' }));
  });

  it('says the Google picture comes back when there is one', async () => {
    const { dialog, user } = await openSettings({ user: wireUser({ profilePicture: uploaded, googleAvatarUrl: google }) });
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(within(dialog).getByRole('group', { name: /^Remove your profile picture\?/ }).textContent).toContain('Your Google account picture will show instead.');
  });
});
