import { defaultMyDaySuggestionFilters } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { createMemoryObjectStore } from '../store/memory-store.js';
import { myDaySuggestions } from './suggestions.js';

const today = Date.UTC(2026, 2, 5);
const localDay = (day: number, hour = 0) => new Date(2026, 2, day, hour).getTime();

function seeded() {
  return createMemoryObjectStore({
    seed(store) {
      store.create('category', { id: 'work', name: 'Work', position: 'a' });
      store.create('category', { id: 'home', name: 'Home', position: 'b' });
      store.create('task', { id: 'late', title: 'Late', categoryId: 'work', dueDate: localDay(3) });
      store.create('task', { id: 'now', title: 'Now', categoryId: 'home', dueDate: localDay(5, 18) });
      store.create('task', { id: 'later', title: 'Later', categoryId: 'work', dueDate: localDay(9) });
      store.create('task', { id: 'free', title: 'Free', categoryId: 'home' });
      store.create('task', { id: 'done', title: 'Done', categoryId: 'home', status: 'CHECKED', dueDate: localDay(1) });
      store.create('task', { id: 'sub', title: 'Sub', categoryId: 'home', parentGlobalTaskId: 'free' });
      store.create('myDayEntry', { referencedObjectId: 'planned', date: today });
      store.create('task', { id: 'planned', title: 'Planned', categoryId: 'home', dueDate: localDay(2) });
    },
  });
}

const ids = (list: { task: { id: string } }[]) => list.map((s) => s.task.id);

describe('myDaySuggestions', () => {
  it('sorts open top-level tasks not in My Day into overdue, due today and from lists', () => {
    const sections = myDaySuggestions(seeded().getSnapshot().objects, today, defaultMyDaySuggestionFilters);
    expect(ids(sections.overdue)).toEqual(['late']);
    expect(ids(sections.dueToday)).toEqual(['now']);
    expect(ids(sections.fromLists)).toEqual(['later', 'free']);
    expect(sections.fromLists[0]!.listName).toBe('Work');
  });

  it('leaves out a source the filters switch off, and lists not chosen', () => {
    const objects = seeded().getSnapshot().objects;
    const sections = myDaySuggestions(objects, today, { overdue: false, dueToday: true, fromLists: true, categoryIds: ['home'] });
    expect(sections.overdue).toEqual([]);
    expect(ids(sections.fromLists)).toEqual(['free']);
    expect(myDaySuggestions(objects, today, { ...defaultMyDaySuggestionFilters, dueToday: false }).dueToday).toEqual([]);
  });
});
