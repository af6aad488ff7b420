import { syncModelNames, type SyncModelName } from '@taskhub/domain';
import type { AppContext } from '../context.js';
import type { Database } from '../db/database.js';
import { advanceScopeClock } from './change-clock.js';
import { applyDefaultListRule } from './category-rules.js';
import { applyPush, emptyObjects, type PushByModel, type PushResult } from './object-store.js';

/**
 * A check a caller runs inside the write, after the user's scope is locked: it sees every committed write of the
 * user and none can start until this one ends. Throwing refuses the whole write (nothing is stored).
 */
export type WriteCheck = (tx: Database, push: PushByModel, now: number) => Promise<void>;

const total = (push: PushByModel) => syncModelNames.reduce((sum, model) => sum + (push[model]?.length ?? 0), 0);

/**
 * THE way objects are written (sync pushes, REST calls, server-made objects): merge under the scope clock with the
 * rules every write obeys (one default list), then tell realtime which models changed. Keeping one path means a
 * device hears about every change, whichever call made it.
 */
export async function writeObjects(ctx: Pick<AppContext, 'db' | 'now' | 'changes'>, userId: string, push: PushByModel, check?: WriteCheck): Promise<PushResult> {
  if (total(push) === 0) return { changed: emptyObjects(), seq: null };
  const now = ctx.now();
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Taken first so the checks and rules below read a state no other write of this user can change meanwhile.
    await advanceScopeClock(tx, { id: userId, ownerUserId: userId });
    await check?.(tx, push, now);
    return applyPush(tx, userId, await applyDefaultListRule(tx, userId, push, now), now);
  });
  if (result.seq !== null) {
    const models = syncModelNames.filter((model): model is SyncModelName => result.changed[model].length > 0);
    ctx.changes?.publish({ scopeIds: [userId], models, lastUpdateDate: result.seq });
  }
  return result;
}
