import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../api/testing/fake-server.js';
import { renderApp } from '../shell/testing/render-app.js';
import { isSettingsSection, settingsSections } from './sections.js';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { useAuthStore } from '../auth/useAuth.js';
import { SettingsDialog } from './SettingsDialog.js';
import { UpdateQueueContext } from './update-queue-context.js';

// The first test pays for importing the signed-in home; a loaded machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

/** The dialog opened by a caller that owns the section, as the `/settings/:section` address does. */
function AddressedSettings({ initial, onSectionChange }: { initial: string; onSectionChange(section: string): void }) {
  const [section, setSection] = useState(initial);
  const auth = useAuthStore();
  return (
    <UpdateQueueContext.Provider value={userUpdateQueueFor(auth)}>
      <SettingsDialog onClose={() => undefined} section={section} onSectionChange={(next) => { onSectionChange(next); setSection(next); }} />
    </UpdateQueueContext.Provider>
  );
}

async function openAt(initial: string) {
  const onSectionChange = vi.fn();
  const app = renderApp({ storedToken: 'token-old', extra: <AddressedSettings initial={initial} onSectionChange={onSectionChange} /> });
  app.server.on('GET', '/me/categories', ok([]));
  const dialog = await screen.findByRole('dialog', { name: 'Settings' });
  return { ...app, dialog, onSectionChange };
}

describe('the settings sections', () => {
  it('has stable ids for the address', () => {
    expect(settingsSections).toEqual(['profile', 'general', 'theme', 'my-day', 'notifications', 'account', 'data', 'about']);
    expect(isSettingsSection('my-day')).toBe(true);
    expect(isSettingsSection('billing')).toBe(false);
  });

  it('opens on the section the caller gives, and tells it when another is chosen', async () => {
    const { user, dialog, onSectionChange } = await openAt('theme');
    expect(within(dialog).getByRole('tab', { name: 'Appearance', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'My Day' }));
    expect(onSectionChange).toHaveBeenCalledWith('my-day');
    expect(within(dialog).getByRole('tab', { name: 'My Day', selected: true })).toBeTruthy();
  });

  it('takes its section from the address, and a chosen section becomes the address', async () => {
    const app = renderApp({ storedToken: 'token-old', url: '/settings/theme' });
    app.server.on('GET', '/me/categories', ok([]));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('tab', { name: 'Appearance', selected: true })).toBeTruthy();
    // The dialog shows the address's section: the tab changes only if the choice reached the address.
    await app.user.click(within(dialog).getByRole('tab', { name: 'My Day' }));
    expect(within(dialog).getByRole('tab', { name: 'My Day', selected: true })).toBeTruthy();
  });

  it('shows Profile for an unknown section', async () => {
    const { dialog } = await openAt('billing');
    expect(within(dialog).getByRole('tab', { name: 'Profile', selected: true })).toBeTruthy();
  });
});
