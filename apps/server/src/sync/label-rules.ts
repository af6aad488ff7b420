import { AppError, freeLabelLimit, isFreeLabelColor, mergeObject, sameLabel, type IncomingItem, type SyncObject } from '@taskhub/domain';
import type { Database } from '../db/database.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';
import type { PushByModel } from './object-store.js';
import type { WriteCheck } from './write.js';
import { listObjects } from './object-queries.js';

type Label = SyncObject<'label'>;

/** Whether the write adds tags past the free limit or gives a tag a colour outside the free palette. */
function needsPremium(before: Map<string, Label>, after: Map<string, Label>, pushedIds: Set<string>) {
  const active = (labels: Map<string, Label>) => [...labels.values()].filter((label) => !label.isDeleted).length;
  const activeAfter = active(after);
  if (activeAfter > freeLabelLimit && activeAfter > active(before)) return true;
  return [...pushedIds].some((id) => {
    const label = after.get(id)!;
    return !label.isDeleted && !isFreeLabelColor(label.color) && before.get(id)?.color !== label.color;
  });
}

/**
 * The tag rules of SPEC.md section 10, checked on REST tag writes inside the write (the user's scope is locked, so
 * two calls cannot both pass): a name and colour pair is unique among active tags ('An identical tag already exists'),
 * and tags past the free limit or in colours outside the free palette need Premium (label-rules.ts in the domain).
 * Sync pushes are never refused: an offline device could not check them when the user made the tag, and refusing a
 * push would block everything queued behind it; they only leave out new Premium tags (skipPremiumNewLabels).
 */
export function labelWriteCheck(userId: string): WriteCheck {
  return async (tx: Database, push, now) => {
    const items = push.label ?? [];
    const before = new Map((await listObjects(tx, userId, 'label')).map((label) => [label.id, label]));
    const after = new Map(before);
    for (const item of items) after.set(item.id, mergeObject<Label>('label', after.get(item.id), item, now, { untimedWins: true }).object);
    const pushedIds = new Set(items.map((item) => item.id));
    for (const id of pushedIds) {
      const label = after.get(id)!;
      if (label.isDeleted) continue;
      const twin = [...after.values()].find((other) => other.id !== id && !other.isDeleted && sameLabel(other, label));
      if (twin) throw new AppError('LABEL_EXISTS');
    }
    if (needsPremium(before, after, pushedIds) && !hasActivePremium(await latestSubscription(tx, userId), now)) {
      throw new AppError('PREMIUM_REQUIRED');
    }
  };
}

/** The new tags (ids not stored yet) a free account may not make: past the free limit, or outside the free palette. */
function refusedNewLabels(stored: Map<string, Label>, items: IncomingItem[], now: number): Set<string> {
  const after = new Map(stored);
  const fresh = new Map<string, Label>();
  for (const item of items) {
    const target = stored.has(item.id) ? after : fresh;
    target.set(item.id, mergeObject<Label>('label', target.get(item.id), item, now, { untimedWins: true }).object);
  }
  let active = [...after.values()].filter((label) => !label.isDeleted).length;
  const refused = new Set<string>();
  for (const [id, label] of fresh) {
    if (label.isDeleted) continue;
    if (!isFreeLabelColor(label.color) || active >= freeLabelLimit) refused.add(id);
    else active += 1;
  }
  return refused;
}

/**
 * The tag rules on sync pushes, for free accounts: a NEW tag past the free limit or in a colour outside the free
 * palette is left out of the write (not stored; the answer simply does not hold it), so a modified client cannot
 * get Premium tags through sync. Edits of stored tags pass whatever they change — an offline device's edit must not
 * be stuck — and nothing is refused, which would block the device's queue; identical tags are allowed here (devices
 * that made the same tag offline both keep theirs). The web app checks before it makes a tag, so honest devices
 * never lose one.
 */
export function skipPremiumNewLabels(userId: string): WriteCheck {
  return async (tx: Database, push, now): Promise<PushByModel | void> => {
    const items = push.label ?? [];
    if (items.length === 0) return;
    const stored = new Map((await listObjects(tx, userId, 'label')).map((label) => [label.id, label]));
    const refused = refusedNewLabels(stored, items, now);
    if (refused.size === 0 || hasActivePremium(await latestSubscription(tx, userId), now)) return;
    return { ...push, label: items.filter((item) => !refused.has(item.id)) };
  };
}
