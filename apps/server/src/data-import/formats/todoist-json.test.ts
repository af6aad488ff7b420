import { readFileSync } from 'node:fs';
import { zonedInstant } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { parseTodoistJson } from './todoist-json.js';
import { errorOf } from './test-helpers.js';

const fixture = readFileSync(new URL('fixtures/todoist-backup.json', import.meta.url), 'utf8');
const timeZone = 'Europe/Berlin';
const options = { timeZone, now: Date.UTC(2026, 4, 4, 8) };

describe('parseTodoistJson', () => {
  const bundle = parseTodoistJson(fixture, options);
  const byTitle = (title: string) => bundle.tasks.find((task) => task.title === title)!;

  it('makes projects and sections lists, archived projects archived, deleted ones left out', () => {
    expect(bundle.lists).toEqual([
      { key: 'list-1', name: 'Inbox' },
      { key: 'list-2', name: 'Shopping' },
      { key: 'list-3', name: 'Old trip', isArchived: true },
      { key: 'list-4', name: 'Shopping / Groceries' },
    ]);
    expect(bundle.tasks.map((task) => task.title)).toEqual(['Buy Milk', 'Call the plumber', 'Book the ferry', 'Pay rent', 'Check the fridge first']);
    expect(byTitle('Buy Milk').listKey).toBe('list-4');
    expect(byTitle('Book the ferry').listKey).toBe('list-3');
  });

  it('inverts the API priority: 4 is p1 (High), 1 is p4 (Normal)', () => {
    expect(byTitle('Buy Milk').priority).toBe('High');
    expect(byTitle('Book the ferry').priority).toBe('Normal');
    expect(byTitle('Call the plumber').priority).toBe('High');
    expect(byTitle('Pay rent').priority).toBe('Normal');
  });

  it('keeps subtasks, completion, creation date and description', () => {
    const fridge = byTitle('Check the fridge first');
    expect(fridge).toMatchObject({ parentKey: byTitle('Buy Milk').key, status: 'CHECKED', listKey: 'list-4' });
    expect(byTitle('Buy Milk')).toMatchObject({ note: 'The oat one', status: 'UNCHECKED', creationDate: Date.UTC(2026, 3, 26, 8, 25, 5) });
  });

  it('reads all-day, floating and fixed dates, and recurring strings as repeats', () => {
    expect(byTitle('Buy Milk')).toMatchObject({ dueDate: zonedInstant({ year: 2026, month: 5, day: 5 }, timeZone), repeatingMethod: 'TASK_REPEAT_DAY' });
    expect(byTitle('Call the plumber').dueDate).toBe(zonedInstant({ year: 2026, month: 5, day: 6, hour: 9, minute: 30 }, timeZone));
    expect(byTitle('Book the ferry').dueDate).toBe(Date.UTC(2026, 4, 7, 16));
    const rent = byTitle('Pay rent');
    expect(rent.repeatingMethod).toBeUndefined();
    expect(rent.note).toBe('Todoist repeat: every last workday');
  });

  it('gives labels their colours in our palette, and comments in time order in the note', () => {
    expect(bundle.labels).toEqual([
      { key: 'label-1', name: 'Food', color: '#e53935' },
      { key: 'label-2', name: 'Waiting', color: '#8e8e93' },
      { key: 'label-3', name: 'Urgent' },
    ]);
    expect(byTitle('Call the plumber')).toMatchObject({ labelKeys: ['label-2', 'label-3'], note: 'Left a message\n\nHe said Thursday' });
  });

  it('names the line of broken JSON and the path of a wrong value', () => {
    expect(errorOf(() => parseTodoistJson('{\n  "projects": [\n    {"id": 1,}\n  ]\n}', options)).where).toEqual({ line: 3 });
    const wrong = fixture.replace('"content": "Call the plumber"', '"content": 42');
    expect(errorOf(() => parseTodoistJson(wrong, options)).where).toEqual({ field: 'items[2].content' });
    expect(errorOf(() => parseTodoistJson('[]', options)).message).toBe('At (file): this is not a Todoist backup');
    const badDate = fixture.replace('"2026-06-01"', '"2026-02-30"');
    expect(errorOf(() => parseTodoistJson(badDate, options)).message).toBe('At items[4].due.date: "2026-02-30" is not a date');
    const circle = fixture.replace('"parent_id": null,\n      "content": "Buy Milk"', '"parent_id": "2995104340",\n      "content": "Buy Milk"');
    expect(errorOf(() => parseTodoistJson(circle, options)).message).toMatch(/^At items\[\d\]\.parent_id: the subtasks go round in a circle$/);
  });
});
