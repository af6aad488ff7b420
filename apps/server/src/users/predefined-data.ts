import { predefinedData } from '@taskhub/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { categories, labels, users } from '../db/schema.js';
import { newId } from '../security/ids.js';

/** Fixed-width positions keep the starter objects in order when sorted as strings. */
const position = (index: number) => String(index).padStart(4, '0');

/**
 * Makes the starter lists and labels in the user's locale, once per account: the flag is claimed in the same
 * transaction, so a second request (or a retried one) makes nothing.
 */
export async function createPredefinedData(db: Database, userId: string, locale: string, wanted: { lists?: boolean; label?: boolean }, now: number) {
  if (!wanted.lists && !wanted.label) return;
  const data = predefinedData(locale);
  await db.transaction(async (tx) => {
    const claimed = await tx.update(users).set({ predefinedDataCreated: true })
      .where(and(eq(users.id, userId), eq(users.predefinedDataCreated, false))).returning({ id: users.id });
    if (claimed.length === 0) return;
    if (wanted.lists) {
      await tx.insert(categories).values(data.lists.map((l) => ({
        id: newId(), userId, name: l.name, position: position(l.index), isDefault: l.isDefault, isGroceryList: l.isGroceryList,
        creationDate: now, lastUpdateDate: now,
      })));
    }
    if (wanted.label) {
      await tx.insert(labels).values(data.labels.map((l) => ({
        id: newId(), userId, name: l.name, color: l.color, position: position(l.index), isPredefined: true,
        creationDate: now, lastUpdateDate: now,
      })));
    }
  });
}
