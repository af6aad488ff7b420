import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampWriteTimes, createObject, editObject, mergeObject } from './merge.js';

type Task = Record<string, unknown> & { id: string };
const base = () => createObject<Task>('task', 't1', { title: 'Milk', note: '' }, 1000);

describe('mergeObject', () => {
  it('keeps two offline edits of different fields', () => {
    const a = editObject('task', base(), { title: 'Oat milk' }, 2000);
    const b = editObject('task', base(), { note: 'two litres' }, 3000);
    const merged = mergeObject('task', mergeObject('task', base(), a, 9999).object, b, 9999).object;
    expect(merged.title).toBe('Oat milk');
    expect(merged.note).toBe('two litres');
    expect(merged.lastUpdateDate).toBe(3000);
  });

  it('takes a timed write of a field the stored object predates (added to the model later, so it has no time)', () => {
    const { repeatTrigger: _trigger, repeatTriggerUpdateTime: _time, ...old } = base();
    const merged = mergeObject('task', old as Task, { id: 't1', repeatTrigger: { type: 'archived' }, repeatTriggerUpdateTime: 2000 }, 0);
    expect(merged.changed).toBe(true);
    expect(merged.object.repeatTrigger).toEqual({ type: 'archived' });
    expect(merged.object.repeatTriggerUpdateTime).toBe(2000);
    // And an edit of another field of such an object still has a last-update time (not NaN from the missing one).
    expect(mergeObject('task', old as Task, { id: 't1', title: 'x', titleUpdateTime: 3000 }, 0).object.lastUpdateDate).toBe(3000);
  });

  it('takes the later write of one field, whatever the order of arrival', () => {
    const early = editObject('task', base(), { title: 'early' }, 2000);
    const late = editObject('task', base(), { title: 'late' }, 3000);
    expect(mergeObject('task', mergeObject('task', base(), late, 0).object, early, 0).object.title).toBe('late');
    expect(mergeObject('task', mergeObject('task', base(), early, 0).object, late, 0).object.title).toBe('late');
  });

  it('breaks a tie of times the same way on every device', () => {
    const a = editObject('task', base(), { title: 'a' }, 2000);
    const b = editObject('task', base(), { title: 'b' }, 2000);
    const ab = mergeObject('task', a, b, 0).object;
    const ba = mergeObject('task', b, a, 0).object;
    expect(ab.title).toBe(ba.title);
  });

  it('stamps a field sent without its time as written now, only when it differs', () => {
    const stored = base();
    const same = mergeObject('task', stored, { id: 't1', title: 'Milk' }, 5000);
    expect(same.changed).toBe(false);
    const changed = mergeObject('task', stored, { id: 't1', title: 'Bread' }, 5000);
    expect(changed.changed).toBe(true);
    expect(changed.object.titleUpdateTime).toBe(5000);
  });

  it('keeps the creation\'s creationDate when an edit arrived first, in either order', () => {
    const creation = { id: 't1', title: 'Milk', titleUpdateTime: 1000, creationDate: 1000 };
    const edit = { id: 't1', note: 'two litres', noteUpdateTime: 2000 };
    const editFirst = mergeObject<Task>('task', mergeObject<Task>('task', undefined, edit, 5000).object, creation, 6000);
    expect(editFirst.changed).toBe(true);
    expect(editFirst.object.creationDate).toBe(1000);
    const creationFirst = mergeObject<Task>('task', mergeObject<Task>('task', undefined, creation, 5000).object, edit, 6000);
    expect(creationFirst.object).toMatchObject({ creationDate: 1000, title: 'Milk', note: 'two litres' });
  });

  it('keeps deletion as a status that syncs like any field', () => {
    const deleted = editObject('task', base(), { status: 'DELETED' }, 2000);
    const merged = mergeObject('task', base(), deleted, 0).object;
    expect(merged.status).toBe('DELETED');
    expect(merged.statusUpdateTime).toBe(2000);
  });

  it('gives a new object the defaults for fields not sent', () => {
    const { object, changed } = mergeObject<Task>('task', undefined, { id: 'n', title: 'New' }, 7000);
    expect(changed).toBe(true);
    expect(object).toMatchObject({ title: 'New', status: 'UNCHECKED', priority: 'Normal', labels: [], creationDate: 7000 });
  });

  it('converges whatever order a set of writes arrives in', () => {
    const write = fc.record({
      field: fc.constantFrom('title', 'note', 'priority'),
      value: fc.constantFrom('High', 'Low', 'Normal'),
      time: fc.integer({ min: 1001, max: 1010 }),
    });
    fc.assert(fc.property(fc.array(write, { maxLength: 12 }), fc.nat(), (writes, seed) => {
      const items = writes.map((w) => ({ id: 't1', [w.field]: w.value, [`${w.field}UpdateTime`]: w.time }));
      const shuffled = [...items].sort((x, y) => ((JSON.stringify(x).length * 31 + seed) % 7) - ((JSON.stringify(y).length * 17 + seed) % 5));
      const apply = (list: typeof items) => list.reduce<Task>((o, item) => mergeObject('task', o, item, 0).object, base());
      expect(apply(shuffled)).toEqual(apply(items));
    }));
  });

  it('with untimedWins, lets a field sent without its time win over a stored time ahead of the clock', () => {
    const ahead = editObject('task', base(), { title: 'From the future' }, 50_000);
    expect(mergeObject<Task>('task', ahead, { id: 't1', title: 'Now' }, 2000).object.title).toBe('From the future');
    const { object } = mergeObject<Task>('task', ahead, { id: 't1', title: 'Now' }, 2000, { untimedWins: true });
    expect(object).toMatchObject({ title: 'Now', titleUpdateTime: 50_001 });
    expect(mergeObject<Task>('task', base(), { id: 't1', title: 'Now' }, 2000, { untimedWins: true }).object.titleUpdateTime).toBe(2000);
  });
});

describe('clampWriteTimes', () => {
  it('cuts every update time and the creation date to the latest allowed, leaving earlier ones alone', () => {
    const item = { id: 't1', title: 'x', titleUpdateTime: 9_000, noteUpdateTime: 100, creationDate: 8_000, lastUpdateDate: 9_999 };
    expect(clampWriteTimes('task', item, 5_000)).toEqual({ ...item, titleUpdateTime: 5_000, creationDate: 5_000 });
    const early = { id: 't1', titleUpdateTime: 10 };
    expect(clampWriteTimes('task', early, 5_000)).toBe(early);
  });
});
