import { incomingItemSchema, maxSyncPushItems, type IncomingItem } from '@taskhub/domain';
import { z } from 'zod';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Clients of this API style name a task by `globalTaskId` alone in some edits; on this server a task's id is its
 * globalTaskId unless the client chose both, so such an item edits the task with that id.
 */
export function withTaskIds(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => (isRecord(item) && item.id === undefined && typeof item.globalTaskId === 'string' ? { ...item, id: item.globalTaskId } : item));
}

const itemArray = (model: 'task' | 'category' | 'label') =>
  z.array(incomingItemSchema(model)).max(maxSyncPushItems) as unknown as z.ZodType<IncomingItem[], unknown[]>;

/** A REST PUT body: an array of objects of one model (unknown fields dropped, writable fields checked). */
export const itemArraySchemas = { task: itemArray('task'), category: itemArray('category'), label: itemArray('label') };
