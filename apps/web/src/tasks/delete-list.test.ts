import { describe, expect, it } from 'vitest';
import { createMemoryObjectStore } from '../store/memory-store.js';
import { deleteList, planDeleteList } from './delete-list.js';
import { berlinDay, testNow, testZone } from './testing/fixtures.js';
import { dayBounds } from './views/day-bounds.js';
import { createViewModel } from './views/memo.js';

function seeded() {
  return createMemoryObjectStore({
    now: () => testNow,
    seed: (store) => {
      store.create('category', { id: 'inbox', name: 'Inbox', position: 'aa', isDefault: true });
      store.create('category', { id: 'trip', name: 'Trip', position: 'ab' });
      store.create('task', { id: 'last', title: 'Last of inbox', categoryId: 'inbox', position: 'az' });
      store.create('task', { id: 'tickets', title: 'Tickets', categoryId: 'trip', position: 'ab', dueDate: berlinDay(1) });
      store.create('task', { id: 'visa', title: 'Visa', categoryId: 'trip', position: 'aa' });
      store.create('task', { id: 'packed', title: 'Packed', categoryId: 'trip', position: 'ac', status: 'CHECKED' });
      store.create('task', { id: 'filed', title: 'Filed', categoryId: 'trip', position: 'ad', status: 'DONE' });
      store.create('task', { id: 'gone', title: 'Gone', categoryId: 'trip', position: 'ae', status: 'DELETED' });
      store.create('task', { id: 'step', title: 'Step', categoryId: 'trip', position: 'af', parentGlobalTaskId: 'visa' });
    },
  });
}

const allMine = (store: ReturnType<typeof seeded>, view: 'all-mine' | 'all' = 'all-mine') => {
  const { objects } = store.getSnapshot();
  const model = createViewModel()({
    tasks: objects.task, categories: objects.category, labels: objects.label, view, grouping: 'time', layout: 'single',
    showMulticolumnOverdue: true, bounds: dayBounds(testNow, testZone),
  });
  return [...model.active, ...model.completed].map((t) => t.id).sort();
};

describe('deleting a list', () => {
  it('counts its open and completed tasks and sends every task it holds (archived, subtasks) to the default list, after its last task, in order', () => {
    const store = seeded();
    const plan = planDeleteList(store.getSnapshot().objects, 'trip');
    expect(plan.count).toBe(3);
    expect(plan.target?.id).toBe('inbox');
    expect(plan.edits.map((e) => e.id)).toEqual(['visa', 'tickets', 'packed', 'filed', 'step']);
    const positions = plan.edits.map((e) => e.changes.position!);
    expect([...positions].sort()).toEqual(positions);
    expect(positions[0]! > 'az').toBe(true);
  });

  it('leaves no task stranded: the same tasks are in All my tasks and All tasks before and after, and Undo restores list and tasks', () => {
    const store = seeded();
    const before = allMine(store);
    const undo = deleteList(store, 'trip');
    const { objects } = store.getSnapshot();
    expect(objects.category.trip!.isDeleted).toBe(true);
    expect(['visa', 'tickets', 'packed', 'filed', 'step'].map((id) => objects.task[id]!.categoryId)).toEqual(Array(5).fill('inbox'));
    expect(objects.task.gone!.categoryId).toBe('trip');
    expect(allMine(store)).toEqual(before);
    expect(allMine(store, 'all')).toEqual(before);
    undo();
    expect(store.getSnapshot().objects.category.trip!.isDeleted).toBe(false);
    expect(store.getSnapshot().objects.task.visa!.categoryId).toBe('trip');
  });

  it('deleting the default list sends its tasks to the first other list; the last list leaves them without one', () => {
    const store = seeded();
    expect(planDeleteList(store.getSnapshot().objects, 'inbox').target?.id).toBe('trip');
    deleteList(store, 'trip');
    const plan = planDeleteList(store.getSnapshot().objects, 'inbox');
    expect(plan.target).toBeNull();
    expect(plan.edits.every((e) => e.changes.categoryId === null)).toBe(true);
  });

  it('a list deleted elsewhere without moving its tasks leaves them in All my tasks as in All tasks, not hidden in one and shown in the other', () => {
    const store = seeded();
    const before = allMine(store);
    store.edit('category', 'trip', { isDeleted: true });
    expect(allMine(store)).toEqual(before);
    expect(allMine(store, 'all')).toEqual(before);
  });
});
