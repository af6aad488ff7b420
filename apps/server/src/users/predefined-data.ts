import { createObject, positionsAfter, predefinedData, type IncomingItem } from '@taskhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { newId } from '../security/ids.js';
import { applyPush } from '../sync/object-store.js';

/**
 * Makes the starter lists and labels in the user's locale, once per account: the flag is claimed in the same
 * transaction, so a second request (or a retried one) makes nothing. They are written like any synced object, so
 * the user's devices receive them by sync.
 */
export async function createPredefinedData(db: Database, userId: string, locale: string, wanted: { lists?: boolean; label?: boolean }, now: number) {
  if (!wanted.lists && !wanted.label) return;
  const data = predefinedData(locale);
  await db.transaction(async (tx) => {
    const claimed = await tx.update(users).set({ predefinedDataCreated: true })
      .where(and(eq(users.id, userId), eq(users.predefinedDataCreated, false))).returning({ id: users.id });
    if (claimed.length === 0) return;
    const listPositions = positionsAfter(null, data.lists.length);
    const labelPositions = positionsAfter(null, data.labels.length);
    const category = wanted.lists
      ? data.lists.map((l, i) => createObject<IncomingItem>('category', newId(), { name: l.name, position: listPositions[i], isDefault: l.isDefault, isGroceryList: l.isGroceryList }, now))
      : [];
    const label = wanted.label
      ? data.labels.map((l, i) => ({ ...createObject<IncomingItem>('label', newId(), { name: l.name, color: l.color, position: labelPositions[i] }, now), isPredefined: true }))
      : [];
    await applyPush(tx as unknown as Database, userId, { category, label }, now, { trusted: true });
  });
}
