import { AppError, freeLabelLimit, isFreeLabelColor, mergeObject, sameLabel, type SyncObject } from '@taskhub/domain';
import type { Database } from '../db/database.js';
import { hasActivePremium, latestSubscription } from '../users/user-store.js';
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
 * Sync pushes are not checked: an offline device could not check them when the user made the tag, and refusing a
 * push would block everything queued behind it; the web app checks before it makes a tag.
 */
export function labelWriteCheck(userId: string): WriteCheck {
  return async (tx: Database, push, now) => {
    const items = push.label ?? [];
    const before = new Map((await listObjects(tx, userId, 'label')).map((label) => [label.id, label]));
    const after = new Map(before);
    for (const item of items) after.set(item.id, mergeObject<Label>('label', after.get(item.id), item, now).object);
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
