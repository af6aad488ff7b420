import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/**
 * Sets `users.has_unread_notifications` (in /me) to whether any of the user's notifications is unread, inside the
 * write that made or marked one. Written only when it changes: the update tells every process's account cache.
 */
export async function refreshUnreadMark(tx: Pick<Database, 'execute'>, userId: string): Promise<void> {
  await tx.execute(sql`update users set has_unread_notifications = v.unread
    from (select exists (select 1 from user_notifications
      where scope_id = ${userId} and not coalesce((data->>'read')::boolean, false)) as unread) as v
    where users.id = ${userId} and users.has_unread_notifications is distinct from v.unread`);
}
