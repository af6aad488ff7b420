import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, ok, serverError, type FakeHandler, type FakeReply } from '../api/testing/fake-server.js';
import { defaultListChange, visibleCategories, type Category } from './default-list.js';
import { openSettings } from './testing/open-settings.js';

// Each test signs in, imports the home and opens a settings section; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

const category = (id: string, name: string, position: string, extra: Partial<Category> = {}): Category => ({
  id, name, position, isDefault: false, isDeleted: false, isGroceryList: false, lastUpdateDate: 1, ...extra,
});

const lists = [
  category('c-work', 'Work', 'c'),
  category('c-personal', 'Personal', 'a', { isDefault: true }),
  category('c-old', 'Old list', 'b', { isDeleted: true }),
  category('c-grocery', 'Grocery List', 'b', { isGroceryList: true }),
  category('c-archived', 'Archived list', 'a', { isArchived: true }),
];

/** The settings open with GET /me/categories answering `reply`; answers the default-list section. */
async function openDefaultList(reply: FakeReply | FakeHandler) {
  const app = await openSettings({ categories: reply, section: 'General' });
  return { ...app, section: within(app.dialog).getByRole('region', { name: 'Default list' }) };
}

describe('the default-list section', () => {
  it('says it is loading, then lists the lists with the default checked', async () => {
    const answer = deferred<FakeReply>();
    const { section } = await openDefaultList(() => answer.promise);
    expect(within(section).getByRole('status').textContent).toContain('Loading…');
    answer.resolve(ok(lists));
    expect((await within(section).findByRole('radio', { name: 'Personal' })).getAttribute('aria-checked')).toBe('true');
    expect(within(section).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Personal', 'Grocery List', 'Work']);
    expect(within(section).queryByRole('radio', { name: 'Old list' })).toBeNull();
  });

  it('makes the chosen list the default with PUT /me/categories, turning the old default off', async () => {
    const { user, server, section } = await openDefaultList(ok(lists));
    server.on('PUT', '/me/categories', ok([]));
    await user.click(await within(section).findByRole('radio', { name: 'Work' }));
    await waitFor(() => expect(server.callsTo('PUT', '/me/categories')).toHaveLength(1));
    const sent = server.callsTo('PUT', '/me/categories')[0]!.body as Category[];
    expect(sent.map(({ id, isDefault }) => ({ id, isDefault }))).toEqual([{ id: 'c-work', isDefault: true }, { id: 'c-personal', isDefault: false }]);
    expect(sent[0]).toMatchObject({ name: 'Work', position: 'c', lastUpdateDate: 1 });
    await waitFor(() => expect((within(section).getByRole('radio', { name: 'Work' })).getAttribute('aria-checked')).toBe('true'));
    expect((within(section).getByRole('radio', { name: 'Personal' })).getAttribute('aria-checked')).toBe('false');
  });

  it('keeps the old default and says so when the choice could not be saved', async () => {
    const { user, server, section } = await openDefaultList(ok(lists));
    server.on('PUT', '/me/categories', serverError('INTERNAL'));
    await user.click(await within(section).findByRole('radio', { name: 'Work' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('Your changes could not be saved');
    expect((within(section).getByRole('radio', { name: 'Personal' })).getAttribute('aria-checked')).toBe('true');
    expect((within(section).getByRole('radio', { name: 'Work' })).getAttribute('aria-checked')).toBe('false');
  });

  it('says the lists could not be loaded, and Retry loads them', async () => {
    const { user, server, section } = await openDefaultList('network-error');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Your lists could not be loaded.');
    server.on('GET', '/me/categories', ok(lists));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await within(section).findByRole('radio', { name: 'Personal' })).getAttribute('aria-checked')).toBe('true');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says there are no lists when none is left', async () => {
    const { section } = await openDefaultList(ok([category('c-gone', 'Gone', 'a', { isDeleted: true })]));
    expect(await within(section).findByText('You have no lists yet.')).toBeTruthy();
    expect(within(section).queryAllByRole('radio')).toHaveLength(0);
  });
});

describe('the default-list rules', () => {
  it('shows only lists that are neither deleted nor archived, in position order', () => {
    expect(visibleCategories(lists).map((c) => c.name)).toEqual(['Personal', 'Grocery List', 'Work']);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => visibleCategories({ categories: lists })).toThrow();
  });

  it('sends the new default on and the old one off, stamped with the change time', () => {
    const change = defaultListChange(visibleCategories(lists), 'c-work', 1234);
    expect(change).toEqual([
      { ...lists[0], isDefault: true, isDefaultUpdateTime: 1234 },
      { ...lists[1], isDefault: false, isDefaultUpdateTime: 1234 },
    ]);
  });

  it('sends nothing when the chosen list is already the default', () => {
    expect(defaultListChange(visibleCategories(lists), 'c-personal', 1)).toEqual([]);
  });
});
