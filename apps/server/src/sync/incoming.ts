import { incomingItemSchema, maxSyncPushItems, type IncomingItem, type SyncModelName } from '@taskhub/domain';
import { z } from 'zod';
import { parseInput } from '../http/validate.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Clients of this API style name a task by `globalTaskId` alone in some edits; on this server a task's id is its
 * globalTaskId unless the client chose both, so such an item edits the task with that id.
 */
export function withTaskIds(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => (isRecord(item) && item.id === undefined && typeof item.globalTaskId === 'string' ? { ...item, id: item.globalTaskId } : item));
}

/** A REST PUT body: an array of objects of one model (unknown fields dropped, writable fields checked). */
export function parseItemArray(model: SyncModelName, body: unknown): IncomingItem[] {
  const schema = z.array(incomingItemSchema(model)).max(maxSyncPushItems);
  return parseInput(schema, model === 'task' ? withTaskIds(body) : body) as IncomingItem[];
}
