import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupAuth } from '../auth/testing/fixtures.js';
import { I18nProvider } from '../i18n/index.js';
import { createLanguageStore } from '../i18n/language.js';
import { rememberSyncUser } from '../store/early-sync.js';
import { saveFirstScreen } from '../store/first-screen-snapshot.js';
import { dismissFirstScreen, offerFirstScreen } from '../store/first-screen-start.js';
import { PageLoading } from './routes.js';

const now = Date.UTC(2026, 10, 26, 9);

function renderLoading() {
  return render(
    <I18nProvider store={createLanguageStore({ storage: null, locale: () => 'en' })}>
      <PageLoading />
    </I18nProvider>,
  );
}

function offer() {
  const { store, storage } = setupAuth({ storedToken: 'token-a' });
  rememberSyncUser(storage, 'user-1', 'token-a');
  saveFirstScreen(storage, { userId: 'user-1', address: '/', view: 'all-mine', now, validUntil: now + 3_600_000 }, {
    title: 'All my tasks', listsHeading: 'Lists',
    groups: [{ title: 'Today', count: 12, rows: [{ id: 't1', title: 'Pay rent', completed: false, high: true, due: 'Nov 24', overdue: true, listName: 'Home' }] }],
    views: [{ label: 'All my tasks', count: 12, current: true }], lists: [{ label: 'Home', count: 4, current: false }],
  });
  return offerFirstScreen(store, storage, { address: '/', now });
}

afterEach(() => {
  cleanup();
  dismissFirstScreen();
  localStorage.clear();
});

describe('first-screen preview', () => {
  it('paints the offered snapshot in place of the loading state, as a still picture', async () => {
    expect(offer()).not.toBeNull();
    const { container } = renderLoading();
    expect(screen.getByText('Pay rent')).toBeTruthy();
    expect(screen.getByText('Nov 24').className).toContain('is-overdue');
    expect(screen.getByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    const preview = container.querySelector('[data-first-screen]')!;
    expect(preview.hasAttribute('inert')).toBe(true);
    expect(preview.getAttribute('aria-busy')).toBe('true');
    expect(preview.querySelector('button, input, a')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('gives way to the plain loading state once dismissed, and shows nothing of it without an offer', () => {
    offer();
    const { container } = renderLoading();
    act(() => dismissFirstScreen());
    expect(screen.queryByText('Pay rent')).toBeNull();
    expect(container.querySelector('[data-first-screen]')).toBeNull();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
