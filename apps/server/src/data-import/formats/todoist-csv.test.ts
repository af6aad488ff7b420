import { readFileSync } from 'node:fs';
import { zonedInstant } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { errorOf } from './test-helpers.js';
import { parseTodoistCsv } from './todoist-csv.js';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const timeZone = 'Europe/Berlin';
const now = Date.UTC(2026, 4, 4, 8); // Monday 4 May 2026, 10:00 in Berlin
const options = { timeZone, now, listName: 'Home' };

describe('parseTodoistCsv', () => {
  const bundle = parseTodoistCsv(fixture('todoist-project.csv'), options);
  const byTitle = (title: string) => bundle.tasks.find((task) => task.title === title)!;

  it('reads tasks with labels taken out of the title, the description as note, and lists from sections', () => {
    expect(bundle.lists).toEqual([{ key: 'list-1', name: 'Home' }, { key: 'list-2', name: 'Home / Errands' }]);
    expect(bundle.labels.map((label) => label.name)).toEqual(['home', 'weekend']);
    const party = byTitle('Plan the garden party');
    expect(party.note).toBe('Guests, food and music.\nAsk Sam about the grill.');
    expect(party.labelKeys).toEqual(['label-1', 'label-2']);
    expect(party.listKey).toBe('list-1');
    expect(byTitle('Pick up the parcel').listKey).toBe('list-2');
    expect(bundle.tasks).toHaveLength(6);
  });

  it('inverts nothing in CSV: PRIORITY 1 is p1, the highest; empty is Normal', () => {
    expect(byTitle('Plan the garden party').priority).toBe('High');
    expect(byTitle('Write the invitations').priority).toBe('High');
    expect(byTitle('Water the plants').priority).toBe('Normal');
    expect(byTitle('Print them').priority).toBe('Normal');
    expect(byTitle('Renew the passport').priority).toBe('Normal');
  });

  it('makes indented tasks subtasks of the task above them', () => {
    expect(byTitle('Write the invitations').parentKey).toBe(byTitle('Plan the garden party').key);
    expect(byTitle('Print them').parentKey).toBe(byTitle('Write the invitations').key);
    expect(byTitle('Water the plants').parentKey).toBeUndefined();
  });

  it('appends note rows (comments) to the task above, quotes unescaped', () => {
    expect(byTitle('Print them').note).toBe('Use the recycled paper, it is in the "office" drawer');
  });

  it('reads days as all-day, times in the row zone, and recurring phrases as a repeat', () => {
    expect(byTitle('Plan the garden party').dueDate).toBe(zonedInstant({ year: 2026, month: 6, day: 13 }, timeZone));
    expect(byTitle('Write the invitations').dueDate).toBe(zonedInstant({ year: 2026, month: 6, day: 1, hour: 18, minute: 30 }, timeZone));
    const plants = byTitle('Water the plants');
    expect(plants.repeatingMethod).toBe('TASK_REPEAT_DAY');
    expect(plants.dueDate).toBeGreaterThanOrEqual(now - 86_400_000);
  });

  it('reads relative dates from now in the user zone', () => {
    const text = 'TYPE,CONTENT,PRIORITY,INDENT,DATE,DATE_LANG\ntask,Call mom,4,1,tomorrow at 17:00,en\ntask,Gym,4,1,every 2 weeks,en\n';
    const [call, gym] = parseTodoistCsv(text, options).tasks;
    expect(call!.dueDate).toBe(zonedInstant({ year: 2026, month: 5, day: 5, hour: 17 }, timeZone));
    expect(gym).toMatchObject({ repeatingMethod: 'TASK_REPEAT_WEEK', repeatInterval: 2 });
  });

  it('keeps a date it cannot read in the note instead of dropping it', () => {
    const parcel = byTitle('Pick up the parcel');
    expect(parcel.dueDate).toBeUndefined();
    expect(parcel.note).toBe('Todoist date: every other fortnight on a blue moon');
  });

  it('reads a ;-separated file with a byte order mark, CRLF and its DATE_LANG', () => {
    const german = parseTodoistCsv(fixture('todoist-semicolon-bom.csv'), { timeZone, now });
    expect(german.lists).toEqual([{ key: 'list-1', name: 'Todoist' }]);
    expect(german.tasks[0]).toMatchObject({ title: 'Steuererklärung abgeben', note: 'Belege, Quittungen', priority: 'High' });
    expect(german.labels[0]!.name).toBe('büro');
    expect(german.tasks[1]).toMatchObject({ title: 'Zahnarzt anrufen', repeatingMethod: 'TASK_REPEAT_WEEK' });
  });

  it('names the line of bad input', () => {
    const header = 'TYPE,CONTENT,PRIORITY,INDENT\n';
    expect(errorOf(() => parseTodoistCsv(`${header}task,a,1,1\n\ntask,b,7,1\n`, options)).where).toEqual({ line: 4 });
    expect(errorOf(() => parseTodoistCsv(`${header}task,"a\nb",1,1\nfolder,x,,\n`, options)).message).toBe('Line 4: TYPE must be task, section, note or meta, not "folder"');
    expect(errorOf(() => parseTodoistCsv(`${header}task,"never closed,1,1\n`, options)).where).toEqual({ line: 2 });
    expect(errorOf(() => parseTodoistCsv(`${header}note,orphan,,\n`, options)).where).toEqual({ line: 2 });
    expect(errorOf(() => parseTodoistCsv('Title,Due\nx,y\n', options)).message).toMatch(/^Line 1: the header has no TYPE column/);
    expect(errorOf(() => parseTodoistCsv(`${header}task,${'x'.repeat(10_001)},1,1\n`, options)).message).toBe('Line 2: the title is longer than 10000 characters');
  });
});
