import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ok, type FakeHandler, type FakeReply } from '../../api/testing/fake-server.js';
import { wireUser } from '../../auth/testing/fixtures.js';
import { renderApp, type RenderAppOptions } from '../../shell/testing/render-app.js';

/**
 * The app signed in from a stored token at the settings' address, with PUT /me answering, and the settings dialog
 * open on `section` (the name of its tab in the section list; Profile, the first, when not given; the account
 * menu's way there is tested in shell/shell.test.tsx). GET /me/categories answers `categories`, no lists unless
 * given, so the default-list section has something to show. GET /api/v1/sessions answers no devices.
 */
export async function openSettings({ categories = ok([]), completions = ok(weekOfCompletions([0, 0, 0, 0, 0, 0, 0])), section, ...options }: RenderAppOptions & {
  categories?: FakeReply | FakeHandler;
  /** GET /me/completions (the profile's counter and chart); a quiet week unless given. */
  completions?: FakeReply | FakeHandler;
  section?: string;
} = {}) {
  const app = renderApp({ storedToken: 'token-old', url: '/settings/profile', ...options });
  app.server.on('PUT', '/me', ok(wireUser()));
  app.server.on('GET', '/me/categories', categories);
  app.server.on('GET', '/me/completions', completions);
  app.server.on('POST', '/me/start-tracking-completed-tasks', ok({ completed_counter: 0 }));
  // Account lists the signed-in devices; a test of that section registers its own answer.
  app.server.on('GET', '/api/v1/sessions', ok([]));
  // The signed-in app loads lazily: a loaded machine takes longer than findBy's default second for its first render.
  const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 15_000 });
  if (section) await showSection(app.user, dialog, section);
  return { ...app, dialog };
}

/** A GET /me/completions answer for the week ending Sunday 22 November 2026, with these counts from Monday on. */
export function weekOfCompletions(counts: number[], completedCounter = counts.reduce((sum, count) => sum + count, 0)) {
  return { completedCounter, tracking: true, days: counts.map((count, index) => ({ date: `2026-11-${16 + index}`, count })) };
}

/** Chooses a section in the settings' section list by its tab's name. */
export async function showSection(user: UserEvent, dialog: HTMLElement, name: string) {
  await user.click(within(dialog).getByRole('tab', { name }));
}

/** The ui Select helper, here too as the settings tests have always found it. */
export { chooseOption } from '../../ui/testing/choose-option.js';

/** Whether a ui Switch or Checkbox (a button with aria-checked) is on. */
export function isOn(control: HTMLElement): boolean {
  return control.getAttribute('aria-checked') === 'true';
}
