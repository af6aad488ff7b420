/**
 * Entries that expire, at most `maxKeys` of them: a flood of new keys (every address, every guessed email) evicts the
 * oldest windows instead of growing the process without bound. Expired entries are dropped a few at a time, walking
 * round the map, so no call pays for a sweep of everything.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, V>();
  private cursor: Iterator<[string, V]> = this.entries.entries();

  constructor(private readonly maxKeys: number, private readonly expiresAt: (value: V) => number) {}

  /** The live value of a key. */
  get(key: string, now: number): V | undefined {
    const value = this.entries.get(key);
    return value !== undefined && this.expiresAt(value) > now ? value : undefined;
  }

  /** Sets a key as the newest, evicting the oldest when full. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Looks at `budget` entries from where the last sweep stopped, dropping the expired ones. */
  sweep(now: number, budget: number): void {
    for (let seen = 0; seen < budget && this.entries.size > 0; seen += 1) {
      let next = this.cursor.next();
      if (next.done) {
        this.cursor = this.entries.entries();
        next = this.cursor.next();
        if (next.done) return;
      }
      const [key, value] = next.value;
      if (this.expiresAt(value) <= now) this.entries.delete(key);
    }
  }
}
