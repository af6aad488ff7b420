import { createObject, editObject, type SyncObject, type SyncResponse } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { applyAnswer } from './apply-answer.js';
import { emptyObjects, type ObjectMaps } from './local-state.js';

const task = (id: string, title: string, now: number) => ({
  ...createObject<SyncObject<'task'>>('task', id, { title }, now), globalTaskId: id, shared: false, participants: [],
}) as SyncObject<'task'>;

function answer(items: SyncObject<'task'>[], rejected: { id: string | null; code: string }[]): SyncResponse {
  const empty = { items: [] };
  return {
    models: {
      task: { items, rejected }, category: empty, label: empty, myDayEntry: empty, attachment: empty, sharedMember: empty,
      userNotification: empty, taskNotification: empty,
    },
    lastUpdateDate: 10_000,
  };
}

describe('applyAnswer with items the push refused', () => {
  const stored = task('t1', 'stored', 1000);
  const refusedEdit = editObject('task', stored, { title: 'refused' }, 5000);
  const refusedNew = task('t2', 'never stored', 5000);
  const objects: ObjectMaps = { ...emptyObjects(), task: { t1: refusedEdit, t2: refusedNew } };
  const refusals = [{ id: 't1', code: 'BAD_REQUEST' }, { id: 't2', code: 'BAD_REQUEST' }, { id: null, code: 'BAD_REQUEST' }];

  it('rolls an edit back to the server\'s copy and drops an object the server never took, pushing neither again', () => {
    const applied = applyAnswer(objects, answer([stored], refusals), () => false, 9000);
    expect(applied.objects.task).toEqual({ t1: stored });
    expect(applied.repush).toEqual([]);
    expect(applied.changed).toEqual(expect.arrayContaining([{ model: 'task', id: 't1' }, { model: 'task', id: 't2' }]));
  });

  it('keeps a refused object that was edited again since it was sent: that edit is pushed next', () => {
    const applied = applyAnswer(objects, answer([stored], refusals), (_model, id) => id === 't1', 9000);
    expect(applied.objects.task.t1?.title).toBe('refused');
    expect(applied.objects.task.t2).toBeUndefined();
  });
});

describe('applyAnswer with nothing to change', () => {
  const held = task('t1', 'held', 1000);
  const objects: ObjectMaps = { ...emptyObjects(), task: { t1: held, t2: task('t2', 'other', 1000) } };

  it('keeps the map itself when the answer brings back a task equal to the local one (the push\'s own card)', () => {
    const applied = applyAnswer(objects, answer([{ ...held }], []), () => false, 9000);
    expect(applied.objects).toBe(objects);
    expect(applied.changed).toEqual([]);
  });

  it('drops an id listed twice under removed once', () => {
    const removed = answer([], []);
    removed.models.task!.removed = ['t1', 't1'];
    const applied = applyAnswer(objects, removed, () => false, 9000);
    expect(Object.keys(applied.objects.task)).toEqual(['t2']);
    expect(applied.changed).toEqual([{ model: 'task', id: 't1' }]);
  });
});
