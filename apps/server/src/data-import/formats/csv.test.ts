import { readFileSync } from 'node:fs';
import { zonedInstant } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { errorOf } from './test-helpers.js';

const fixture = readFileSync(new URL('fixtures/generic-spreadsheet.csv', import.meta.url), 'utf8');
const timeZone = 'America/New_York';
const mapping = { title: 'Task', note: 'Details', dueDate: 'Due', list: 'Project', tags: 'Labels', priority: 'Importance', status: 'State' };
const options = { timeZone, now: Date.UTC(2026, 4, 4, 12), mapping, dateOrder: 'DMY' as const };

describe('parseCsv', () => {
  const bundle = parseCsv(fixture, options);

  it('reads every mapped column of a ;-separated spreadsheet with quoted newlines', () => {
    expect(bundle.lists).toEqual([{ key: 'list-1', name: 'Admin' }, { key: 'list-2', name: 'Travel' }]);
    expect(bundle.labels).toEqual([{ key: 'label-1', name: 'money' }, { key: 'label-2', name: 'car' }, { key: 'label-3', name: 'travel' }]);
    expect(bundle.tasks).toEqual([
      {
        key: 'task-1', title: 'Renew car insurance', note: 'Policy 4471-B; compare two quotes', listKey: 'list-1', labelKeys: ['label-1', 'label-2'],
        dueDate: zonedInstant({ year: 2026, month: 5, day: 31 }, timeZone), priority: 'High', status: 'UNCHECKED',
      },
      {
        key: 'task-2', title: 'Plan the "summer" trip', note: 'Flights\nHotel\nCar', listKey: 'list-2', labelKeys: ['label-3'],
        dueDate: zonedInstant({ year: 2026, month: 7, day: 1, hour: 8, minute: 15 }, timeZone), priority: 'Normal', status: 'UNCHECKED',
      },
      {
        key: 'task-3', title: 'Return library books', dueDate: zonedInstant({ year: 2026, month: 5, day: 4, hour: 17, minute: 30 }, timeZone),
        priority: 'Low', status: 'CHECKED',
      },
      { key: 'task-4', title: 'Old receipts', listKey: 'list-1', labelKeys: ['label-1'], priority: 'Normal', status: 'DONE' },
    ]);
  });

  it('reads dates in the user order, with 12-hour times, and leaves unmapped fields out', () => {
    const text = 'Name,When\nA,3/4/2026\nB,3/4/2026 9:05 pm\nC,\n';
    const us = parseCsv(text, { timeZone, mapping: { title: 'name', dueDate: 'WHEN' } });
    expect(us.tasks.map((task) => task.dueDate)).toEqual([
      zonedInstant({ year: 2026, month: 3, day: 4 }, timeZone),
      zonedInstant({ year: 2026, month: 3, day: 4, hour: 21, minute: 5 }, timeZone),
      undefined,
    ]);
    expect(parseCsv(text, { timeZone, mapping: { title: 'Name', dueDate: 'When' }, dateOrder: 'DMY' }).tasks[0]!.dueDate)
      .toBe(zonedInstant({ year: 2026, month: 4, day: 3 }, timeZone));
    expect(us.tasks[2]).toEqual({ key: 'task-3', title: 'C' });
  });

  it('names the line or the mapping field of bad input', () => {
    expect(errorOf(() => parseCsv(fixture, { ...options, mapping: { ...mapping, note: 'Notes' } })).message)
      .toBe('At mapping.note: the file has no column "Notes" (its first line has "Task", "Details", "Due", "Project", "Labels", "Importance", "State")');
    expect(errorOf(() => parseCsv(fixture.replace('31.05.2026', '31.06.2026'), options)).message)
      .toBe('Line 2: "31.06.2026" in the column "Due" is not a date');
    expect(errorOf(() => parseCsv(fixture.replace(';low;done', ';whenever;done'), options)).where).toEqual({ line: 6 });
    expect(errorOf(() => parseCsv(fixture.replace(';archived', ';lost'), options)).where).toEqual({ line: 8 });
    expect(errorOf(() => parseCsv(fixture.replace(';archived', ';constructor'), options)).where).toEqual({ line: 8 });
    expect(errorOf(() => parseCsv(fixture.replace(';low;', ';__proto__;'), options)).where).toEqual({ line: 6 });
    expect(errorOf(() => parseCsv('Task,Due\n,2026-01-01\n', { timeZone, mapping: { title: 'Task', dueDate: 'Due' } })).message)
      .toBe('Line 2: a task has no title');
    expect(errorOf(() => parseCsv('', { timeZone, mapping: { title: 'Task' } })).message).toBe('Line 1: the file is empty');
  });
});

