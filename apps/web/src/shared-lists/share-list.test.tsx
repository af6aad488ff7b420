import type { Member } from '@taskhub/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, rateLimited, serverError } from '../api/testing/fake-server.js';
import type { MemoryObjectStore } from '../store/memory-store.js';
import { chooseOption } from '../ui/testing/choose-option.js';
import { renderSignedIn, wireMember } from '../workspaces/testing/workspace-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

const members = '/api/v1/categories/groceries/members';
const ada = wireMember({ role: 'admin', state: 'CREATOR' });
const bob = wireMember({ userId: 'user-2', email: 'bob@example.com', name: 'Bob', role: 'member', state: 'ACCEPTED' });
const invited = wireMember({ userId: null, email: 'carol@example.com', name: 'carol@example.com', role: 'guest', state: 'PENDING' });
const zoe = wireMember({ userId: 'user-9', email: 'zoe@example.com', name: 'Zoe', role: 'admin', state: 'CREATOR' });

const seed = (store: MemoryObjectStore) => {
  store.create('category', { id: 'personal', name: 'Personal', position: 'aa', isDefault: true });
  store.create('category', { id: 'groceries', name: 'Groceries', position: 'ab' });
  store.create('task', { id: 'milk', title: 'Milk', categoryId: 'groceries', position: 'aa' });
};

/** The app at the Groceries list, signed in as Ada (user-1), the list's members as given; the Share dialog opened from its header. */
async function openShare(people: Member[]) {
  const app = renderSignedIn('/lists/groceries', { seed });
  app.server.on('GET', members, ok(people));
  await app.user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Share “Groceries”' });
  await within(dialog).findByRole('list', { name: 'Members of Groceries' });
  return { ...app, dialog };
}

const row = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('list', { name: 'Members of Groceries' })).getAllByRole('listitem')
  .find((item) => item.querySelector('.member-name')?.textContent?.startsWith(name))!;

describe('the Share dialog', () => {
  it('shares a list nobody else is in: addresses checked before sending, then sent with the chosen role', async () => {
    const app = await openShare([ada]);
    expect(within(app.dialog).getByText('Only you can see this list. Invite people to plan and do its tasks together.')).toBeTruthy();
    expect(within(app.dialog).queryByRole('button', { name: 'Leave list' })).toBeNull();
    // The list's roles, not a workspace's.
    await app.user.click(within(app.dialog).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Admin', 'Member', 'Guest']);
    await app.user.keyboard('{Escape}');

    const field = within(app.dialog).getByLabelText('Email addresses');
    await app.user.type(field, 'bob@example.com, not-an-address');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Invite' }));
    expect(within(app.dialog).getByText('Please enter a valid email: not-an-address')).toBeTruthy();
    expect(app.server.callsTo('POST', members)).toHaveLength(0);

    await app.user.clear(field);
    await app.user.type(field, 'bob@example.com carol@example.com');
    await chooseOption(app.user, within(app.dialog).getByRole('combobox', { name: 'Role' }), 'Guest');
    app.server.on('POST', members, ok({ invited: ['bob@example.com', 'carol@example.com'], requested: [] }));
    app.server.on('GET', members, ok([ada, { ...bob, state: 'PENDING', role: 'guest' }, invited]));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(app.dialog).findByText('Invitation sent to bob@example.com, carol@example.com')).toBeTruthy();
    expect(app.server.callsTo('POST', members)[0]!.body).toEqual({ emails: 'bob@example.com carol@example.com', role: 'guest' });
    // The members are fetched again: both show as invited, and the list is shared now.
    await vi.waitFor(() => expect(row(app.dialog, 'carol@example.com')).toBeTruthy());
    expect(row(app.dialog, 'Bob').querySelector('.member-state')?.textContent).toBe('Invited – waiting for reply');
    expect(within(app.dialog).queryByText(/^Only you can see this list/)).toBeNull();
    // Nobody has joined yet: the sidebar says the list is shared and waits for replies.
    await app.user.keyboard('{Escape}');
    const nav = within(screen.getByRole('navigation', { name: 'Lists and views' }));
    expect(await nav.findByRole('link', { name: /^Groceries Shared, waiting for replies/ })).toBeTruthy();
  });

  it('names the server\'s refusals: the address it would not take, and too many invitations', async () => {
    const app = await openShare([ada]);
    const field = within(app.dialog).getByLabelText('Email addresses');
    app.server.on('POST', members, serverError('INVALID_EMAIL', 'Please enter a valid email: bob@exa_mple.com'));
    await app.user.type(field, 'bob@example.com');
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(app.dialog).findByText('Please enter a valid email: bob@exa_mple.com')).toBeTruthy();
    expect(field).toHaveProperty('value', 'bob@example.com');

    app.server.on('POST', members, rateLimited(1800));
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Invite' }));
    expect((await within(app.dialog).findByRole('alert')).textContent).toBe('Too many attempts, try again in 30 minutes');
  });

  it('lets an admin change a role, says the list needs another admin, and removes someone after asking', async () => {
    const app = await openShare([ada, bob, invited]);
    expect(row(app.dialog, 'Ada').textContent).toContain('(you)');
    // An invitation has no account yet: no role to change, nobody to remove.
    expect(within(row(app.dialog, 'carol@example.com')).queryByRole('combobox')).toBeNull();

    app.server.on('PATCH', `${members}/user-2`, ok({ ...bob, role: 'guest' }));
    await chooseOption(app.user, within(app.dialog).getByRole('combobox', { name: 'Role of Bob' }), 'Guest');
    expect(await screen.findByText('Bob is now Guest')).toBeTruthy();
    expect(app.server.callsTo('PATCH', `${members}/user-2`)[0]!.body).toEqual({ role: 'guest' });

    app.server.on('PATCH', `${members}/user-1`, serverError('SOLE_ADMIN', 'The list needs another admin first'));
    await chooseOption(app.user, within(app.dialog).getByRole('combobox', { name: 'Role of Ada' }), 'Member');
    expect((await within(app.dialog).findByRole('alert')).textContent).toBe('The list needs another admin first');

    app.server.on('DELETE', `${members}/user-2`, { status: 204 });
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Remove Bob' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Bob from Groceries?' });
    app.server.on('GET', members, ok([ada, invited]));
    await app.user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(within(app.dialog).queryByText('Bob')).toBeNull());
    expect(app.server.callsTo('DELETE', `${members}/user-2`)).toHaveLength(1);
    expect(await screen.findByText('Bob was removed from the list')).toBeTruthy();
  });

  it('shows a member the people read-only, and Leave takes the list off their screens', async () => {
    const app = await openShare([zoe, { ...ada, role: 'member', state: 'ACCEPTED' }]);
    expect(within(app.dialog).getByText('Only the list’s admins can change roles or remove people.')).toBeTruthy();
    expect(within(app.dialog).queryByRole('combobox', { name: /^Role of/ })).toBeNull();
    expect(within(app.dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    // A member invites, but not as an admin.
    await app.user.click(within(app.dialog).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Member', 'Guest']);
    await app.user.keyboard('{Escape}');

    app.server.on('DELETE', `${members}/user-1`, { status: 204 });
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Leave list' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Leave Groceries?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You left Groceries')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsTo('DELETE', `${members}/user-1`)).toHaveLength(1);
    // The next pull lists the list as removed (packages/sync-client drops it): the screen moves to All my tasks.
    act(() => app.objects.edit('category', 'groceries', { isDeleted: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All my tasks' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Groceries/ })).toBeNull();
  });

  it('shows a guest the people and Leave only', async () => {
    const app = await openShare([zoe, { ...ada, role: 'guest', state: 'ACCEPTED' }]);
    expect(within(app.dialog).queryByLabelText('Email addresses')).toBeNull();
    expect(within(app.dialog).getByText(/^As a guest you see the list and its people/)).toBeTruthy();
    expect(within(app.dialog).queryByRole('combobox')).toBeNull();
    expect(within(app.dialog).getByRole('button', { name: 'Leave list' })).toBeTruthy();
  });

  it('says when the members cannot be loaded, with Retry', async () => {
    const app = renderSignedIn('/lists/groceries', { seed });
    app.server.on('GET', members, serverError('INTERNAL'));
    await app.user.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Groceries”' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The list’s members could not be loaded.');
    app.server.on('GET', members, ok([ada, bob]));
    await app.user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Members of Groceries' })).toBeTruthy();
  });
});

describe('a shared list in the sidebar', () => {
  it('draws the people in it and says with how many it is shared; its menu\'s Share list opens the dialog by keyboard', async () => {
    const app = renderSignedIn('/lists/groceries', { seed });
    app.server.on('GET', members, ok([ada, bob, invited]));
    const nav = within(await screen.findByRole('navigation', { name: 'Lists and views' }, { timeout: 15_000 }));
    // Bob is in it; Carol is only invited, and is not drawn.
    const link = await nav.findByRole('link', { name: /^Groceries Shared with 1 person/ });
    expect(link.querySelectorAll('.ui-avatar')).toHaveLength(1);
    // The default list is never shared: no people, and no Share in its menu.
    expect(nav.getByRole('link', { name: /^Personal/ }).querySelector('.member-avatars')).toBeNull();
    await app.user.click(nav.getByRole('button', { name: 'Actions for the list Personal' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Rename', 'Delete']);
    await app.user.keyboard('{Escape}');

    // By keyboard: the list's menu, Share list, and back to the menu's button when the dialog closes.
    const menuButton = nav.getByRole('button', { name: 'Actions for the list Groceries' });
    act(() => menuButton.focus());
    await app.user.keyboard('{Enter}');
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Rename', 'Share list', 'Archive', 'Delete']);
    await app.user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share “Groceries”' });
    await app.user.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(menuButton);
  });

  it('fetches a shared list\'s members again after a sync, and an unshared one only when it changes', async () => {
    const app = renderSignedIn('/lists/groceries', { seed: (store) => {
      seed(store);
      store.create('category', { id: 'solo', name: 'Solo', position: 'ac' });
    } });
    app.server.on('GET', members, ok([ada, bob]));
    app.server.on('GET', '/api/v1/categories/solo/members', ok([ada]));
    const nav = within(await screen.findByRole('navigation', { name: 'Lists and views' }, { timeout: 15_000 }));
    await nav.findByRole('link', { name: /^Groceries Shared with 1 person/ });
    await vi.waitFor(() => expect(app.server.callsTo('GET', '/api/v1/categories/solo/members')).toHaveLength(1));
    const before = app.server.callsTo('GET', members).length;

    // Bob left on his device: the server tells the list's sockets, and a sync follows.
    app.server.on('GET', members, ok([ada]));
    act(() => app.objects.setSync({ status: 'syncing' }));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    act(() => app.objects.setSync({ status: 'idle' }));
    await vi.waitFor(() => expect(nav.getByRole('link', { name: /^Groceries/ }).querySelector('.member-avatars')).toBeNull());
    expect(app.server.callsTo('GET', members).length).toBe(before + 1);
    expect(app.server.callsTo('GET', '/api/v1/categories/solo/members')).toHaveLength(1);

    act(() => app.objects.edit('category', 'solo', { name: 'Solo trip' }));
    await vi.waitFor(() => expect(app.server.callsTo('GET', '/api/v1/categories/solo/members')).toHaveLength(2));
  });
});

describe('a guest\'s rows in a view that mixes lists', () => {
  it('only open the task: the tick is disabled and the drag handle gone, while the person\'s own rows stay theirs', async () => {
    const app = renderSignedIn('/all', {
      seed: (store) => {
        seed(store);
        store.create('task', { id: 'mine', title: 'Mine', categoryId: 'personal', position: 'ab' });
      },
    });
    app.server.on('GET', members, ok([zoe, { ...ada, role: 'guest', state: 'ACCEPTED' }]));
    const tick = await screen.findByRole('checkbox', { name: 'Complete Milk' }, { timeout: 15_000 });
    await vi.waitFor(() => expect((tick as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Drag Milk' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Complete Mine' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
