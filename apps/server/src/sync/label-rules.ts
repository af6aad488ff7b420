import {
  AppError, freeLabelLimit, isFreeLabelColor, mergeObject, sameLabel, updateTimeKey, type IncomingItem, type SyncObject,
} from '@taskhub/domain';
import type { Database } from '../db/database.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';
import type { PushByModel } from './object-store.js';
import type { WriteCheck } from './write.js';
import { listObjects } from './object-queries.js';

type Label = SyncObject<'label'>;

const isActive = (label: Label | undefined): label is Label => label !== undefined && !label.isDeleted;

/** What a write asks beyond the free plan: tags it makes active (new or restored), active tags it recolours. */
interface PremiumUse {
  activated: string[];
  recoloured: string[];
}

/**
 * The free plan's tag rules (SPEC.md section 6, "Premium unlocks more tags and colours"), the same on every path: a
 * write may not make a tag active, new or restored, past the free count (or past the count already held, for an
 * account that held more while Premium) or in a colour outside the free palette, nor give an active tag such a colour.
 * Renaming, moving or deleting a tag is always allowed, whatever its colour.
 */
function premiumUse(before: Map<string, Label>, after: Map<string, Label>, pushedIds: Set<string>): PremiumUse {
  const activeBefore = [...before.values()].filter(isActive).length;
  const keptActive = [...after.values()].filter((label) => isActive(label) && isActive(before.get(label.id))).length;
  let room = Math.max(freeLabelLimit, activeBefore) - keptActive;
  const use: PremiumUse = { activated: [], recoloured: [] };
  for (const id of pushedIds) {
    const label = after.get(id);
    if (!isActive(label)) continue;
    const free = isFreeLabelColor(label.color);
    const stored = before.get(id);
    if (isActive(stored)) {
      if (!free && stored.color.toLowerCase() !== label.color.toLowerCase()) use.recoloured.push(id);
    } else if (free && room > 0) {
      room -= 1;
    } else {
      use.activated.push(id);
    }
  }
  return use;
}

const boardOf = (label: Label): string | null => label.boardId ?? null;

/**
 * The tags the user sees (their own and their boards'), what they become once the pushed items are merged in (as the
 * write will merge them), and the same narrowed to the user's own tags: the free plan counts a person's own tags only,
 * a board's tags belong to its team.
 */
async function labelsAround(tx: Database, userId: string, items: IncomingItem[], now: number) {
  const before = new Map((await listObjects(tx, userId, 'label')).map((label) => [label.id, label]));
  const after = new Map(before);
  for (const item of items) after.set(item.id, mergeObject<Label>('label', after.get(item.id), item, now, { untimedWins: true }).object);
  const pushedIds = new Set(items.map((item) => item.id));
  const own = (labels: Map<string, Label>) => new Map([...labels].filter(([, label]) => boardOf(label) === null));
  const ownPushed = new Set([...pushedIds].filter((id) => boardOf(after.get(id)!) === null));
  return { before, after, pushedIds, personal: { before: own(before), after: own(after), pushedIds: ownPushed } };
}

/**
 * The tag rules of SPEC.md section 10, checked on REST tag writes inside the write (the user's scope is locked, so
 * two calls cannot both pass): a name and colour pair is unique among active tags ('An identical tag already exists'),
 * and what `premiumUse` finds needs Premium. Sync pushes are never refused: see freePlanLabelRule.
 */
export function labelWriteCheck(userId: string): WriteCheck {
  return async (tx: Database, push, now) => {
    const { after, pushedIds, personal } = await labelsAround(tx, userId, push.label ?? [], now);
    for (const id of pushedIds) {
      const label = after.get(id)!;
      if (label.isDeleted) continue;
      // Unique among the tags of the same place: the person's own, or one board's.
      const twin = [...after.values()].find((other) => other.id !== id && !other.isDeleted && boardOf(other) === boardOf(label) && sameLabel(other, label));
      if (twin) throw new AppError('LABEL_EXISTS');
    }
    const use = premiumUse(personal.before, personal.after, personal.pushedIds);
    if (use.activated.length + use.recoloured.length > 0 && !hasActivePremium(await latestSubscription(tx, userId), now)) {
      throw new AppError('PREMIUM_REQUIRED');
    }
  };
}

/** A write time later than the field's current one, so a correction wins the merge on the server and on the device. */
const laterThan = (label: Label, field: 'isDeleted' | 'color', now: number) =>
  Math.max(now, ((label as Record<string, unknown>)[updateTimeKey(field)] as number | undefined ?? 0) + 1);

/**
 * The same rules on sync pushes, for free accounts, without refusing anything: a refused push would leave an offline
 * device's queue stuck behind it. The push is stored with corrections written after it: a tag it would make active
 * beyond the free plan is stored deleted, and an active tag it recolours beyond the palette gets its colour back. The
 * corrections are later writes than the device's, so the answer (which holds every changed tag) rolls the device
 * back by the usual merge. Identical tags pass here (devices that made the same tag offline both keep theirs); the
 * web app checks all of this before it writes, so an honest device is never corrected.
 */
export function freePlanLabelRule(userId: string): WriteCheck {
  return async (tx: Database, push, now): Promise<PushByModel | void> => {
    const items = push.label ?? [];
    if (items.length === 0) return;
    const { before, after, personal } = await labelsAround(tx, userId, items, now);
    const use = premiumUse(personal.before, personal.after, personal.pushedIds);
    if (use.activated.length + use.recoloured.length === 0) return;
    if (hasActivePremium(await latestSubscription(tx, userId), now)) return;
    const corrections: IncomingItem[] = [
      ...use.activated.map((id) => ({ id, isDeleted: true, isDeletedUpdateTime: laterThan(after.get(id)!, 'isDeleted', now) })),
      ...use.recoloured.map((id) => ({ id, color: before.get(id)!.color, colorUpdateTime: laterThan(after.get(id)!, 'color', now) })),
    ];
    return { ...push, label: [...items, ...corrections] };
  };
}
