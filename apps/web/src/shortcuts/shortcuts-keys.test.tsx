import { defaultWebConfig } from '@taskhub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wireUser } from '../auth/testing/fixtures.js';
import { chooseFromAccountMenu, findAccountButton, renderApp } from '../shell/testing/render-app.js';

afterEach(() => {
  cleanup();
  document.documentElement.className = '';
});

/** The signed-in home, with a text field beside it to type into; the first-run tour was already seen through. */
async function signedIn() {
  const user = wireUser({ webConfig: { ...defaultWebConfig, isOnboardingTourDismissed: true } });
  const app = renderApp({ storedToken: 'token-old', user, extra: <input aria-label="Scratch" /> });
  await findAccountButton();
  return app;
}

describe('keyboard shortcuts', () => {
  it("opens the shortcut list on '?', lists the keys, and closes it on Escape", async () => {
    const { user } = await signedIn();
    await user.keyboard('?');
    const list = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(list).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toHaveLength(19);
    expect(rows).toContain('qAdd a task');
    expect(rows).toContain('j or DownNext task');
    expect(rows).toContain('g then mGo to My Day');
    expect(rows).toContain('g then iGo to Assigned to me');
    expect(rows).toContain('DeleteArchive the task (with Undo)');
    expect(rows).toContain('?Show the keyboard shortcuts');
    expect(rows).toContain('EscapeClose a dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("does not open the list when '?' is typed into a text field", async () => {
    const { user } = await signedIn();
    const field = screen.getByLabelText('Scratch');
    await user.click(field);
    await user.keyboard('?,');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveProperty('value', '?,');
  });

  it("opens the settings on ','", async () => {
    const { user } = await signedIn();
    await user.keyboard(',');
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores the shortcuts while a dialog is open', async () => {
    const { user } = await signedIn();
    await user.keyboard(',');
    await screen.findByRole('dialog', { name: 'Settings' });
    await user.keyboard('?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });

  it('opens the list from the settings; Escape closes only the list and focus returns to the entry', async () => {
    const { user } = await signedIn();
    await chooseFromAccountMenu(user, 'Settings');
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(settings).getByRole('tab', { name: 'General' }));
    const entry = within(settings).getByRole('button', { name: 'Keyboard shortcuts' });
    await user.click(entry);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(document.activeElement).toBe(entry);
  });

  it('keeps Tab inside the list when it is open over the settings', async () => {
    const { user } = await signedIn();
    await user.keyboard(',');
    await user.click(await screen.findByRole('tab', { name: 'General' }));
    await user.click(await screen.findByRole('button', { name: 'Keyboard shortcuts' }));
    const list = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const close = within(list).getByRole('button', { name: 'Close' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });
});
