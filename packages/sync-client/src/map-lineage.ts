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

/**
 * The keys whose value changed (came, went or was replaced) from one map to the other: as the sync client recorded them
 * when it made the one from the other, else by comparing both; undefined past `limit` of them.
 */
export function changedKeys(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>, limit = Infinity): string[] | undefined {
  const recorded = changedIdsBetween(before, after);
  if (recorded) return recorded.length > limit ? undefined : recorded;
  const changed: string[] = [];
  for (const id in after) {
    if (before[id] !== after[id]) changed.push(id);
    if (changed.length > limit) return undefined;
  }
  for (const id in before) {
    if (!(id in after)) changed.push(id);
    if (changed.length > limit) return undefined;
  }
  return changed;
}

/**
 * Something derived from a model's map (a board's columns, the sidebar's counts), carried over to the next map: the
 * same map keeps it; a map with at most `limit` changed keys lets `update` bring it up to date from those keys (it
 * answers undefined when it cannot); anything else, or no `previous` (the caller's other inputs changed), derives it
 * again with `full`. A screen then pays for the objects a change touched, not for every object of the map.
 */
export function carryDerived<M extends Readonly<Record<string, unknown>>, R>(
  previous: { from: M; result: R } | undefined, map: M, update: (changed: readonly string[], from: M, result: R) => R | undefined, full: () => R, limit = Infinity,
): R {
  if (previous === undefined) return full();
  if (previous.from === map) return previous.result;
  const changed = changedKeys(previous.from, map, limit);
  return (changed && update(changed, previous.from, previous.result)) ?? full();
}
