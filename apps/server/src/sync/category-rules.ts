import { mergeObject, type IncomingItem, type SyncObject } from '@taskhub/domain';
import type { Database } from '../db/database.js';
import type { PushByModel } from './object-store.js';
import { foreignIds, listObjects } from './object-queries.js';

type Category = SyncObject<'category'>;

/** The default list among several: the latest `isDefault` write wins, ties going to the larger id (same on every node). */
const later = (a: Category, b: Category) =>
  a.isDefaultUpdateTime !== b.isDefaultUpdateTime ? a.isDefaultUpdateTime > b.isDefaultUpdateTime : a.id > b.id;

/**
 * At most one default list per user: when a write leaves several lists marked default, the latest choice stays and
 * the others are cleared in the same write. This runs on sync pushes too — unlike the tag rules it needs no refusal,
 * only the merge rule's own "latest write wins", so devices that chose offline still converge. A clear is stamped
 * with the winner's time (or just after the cleared write) so it wins the merge on every device.
 */
export async function applyDefaultListRule(tx: Database, userId: string, push: PushByModel, now: number): Promise<PushByModel> {
  const pushed = push.category ?? [];
  if (!pushed.some((item) => item.isDefault === true)) return push;
  const lists = new Map((await listObjects(tx, userId, 'category')).map((list) => [list.id, list]));
  const skipped = new Set(await foreignIds(tx, userId, 'category', pushed.map((item) => item.id)));
  for (const item of pushed) {
    if (skipped.has(item.id)) continue;
    lists.set(item.id, mergeObject<Category>('category', lists.get(item.id), item, now, { untimedWins: true }).object);
  }
  const defaults = [...lists.values()].filter((list) => list.isDefault);
  if (defaults.length <= 1) return push;
  const winner = defaults.reduce((best, list) => (later(list, best) ? list : best));
  const clears: IncomingItem[] = defaults.filter((list) => list.id !== winner.id).map((list) => ({
    id: list.id, isDefault: false, isDefaultUpdateTime: Math.max(winner.isDefaultUpdateTime, list.isDefaultUpdateTime + 1),
  }));
  return { ...push, category: [...pushed, ...clears] };
}
