import type { ObjectStore } from '@taskhub/sync-client';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, seriousViolations } from '../task-detail/testing/render-screen.js';
import { MyDayView } from './MyDayView.js';

// Screens re-render per key and axe walks the whole tree; a loaded CI machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

// 2026-03-05 10:00 UTC; in UTC with a 05:00 reset, the My Day date is 2026-03-05.
const now = Date.UTC(2026, 2, 5, 10);
const today = Date.UTC(2026, 2, 5);
const yesterday = Date.UTC(2026, 2, 4);
const localDay = (day: number) => new Date(2026, 2, day, 12).getTime();
const utc = { timezone: 'UTC' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function seed(store: ObjectStore) {
  store.create('category', { id: 'work', name: 'Work', position: 'a', isDefault: true });
  store.create('category', { id: 'home', name: 'Home', position: 'b' });
  store.create('task', { id: 'planned', title: 'Planned today', categoryId: 'work' });
  store.create('task', { id: 'old', title: 'Planned yesterday', categoryId: 'work' });
  store.create('task', { id: 'late', title: 'Pay rent', categoryId: 'home', dueDate: localDay(2) });
  store.create('task', { id: 'due', title: 'Call mum', categoryId: 'home', dueDate: localDay(5) });
  store.create('task', { id: 'free', title: 'Read book', categoryId: 'work' });
  store.create('myDayEntry', { id: 'e1', referencedObjectId: 'planned', date: today, position: 'a' });
  store.create('myDayEntry', { id: 'e2', referencedObjectId: 'old', date: yesterday, position: 'a' });
}

const planned = () => within(screen.getByRole('region', { name: 'My Day' }));
const suggestions = () => within(screen.getByRole('region', { name: 'Suggestions' }));

describe('MyDayView', () => {
  it("shows the tasks of today's entries only", () => {
    renderScreen(<MyDayView settings={utc} />, seed);
    expect(planned().getByText('Planned today')).toBeTruthy();
    expect(planned().queryByText('Planned yesterday')).toBeNull();
  });

  it('still shows yesterday before the reset hour of the user time zone', () => {
    vi.setSystemTime(Date.UTC(2026, 2, 5, 4, 30));
    renderScreen(<MyDayView settings={{ timezone: 'UTC', myDayConfig: { myDayResetHourOfDay: '0500', isSuggestionsEnabled: true, isCalendarEventsEnabled: true } }} />, seed);
    expect(planned().getByText('Planned yesterday')).toBeTruthy();
    expect(planned().queryByText('Planned today')).toBeNull();
  });

  it('suggests overdue, due today and list tasks, each saying why', () => {
    renderScreen(<MyDayView settings={{ ...utc, dateFormat: 'MDY' }} />, seed);
    const overdue = within(suggestions().getByRole('region', { name: 'Overdue' }));
    expect(overdue.getByText('Pay rent').closest('li')!.textContent).toBe('Pay rentOverdue since Mar 2');
    const dueToday = within(suggestions().getByRole('region', { name: 'Due today' }));
    expect(dueToday.getByText('Call mum').closest('li')!.textContent).toBe('Call mumDue today');
    const fromLists = within(suggestions().getByRole('region', { name: 'From your lists' }));
    expect(fromLists.getByText('Read book').closest('li')!.textContent).toBe('Read bookFrom Work');
    expect(fromLists.getByText('Planned yesterday')).toBeTruthy();
    expect(suggestions().queryByText('Planned today')).toBeNull();
  });

  it('adds a suggestion to My Day as an entry of today, and removes it with status DELETED', async () => {
    const { user, objects } = renderScreen(<MyDayView settings={utc} />, seed);
    await user.click(screen.getByRole('button', { name: 'Add Pay rent to My Day' }));
    const entry = Object.values(objects().myDayEntry).find((candidate) => candidate.referencedObjectId === 'late')!;
    expect(entry).toMatchObject({ date: today, status: 'ACTIVE', referencedObjectType: 'task' });
    expect(planned().getByText('Pay rent')).toBeTruthy();
    expect(suggestions().queryByText('Pay rent')).toBeNull();

    // The row's actions show while it holds focus (or is hovered), as in every view.
    act(() => planned().getByRole('button', { name: 'Pay rent' }).focus());
    await user.click(screen.getByRole('button', { name: 'Remove Pay rent from My Day' }));
    expect(objects().myDayEntry[entry.id]!.status).toBe('DELETED');
    expect(planned().queryByText('Pay rent')).toBeNull();
    // Adding it again brings the same entry back rather than making a second one.
    await user.click(screen.getByRole('button', { name: 'Add Pay rent to My Day' }));
    expect(Object.values(objects().myDayEntry).filter((candidate) => candidate.referencedObjectId === 'late')).toHaveLength(1);
    expect(objects().myDayEntry[entry.id]!.status).toBe('ACTIVE');
  });

  it('shows each row with its meta line (due chip, list name) and opens a task from its title', async () => {
    const opened: string[] = [];
    const { user } = renderScreen(<MyDayView settings={utc} now={() => now} onOpenTask={(id) => opened.push(id)} />, (store) => {
      seed(store);
      store.create('myDayEntry', { id: 'e3', referencedObjectId: 'due', date: today, position: 'b' });
    });
    const row = planned().getByRole('button', { name: 'Call mum' }).closest<HTMLElement>('.task-row')!;
    expect(within(row).getByText(/^Today/)).toBeTruthy();
    expect(row.querySelector('.task-due-today')).not.toBeNull();
    expect(within(row).getByText('Home')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Call mum' }));
    expect(opened).toEqual(['due']);
  });

  it('moves a task within My Day by its entry, not its place in its list', async () => {
    const { user, objects } = renderScreen(<MyDayView settings={utc} now={() => now} />, (store) => {
      seed(store);
      store.create('myDayEntry', { id: 'e3', referencedObjectId: 'due', date: today, position: 'b' });
    });
    const taskPosition = objects().task.due!.position;
    planned().getByRole('button', { name: 'Call mum' }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(objects().myDayEntry.e3!.position < objects().myDayEntry.e1!.position).toBe(true);
    expect(objects().task.due!.position).toBe(taskPosition);
    const titles = [...document.querySelectorAll('.my-day-planned .task-title-text')].map((node) => node.textContent);
    expect(titles).toEqual(['Call mum', 'Planned today']);
  });

  it('makes a new task in the default list straight into My Day, and completes it', async () => {
    const { user, objects } = renderScreen(<MyDayView settings={utc} />, seed);
    await user.type(screen.getByRole('textbox', { name: 'Add a task to My Day' }), 'Buy bread{Enter}');
    const task = Object.values(objects().task).find((candidate) => candidate.title === 'Buy bread')!;
    expect(task.categoryId).toBe('work');
    expect(Object.values(objects().myDayEntry).some((entry) => entry.referencedObjectId === task.id && entry.date === today)).toBe(true);
    await user.click(planned().getByRole('checkbox', { name: 'Complete Buy bread' }));
    expect(objects().task[task.id]!.status).toBe('CHECKED');
  });

  it('respects the suggestion filters and hides suggestions when they are off', () => {
    const view = renderScreen(
      <MyDayView settings={{ ...utc, myDaySuggestionFilters: { overdue: false, dueToday: true, fromLists: true, categoryIds: ['home'] } }} />, seed,
    );
    expect(suggestions().queryByRole('region', { name: 'Overdue' })).toBeNull();
    expect(suggestions().queryByText('Read book')).toBeNull();
    expect(suggestions().getByText('Call mum')).toBeTruthy();
    view.unmount();
    renderScreen(<MyDayView settings={{ ...utc, myDayConfig: { myDayResetHourOfDay: '0500', isSuggestionsEnabled: false, isCalendarEventsEnabled: true } }} />, seed);
    expect(screen.queryByRole('region', { name: 'Suggestions' })).toBeNull();
  });

  it('finds a task an entry names by its global task id (as third-party clients may write it)', () => {
    const { store } = renderScreen(<MyDayView settings={utc} />, seed);
    act(() => {
      store.put('task', { ...store.getSnapshot().objects.task.free!, globalTaskId: 'global-free' });
      store.create('myDayEntry', { referencedObjectId: 'global-free', date: today, position: 'b' });
    });
    expect(planned().getByText('Read book')).toBeTruthy();
    expect(suggestions().queryByText('Read book')).toBeNull();
  });

  it('has an empty state and no serious axe violation', async () => {
    const { container } = renderScreen(<MyDayView settings={utc} />, (store) => {
      seed(store);
      store.edit('myDayEntry', 'e1', { status: 'DELETED' });
    });
    expect(screen.getByText(/Nothing planned yet/)).toBeTruthy();
    vi.useRealTimers();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
