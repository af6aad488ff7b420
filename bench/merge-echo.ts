/**
 * A device merging its own write back: the carried echo of a card it moved (mergeObject with every field equal) and
 * the push's answer bringing that card again (applyAnswer into a map of 5,000 tasks, the card equal to the local
 * copy). Both run on the mover's page while another member's page draws the move (bench/board-browser-move.ts).
 * `npm run bench:merge-echo`; run it on two commits to compare (alternating).
 */
import { mergeObject, syncModels, updateTimeKey, writableFields, type IncomingItem, type SyncObject, type SyncResponse } from '@taskhub/domain';
import { applyAnswer } from '../packages/sync-client/src/apply-answer.js';
import type { ObjectMaps } from '../packages/sync-client/src/local-state.js';
import { percentile } from './bench-report.js';

const task = (i: number): Record<string, unknown> => {
  const object: Record<string, unknown> = {
    ...(syncModels.task.defaults as object), id: `task-${i}`, creationDate: 1, title: `Card ${i} of stage 3`, boardId: 'b1',
    sectionId: 's2', position: `a${i}`, categoryId: null, alert: { type: 'OFFSET', offset: 10 },
  };
  for (const field of writableFields('task')) object[updateTimeKey(field)] = 1000;
  object.lastUpdateDate = 1000;
  return object;
};
const stored = task(0);
const echo: IncomingItem = { id: stored.id as string, creationDate: 1 };
for (const field of writableFields('task')) {
  if (stored[field] === undefined) continue;
  echo[field] = stored[field];
  echo[updateTimeKey(field)] = 1000;
}
const tasks: Record<string, SyncObject> = {};
for (let i = 0; i < 5000; i += 1) tasks[`task-${i}`] = task(i) as unknown as SyncObject;
const objects = { task: tasks, category: {}, label: {}, myDayEntry: {}, attachment: {}, userNotification: {}, customView: {} } as unknown as ObjectMaps;
const answer = { models: { task: { items: [task(7)] } }, lastUpdateDate: 2000 } as unknown as SyncResponse;

const time = (count: number, run: () => void) => {
  const samples: number[] = [];
  for (let round = 0; round < 7; round += 1) {
    const start = performance.now();
    for (let k = 0; k < count; k += 1) run();
    samples.push(((performance.now() - start) / count) * 1000);
  }
  return percentile(samples.slice(2), 0.5);
};
console.log(`echo merge of one task (mergeObject, every field equal): ${time(20_000, () => mergeObject('task', stored, echo, 2000)).toFixed(1)} µs p50`);
console.log(`push answer with the pushed card, equal to the local one, into 5,000 tasks (applyAnswer): ${time(500, () => applyAnswer(objects, answer, () => false, 2000)).toFixed(1)} µs p50`);
