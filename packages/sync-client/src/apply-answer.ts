import { mergeObject, syncModelNames, type IncomingItem, type SyncModelName, type SyncObject, type SyncResponse } from '@taskhub/domain';
import type { ObjectMaps } from './local-state.js';

export interface AppliedAnswer {
  objects: ObjectMaps;
  changed: { model: SyncModelName; id: string }[];
  /** Objects whose local copy holds a write the server's lacks although nothing is pending: push them again. */
  repush: { model: SyncModelName; id: string }[];
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
  let any = false;
  for (const model of syncModelNames) {
    const items = answer.models[model]?.items ?? [];
    // Edited again since it was sent: the new edit is pushed and judged in its turn.
    const refused = new Set((answer.models[model]?.rejected ?? []).flatMap((item) => (item.id !== null && !isPending(model, item.id) ? [item.id] : [])));
    const removed = answer.models[model]?.removed ?? [];
    if (items.length === 0 && refused.size === 0 && removed.length === 0) continue;
    const map: Record<string, SyncObject> = { ...objects[model] };
    // Objects of a scope the user left: gone from this device, local edits and all (the server would refuse them).
    for (const id of removed) {
      if (!(id in map)) continue;
      delete map[id];
      changed.push({ model, id });
    }
    for (const id of refused) {
      delete map[id];
      changed.push({ model, id });
    }
    for (const server of items as SyncObject[]) {
      if (refused.has(server.id)) {
        map[server.id] = server;
        continue;
      }
      const local = map[server.id];
      const merged = local ? mergeObject<SyncObject>(model, server, local as unknown as IncomingItem, now) : undefined;
      map[server.id] = merged?.changed ? merged.object : server;
      changed.push({ model, id: server.id });
      if (merged?.changed && !isPending(model, server.id)) repush.push({ model, id: server.id });
    }
    (next as Record<SyncModelName, Record<string, SyncObject>>)[model] = map;
    any = true;
  }
  return { objects: any ? next : objects, changed, repush };
}
