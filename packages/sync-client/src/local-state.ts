import { incomingItemSchema, syncModelNames, updateTimeKey, writableFields, type IncomingItem, type SyncModelName, type SyncObject } from '@taskhub/domain';
import type { LocalState } from './types.js';

export type ObjectMaps = LocalState['objects'];
export type Loose = Record<string, unknown>;

export const emptyObjects = (): ObjectMaps => Object.fromEntries(syncModelNames.map((model) => [model, {}])) as ObjectMaps;

export const emptyPending = (): LocalState['pending'] =>
  Object.fromEntries(syncModelNames.map((model) => [model, []])) as unknown as LocalState['pending'];

/**
 * A model map's shallow copy, as every change makes (screens compare the maps' identities). A map of thousands of
 * objects is a dictionary-mode object, which V8 copies by spread at about twice the cost of a loop over its keys
 * (bench/map-copy.ts: 5,000 tasks).
 */
export function copyMap<T>(map: Readonly<Record<string, T>>): Record<string, T> {
  const copy: Record<string, T> = {};
  const keys = Object.keys(map);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    copy[key] = map[key]!;
  }
  return copy;
}

export const emptyState = (): LocalState => ({ objects: emptyObjects(), pending: emptyPending(), cursor: 0 });

/** What a push sends for one object: its id, creation date, and every writable field with its write time. */
export function toPushItem(model: SyncModelName, object: SyncObject): IncomingItem {
  const source = object as unknown as Loose;
  const item: IncomingItem = { id: object.id, creationDate: object.creationDate };
  for (const field of writableFields(model)) {
    item[field] = source[field];
    item[updateTimeKey(field)] = source[updateTimeKey(field)];
  }
  if (model === 'task' && typeof source.globalTaskId === 'string') item.globalTaskId = source.globalTaskId;
  return item;
}

/**
 * The fields the server owns, as a new object made on this device has them until the server answers: the server
 * keeps a task's `globalTaskId` as sent, so a task's is its id (subtasks point at it from the start).
 */
export function serverFieldsOfNew(model: SyncModelName, id: string): Loose {
  switch (model) {
    case 'task': return { globalTaskId: id, shared: false, participants: [] };
    case 'label': return { isPredefined: false };
    case 'attachment': return { globalTaskId: '', mimeType: '', fileSize: 0, url: '', uploaderId: '' };
    default: return {};
  }
}

const schemas = new Map<SyncModelName, ReturnType<typeof incomingItemSchema>>();

/**
 * Throws (a zod error) when an object would not pass the server's check: one invalid object in a push would make
 * every sync fail, so a wrong value is refused when it is written instead.
 */
export function assertPushable(model: SyncModelName, object: SyncObject): void {
  let schema = schemas.get(model);
  if (!schema) schemas.set(model, (schema = incomingItemSchema(model)));
  schema.parse(toPushItem(model, object));
}
