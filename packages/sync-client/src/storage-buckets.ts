import type { SyncModelName, SyncObject } from '@taskhub/domain';
import type { LocalState } from './types.js';

/**
 * How many records hold one model's objects. A full save of 10,000 tasks is then 64 writes of ~160 objects and a
 * load 64 reads, where one record per object made IndexedDB's per-request cost (cloning, IPC) dominate the first
 * render; an edit rewrites one bucket of ~1/64 of the objects.
 */
export const bucketCount = 64;

/**
 * Each id's bucket as computed once: a save looks up every id of the model (to gather its buckets' contents), and
 * hashing 5,000 ids again on every save took ~4 ms of a page that just drew another member's move. Ids do not change,
 * so the cache only grows with the ids seen; past `bucketCacheLimit` it starts again.
 */
const bucketCache = new Map<string, number>();
const bucketCacheLimit = 200_000;

/** A stable bucket for an id (FNV-1a), the same on every page load. */
export function bucketOf(id: string): number {
  const cached = bucketCache.get(id);
  if (cached !== undefined) return cached;
  if (bucketCache.size >= bucketCacheLimit) bucketCache.clear();
  const bucket = hashBucket(id);
  bucketCache.set(id, bucket);
  return bucket;
}

function hashBucket(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % bucketCount;
}

/** Lets the page paint and handle input between slices of a long save. */
const pause = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * The buckets a save must rewrite, per model, with every object each now holds (undefined: now empty, delete it).
 * A bucket is stored whole as JSON text: a string is cloned into IndexedDB as one block of bytes, faster than a
 * structured clone of its objects. Turning 10,000 tasks into text takes ~100 ms, so it yields every `sliceMs`
 * rather than hold the main thread (the state it reads is a snapshot: the client replaces maps, never mutates them).
 */
export async function changedBuckets(
  objects: LocalState['objects'], changed: { model: SyncModelName; id: string }[], sliceMs = 8,
): Promise<Map<SyncModelName, Map<number, string | undefined>>> {
  const touched = new Map<SyncModelName, Set<number>>();
  for (const { model, id } of changed) {
    let buckets = touched.get(model);
    if (!buckets) touched.set(model, (buckets = new Set()));
    buckets.add(bucketOf(id));
  }
  const result = new Map<SyncModelName, Map<number, string | undefined>>();
  let sliceStart = performance.now();
  for (const [model, buckets] of touched) {
    const contents = new Map<number, Record<string, SyncObject>>([...buckets].map((bucket) => [bucket, {}]));
    const map = objects[model] as Record<string, SyncObject>;
    // By key, not Object.entries: a pair array per object of the model (5,000 of them) for the ~1/64 kept.
    for (const id of Object.keys(map)) {
      const bucket = contents.get(bucketOf(id));
      if (bucket) bucket[id] = map[id]!;
    }
    const texts = new Map<number, string | undefined>();
    for (const [bucket, kept] of contents) {
      texts.set(bucket, Object.keys(kept).length > 0 ? JSON.stringify(kept) : undefined);
      if (performance.now() - sliceStart > sliceMs) {
        await pause();
        sliceStart = performance.now();
      }
    }
    result.set(model, texts);
  }
  return result;
}
