import { mergeObject, syncModelNames, updateTimeKey, writableFields, type ChangedMessage, type IncomingItem, type SyncModelName, type SyncObject, type SyncResponse } from '@taskhub/domain';
import { copyMap, type ObjectMaps } from './local-state.js';
import type { RefusedEdit } from './types.js';

/** Up to this many items of a model, an answer's object equal to the local copy keeps the local one (compared as text). */
const smallAnswer = 100;
/** The models whose equal objects are kept (see applyAnswer). */
const keepsEqual: ReadonlySet<SyncModelName> = new Set(['task']);

/** Sorted-key JSON: equal objects give equal text, whatever the order of their keys (jsonb reorders them). */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v) ?? 'null';

export interface AppliedAnswer {
  objects: ObjectMaps;
  changed: { model: SyncModelName; id: string }[];
  /** Objects whose local copy holds a write the server's lacks although nothing is pending: push them again. */
  repush: { model: SyncModelName; id: string }[];
  /** The edits the push refused and this answer rolled back, with the server's code (ObjectStore.onRefused). */
  refused: RefusedEdit[];
}

/**
 * Merges the server's objects into the local ones with the server's own rule. The server's copy is the base (it owns
 * fields like `globalTaskId` and `shared`); local field writes it has not seen yet win on top of it. An object the
 * push refused (`rejected`) rolls back instead: to the server's copy, or away when the server has none; merging the
 * local writes again would push them again, forever (unless edited since it was sent: that edit goes next). Ids
 * listed as `removed` (a shared scope the user left) are dropped. Only the model maps that changed get a new identity, so screens
 * reading other models do not re-render.
 */
export function applyAnswer(objects: ObjectMaps, answer: SyncResponse, isPending: (model: SyncModelName, id: string) => boolean, now: number): AppliedAnswer {
  const next = { ...objects } as ObjectMaps;
  const changed: AppliedAnswer['changed'] = [];
  const repush: AppliedAnswer['repush'] = [];
  const refusedEdits: RefusedEdit[] = [];
  let any = false;
  for (const model of syncModelNames) {
    const items = answer.models[model]?.items ?? [];
    // Edited again since it was sent: the new edit is pushed and judged in its turn.
    const rolledBack = (answer.models[model]?.rejected ?? []).flatMap((item) => (item.id !== null && !isPending(model, item.id) ? [{ model, id: item.id, code: item.code }] : []));
    refusedEdits.push(...rolledBack);
    const refused = new Set(rolledBack.map((item) => item.id));
    const removed = answer.models[model]?.removed ?? [];
    if (items.length === 0 && refused.size === 0 && removed.length === 0) continue;
    // Copied at the first change: an answer whose objects all equal the local ones (the push's own card coming back)
    // would otherwise copy a map of thousands of tasks for nothing, on a page that may be drawing another move.
    const held = objects[model] as Record<string, SyncObject>;
    let copied: Record<string, SyncObject> | undefined;
    const writable = () => (copied ??= copyMap(held));
    const small = items.length <= smallAnswer;
    let touched = refused.size > 0;
    // Objects of a scope the user left: gone from this device, local edits and all (the server would refuse them).
    for (const id of removed) {
      if (!(id in (copied ?? held))) continue;
      delete writable()[id];
      changed.push({ model, id });
      touched = true;
    }
    for (const id of refused) {
      delete writable()[id];
      changed.push({ model, id });
    }
    for (const server of items as SyncObject[]) {
      if (refused.has(server.id)) {
        writable()[server.id] = server;
        continue;
      }
      const local = (copied ?? held)[server.id];
      // A small answer bringing tasks the device holds already (a pull after carried objects) keeps them, so screens
      // reading them (a board of thousands of cards) do not derive everything again. Tasks only: a list pulled again
      // is how the members cache learns the list was shared (list-members-cache.ts), its object being otherwise equal.
      if (local && small && keepsEqual.has(model) && canonical(local) === canonical(server)) continue;
      const merged = local ? mergeObject<SyncObject>(model, server, local as unknown as IncomingItem, now) : undefined;
      writable()[server.id] = merged?.changed ? merged.object : server;
      changed.push({ model, id: server.id });
      touched = true;
      if (merged?.changed && !isPending(model, server.id)) repush.push({ model, id: server.id });
    }
    if (!touched) continue;
    (next as Record<SyncModelName, Record<string, SyncObject>>)[model] = writable();
    any = true;
  }
  return { objects: any ? next : objects, changed, repush, refused: refusedEdits };
}

export interface AppliedCarried {
  objects: ObjectMaps;
  changed: { model: SyncModelName; id: string }[];
  /** Whether every carried object was one this device holds (else some are new to it, and a pull should come at once). */
  complete: boolean;
}

/**
 * The objects a realtime `changed` message carried (API.md section 4), merged into the copies this device holds: each
 * field takes the carried write when it is later than the local one, so a local edit not yet pushed wins as in a pull,
 * and a carried version older than the local copy (a pull already brought a newer one) changes nothing. Only objects the
 * device holds are touched: one new to it, or of a scope it left (and dropped), waits for the pull, which also lists what
 * it must drop. Nothing is marked pending and the pull cursor does not move, so the next pull brings the server's copy
 * again and the state ends as a pull alone would leave it. Fields without a write time (a field added to the model
 * after the object was stored) are left to the pull.
 */
export function applyCarried(objects: ObjectMaps, carried: NonNullable<ChangedMessage['objects']>, now: number): AppliedCarried {
  const changed: AppliedCarried['changed'] = [];
  let complete = true;
  let next: ObjectMaps | undefined;
  for (const model of syncModelNames) {
    const items = carried[model] ?? [];
    let map: Record<string, SyncObject> | undefined;
    for (const server of items as SyncObject[]) {
      const local = (map ?? objects[model])[server.id] as SyncObject | undefined;
      if (!local) {
        complete = false;
        continue;
      }
      const merged = mergeObject<SyncObject>(model, local, timedFields(model, server), now);
      if (!merged.changed) continue;
      map ??= copyMap(objects[model] as Record<string, SyncObject>);
      map[server.id] = merged.object;
      changed.push({ model, id: server.id });
    }
    if (map) (next ??= { ...objects } as ObjectMaps)[model] = map as never;
  }
  return { objects: next ?? objects, changed, complete };
}

/** The carried object as an incoming write: its id, creation date and every writable field that has a write time. */
function timedFields(model: SyncModelName, object: SyncObject): IncomingItem {
  const source = object as unknown as Record<string, unknown>;
  const item: IncomingItem = { id: object.id };
  if (typeof source.creationDate === 'number') item.creationDate = source.creationDate;
  for (const field of writableFields(model)) {
    const time = source[updateTimeKey(field)];
    if (typeof time !== 'number' || source[field] === undefined) continue;
    item[field] = source[field];
    item[updateTimeKey(field)] = time;
  }
  return item;
}
