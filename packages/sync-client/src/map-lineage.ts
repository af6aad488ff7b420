import type { SyncModelName } from '@taskhub/domain';

/**
 * Which objects changed between two of the client's object maps. The client never mutates a model's map: a change makes
 * a new one, and records here the map it came from and the ids it changed. A screen that derives something from a
 * map (a board's columns from 5,000 tasks) can then ask what changed since the map it last saw instead of comparing
 * every object of both (`changedIdsBetween`), which took several ms per pass on every change. A map holds the one it
 * came from weakly: a strong link would keep every map of the session alive (each a copy of 5,000 entries), and one
 * that nobody holds any more is no longer asked about (a chain that reaches it answers "cannot tell").
 */
const lineage = new WeakMap<object, { from: WeakRef<object>; ids: readonly string[] }>();

/** How many changes back `changedIdsBetween` looks before it gives up (the caller then compares the maps itself). */
const maxSteps = 200;

/** Records, for each model whose map `next` replaced in `previous`, the map it came from and the ids that changed. */
export function recordChanges<T extends Record<SyncModelName, object>>(previous: T, next: T, changed: readonly { model: SyncModelName; id: string }[]): void {
  if (previous === next) return;
  const byModel = new Map<SyncModelName, string[]>();
  for (const { model, id } of changed) {
    const ids = byModel.get(model);
    if (ids) ids.push(id);
    else byModel.set(model, [id]);
  }
  for (const model of Object.keys(next) as SyncModelName[]) {
    if (previous[model] !== next[model] && !lineage.has(next[model])) lineage.set(next[model], { from: new WeakRef(previous[model]), ids: byModel.get(model) ?? [] });
  }
}

/**
 * The ids of the objects that changed (came, went or were replaced) from the map `before` to the map `after`, when
 * `after` was made from `before` by the sync client's changes; undefined when it cannot tell (another source of maps, or
 * too many changes back). May name an object that changed and changed back.
 */
export function changedIdsBetween(before: object, after: object): string[] | undefined {
  const ids = new Set<string>();
  let at = after;
  for (let step = 0; at !== before; step += 1) {
    const link = lineage.get(at);
    const from = link?.from.deref();
    if (!link || !from || step >= maxSteps) return undefined;
    for (const id of link.ids) ids.add(id);
    at = from;
  }
  return [...ids];
}
