import type { SyncObject } from '@taskhub/domain';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { UserNotificationsMenu } from './NotificationsMenu.js';
import { at, editServerObjects, now } from './testing/schedule-fixtures.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

/** A reminder notification as the server sends it through sync (its server fields cannot be created locally). */
function notification(id: string, title: string, fireDate: number, read = false): SyncObject<'userNotification'> {
  return {
    id, type: 'reminder', title, taskId: `task-${id}`, fireDate, read, readUpdateTime: fireDate, creationDate: fireDate, lastUpdateDate: fireDate,
  };
}

function open(items: SyncObject<'userNotification'>[]) {
  const onOpenTask = vi.fn();
  const view = renderScreen(<UserNotificationsMenu onOpenTask={onOpenTask} />, undefined, () => now);
  // Notifications are made by the server: put them as a pull would (a local create cannot write their server fields).
  editServerObjects(view.store, () => now);
  act(() => items.forEach((item) => view.store.put('userNotification', item)));
  return { ...view, onOpenTask, read: (id: string) => view.objects().userNotification[id]!.read };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('the notifications menu', () => {
  it('marks unread notifications on the bell, and none when all are read', () => {
    open([notification('a', 'Pay rent', at(3, 1, 9)), notification('b', 'Call Ann', at(3, 2, 9), true)]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
    cleanup();
    open([notification('b', 'Call Ann', at(3, 2, 9), true)]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('lists updates newest first; opening one marks it read and opens its task', async () => {
    const { user, onOpenTask, read } = open([
      notification('old', 'Pay rent', at(3, 1, 9)), notification('new', 'Call Ann', at(3, 3, 17, 30)), notification('mid', 'Water plants', at(3, 2, 8), true),
    ]);
    await user.click(bell());
    expect(screen.getByRole('tab', { name: 'Updates' }).getAttribute('aria-selected')).toBe('true');
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toMatch(/^Unread: Reminder: Call Ann/);
    expect(items[1]).toMatch(/^Reminder: Water plants/);
    expect(items[2]).toMatch(/^Unread: Reminder: Pay rent/);
    await user.click(screen.getByRole('button', { name: /Call Ann/ }));
    expect(read('new')).toBe(true);
    expect(read('old')).toBe(false);
    expect(onOpenTask).toHaveBeenCalledWith('task-new');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks all as read, which clears the unread mark', async () => {
    const { user, read } = open([notification('a', 'Pay rent', at(3, 1, 9)), notification('b', 'Call Ann', at(3, 2, 9))]);
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect([read('a'), read('b')]).toEqual([true, true]);
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('has an Invitations tab, empty until workspaces exist, reached with the arrow keys; Escape closes', async () => {
    const { user } = open([]);
    await user.click(bell());
    expect(screen.getByText('No updates yet')).toBeTruthy();
    screen.getByRole('tab', { name: 'Updates' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Invitations' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('No invitationsWhen someone shares a list with you, the invitation appears here.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('has no serious accessibility violations', async () => {
    const { user, container } = open([notification('a', 'Pay rent', at(3, 1, 9))]);
    await user.click(bell());
    expect(await seriousViolations(container)).toEqual([]);
  });
});
