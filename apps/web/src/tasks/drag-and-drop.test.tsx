import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { berlinDay } from './testing/fixtures.js';
import { renderTasks, tasksUnder } from './testing/render-tasks.js';
import { seedBasics } from './testing/seed.js';

afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

// jsdom does no layout: give each virtual row the box its `top` style says, and the sidebar's lists boxes on the
// left, so dnd-kit can find what is under a dragged task.
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest<HTMLElement>('.sidebar-lists .sidebar-item');
    if (item) {
      const top = 400 + [...item.parentElement!.children].indexOf(item) * 40;
      return { x: 0, y: top, top, left: 0, right: 250, bottom: top + 40, width: 250, height: 40, toJSON: () => ({}) } as DOMRect;
    }
    const row = this.closest<HTMLElement>('.virtual-row');
    if (!row) return original.call(this);
    const top = Number.parseFloat(row.style.top) + 100;
    return { x: 300, y: top, top, left: 300, right: 900, bottom: top + 44, width: 600, height: 44, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = original;
});

/** What dnd-kit last said in its live region. */
const announced = () => document.querySelector('[id^=DndLiveRegion]')?.textContent;

describe('drag and drop (dnd-kit keyboard and pointer sensors)', () => {
  it('picks a task up with Space, moves it down with an arrow, and drops it with Space', async () => {
    // Both tasks due today, so they share the Today group (overdue has a group of its own).
    const { store } = await renderTasks({ seed: (s) => { seedBasics(s); s.edit('task', 'Pay rent', { dueDate: berlinDay(0) }); } });
    const handle = await screen.findByRole('button', { name: 'Drag Pay rent' });
    handle.focus();
    await act(async () => { fireEvent.keyDown(handle, { key: ' ', code: 'Space' }); });
    // dnd-kit measures the rows after pick-up; its announcements say when each step has landed.
    await waitFor(() => expect(announced()).toBe('Over Pay rent.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowDown', code: 'ArrowDown' }); });
    await waitFor(() => expect(announced()).toBe('Over Call mum.'));
    await act(async () => { fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' }); });
    expect(tasksUnder('Today')).toEqual(['Call mum', 'Pay rent']);
    expect(store.getSnapshot().objects.task['Pay rent']!.position > 'ab').toBe(true);
  });

  it('drops a task on a list in the sidebar with the pointer, moving it to the end of that list', async () => {
    const { store } = await renderTasks({ seed: seedBasics });
    const handle = await screen.findByRole('button', { name: 'Drag Pay rent' });
    const from = handle.getBoundingClientRect();
    const target = screen.getByRole('button', { name: 'Actions for the list Work' }).getBoundingClientRect();
    const start = { clientX: from.left + 10, clientY: from.top + 10, isPrimary: true, button: 0 };
    await act(async () => { fireEvent.pointerDown(handle, start); });
    await act(async () => { fireEvent.pointerMove(document, { ...start, clientX: start.clientX + 20 }); });
    await act(async () => { fireEvent.pointerMove(document, { clientX: start.clientX - (from.left - target.left) + 5, clientY: start.clientY - (from.top - target.top) }); });
    await waitFor(() => expect(announced()).toBe('Over Work.'));
    await act(async () => { fireEvent.pointerUp(document, { clientX: 0, clientY: 0 }); });
    const moved = store.getSnapshot().objects.task['Pay rent']!;
    expect(moved.categoryId).toBe('work');
    expect(moved.position > store.getSnapshot().objects.task['Write report']!.position).toBe(true);
  });
});
