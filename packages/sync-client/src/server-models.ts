import type { Board, Section, SyncResponse } from '@taskhub/domain';

/**
 * Objects the server makes through REST calls and sync only carries to devices (API.md section 5: boards and their
 * sections). A device keeps them with its local state and shows them, but never pushes them: a change is a REST call
 * whose answer is put here at once, and everyone else's devices get it with their next pull.
 */
export interface ServerObjects {
  board: Record<string, Board>;
  section: Record<string, Section>;
}

export type ServerModelName = keyof ServerObjects;
export type ServerObject<M extends ServerModelName> = ServerObjects[M][string];

export const serverModelNames: readonly ServerModelName[] = ['board', 'section'];

export const emptyServerObjects = (): ServerObjects => ({ board: {}, section: {} });

/**
 * The server objects after a pull: items replace their copies, ids listed as `removed` (a board the user left, a
 * section deleted for good) go. Only the maps that changed get a new identity; nothing changed: the same object.
 */
export function applyServerModels(current: ServerObjects, answer: SyncResponse): ServerObjects {
  let next = current;
  for (const model of serverModelNames) {
    const part = answer.models[model];
    const items = (part?.items ?? []) as ServerObject<typeof model>[];
    const removed = part?.removed ?? [];
    if (items.length === 0 && removed.every((id) => !(id in current[model]))) continue;
    next = putServerObjects(next, model, items, removed);
  }
  // A board that left takes its sections along, whether or not the answer names them.
  const gone = new Set((answer.models.board?.removed ?? []).filter((id) => id in current.board));
  if (gone.size > 0 && Object.values(next.section).some((section) => gone.has(section.boardId))) {
    next = { ...next, section: Object.fromEntries(Object.entries(next.section).filter(([, section]) => !gone.has(section.boardId))) };
  }
  return next;
}

/** The server objects with `items` put in (replacing their copies) and `removed` ids dropped. */
export function putServerObjects<M extends ServerModelName>(current: ServerObjects, model: M, items: ServerObject<M>[], removed: string[] = []): ServerObjects {
  const map: Record<string, ServerObject<M>> = { ...(current[model] as Record<string, ServerObject<M>>) };
  for (const id of removed) delete map[id];
  for (const item of items) map[item.id] = item;
  return { ...current, [model]: map };
}

/** A stored state's server objects, or none for a state saved before devices kept them. */
export const serverObjectsOf = (stored: Partial<ServerObjects> | undefined): ServerObjects => ({ ...emptyServerObjects(), ...stored });
