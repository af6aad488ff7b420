import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { tasks } from '../db/schema.js';

/**
 * The cards of an opened board (issue 14): its live tasks as JSON text, the inside of the answer's `tasks` array. A
 * board of 5,000 cards is ~5.6 MB of text, so it is never parsed and serialized again here: the database joins the
 * stored texts (`live_json`, the jsonb document's own text, null for deleted tasks), and each server process keeps
 * the last joined text of the boards opened recently, as UTF-8 bytes, under the version of the board's task rows.
 *
 * The version is read from the database on every open (one index range of `tasks_scope_seq_idx`), so a change made
 * by any process shows on the next open everywhere: `max(seq)` moves with every write of a task in the board (each
 * takes a new value of the board scope's clock, above every earlier one: an edit, a deletion, which is a write of status
 * DELETED, a task moved in), and `count(*)` with every row that leaves it (a task moved to another scope, a row removed
 * for good), which may leave the highest `seq` as it was.
 */

type Reader = Pick<Database, 'execute'>;

/** The version of a board's task rows, as text (`<max seq>:<rows>`; `:0` for none). */
const versionOf = sql`coalesce(max(${tasks.seq})::text, '') || ':' || count(*)::text`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** The version of the board's cards as it is now. */
export async function cardsVersion(db: Reader, boardId: string): Promise<string> {
  const [row] = rowsOf(await db.execute(sql`select ${versionOf} as version from ${tasks} where ${tasks.scopeId} = ${boardId}`));
  return String(row!.version);
}

/** The board's live cards as JSON text, with the version it was read at (one statement: one snapshot). */
export async function readCards(db: Reader, boardId: string): Promise<{ version: string; json: string }> {
  const [row] = rowsOf(await db.execute(sql`select ${versionOf} as version, string_agg(${tasks.liveJson}, ',') as json
    from ${tasks} where ${tasks.scopeId} = ${boardId}`));
  return { version: String(row!.version), json: (row!.json as string | null) ?? '' };
}

/**
 * The last read cards of recently opened boards, one version per board, least recently opened dropped first once
 * their bytes pass `maxBytes`. A board whose cards alone pass a quarter of it is not kept.
 */
export class BoardCardsCache {
  private readonly entries = new Map<string, { version: string; bytes: Buffer }>();
  private held = 0;

  constructor(private readonly maxBytes: number) {}

  /** How much is held, for tests and diagnostics. */
  get size(): { boards: number; bytes: number } {
    return { boards: this.entries.size, bytes: this.held };
  }

  /** The board's cards when the kept ones are of `version`. */
  get(boardId: string, version: string): Buffer | undefined {
    const entry = this.entries.get(boardId);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: the map's order is the eviction order.
    this.entries.delete(boardId);
    this.entries.set(boardId, entry);
    return entry.bytes;
  }

  put(boardId: string, version: string, bytes: Buffer): void {
    this.drop(boardId);
    if (bytes.length > this.maxBytes / 4) return;
    this.entries.set(boardId, { version, bytes });
    this.held += bytes.length;
    for (const [oldest] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private drop(boardId: string) {
    const entry = this.entries.get(boardId);
    if (!entry) return;
    this.entries.delete(boardId);
    this.held -= entry.bytes.length;
  }
}

/** The board's live cards as UTF-8 JSON text: the kept bytes when the board has not changed since, else read now. */
export async function boardCards(db: Reader, cache: BoardCardsCache, boardId: string): Promise<Buffer> {
  const kept = cache.get(boardId, await cardsVersion(db, boardId));
  if (kept) return kept;
  const { version, json } = await readCards(db, boardId);
  const bytes = Buffer.from(json);
  cache.put(boardId, version, bytes);
  return bytes;
}
