import {
  incomingItemSchema, maxSyncPushItems, reservedSyncModelNames, syncModelNames,
  type ErrorCode, type IncomingItem, type RejectedSyncItem, type SyncModelName,
} from '@taskhub/domain';
import { z } from 'zod';
import { holdsUnstorableText } from '../http/stored-text.js';
import { catalogueCode } from '../http/validate.js';
import { documentedAs } from '../openapi/json-schema.js';
import { withTaskIds } from './incoming.js';
import type { PushByModel } from './object-store.js';

const itemSchemas = Object.fromEntries(syncModelNames.map((model) => [model, incomingItemSchema(model)])) as unknown as Record<SyncModelName, z.ZodType>;

/** A model's items, taken as they are here and checked one by one below; the document shows each item's schema. */
const itemList = (model: string) => {
  const item = z.unknown();
  const shown = itemSchemas[model as SyncModelName];
  return z.array(shown ? documentedAs(item, shown) : item).max(maxSyncPushItems).optional();
};
const modelBodies = Object.fromEntries([...syncModelNames, ...reservedSyncModelNames].map((name) => [name, z.object({ items: itemList(name) }).optional()]));

/** The sync body's shape (API.md section 4) with its items unchecked: they are checked one by one by checkPush. */
export const syncBodySchema = z.object({
  models: z.object({
    ...modelBodies as Record<SyncModelName, (typeof modelBodies)[string]>,
    task: z.object({
      items: itemList('task'),
      config: z.object({ includeDone: z.boolean().optional(), includeDeleted: z.boolean().optional() }).optional(),
    }).optional(),
  }).default({}),
});

/** The item's id as the client sent it, to name it in the answer; null when it has no usable one. */
function sentId(item: unknown): string | null {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id.length <= 100 && !holdsUnstorableText(id) ? id : null;
}

/** A schema may name a catalogue code as its message (see parseInput); anything else is a plain bad request. */
function codeOf(error: z.ZodError): ErrorCode {
  return catalogueCode(error.issues[0]) ?? 'BAD_REQUEST';
}

export interface CheckedPush {
  push: PushByModel;
  /** Per model, the items refused alone: the push stores the rest, and the device drops these from its queue. */
  rejected: Partial<Record<SyncModelName, RejectedSyncItem[]>>;
  includeDone: boolean;
  includeDeleted: boolean;
}

/**
 * A sync body checked item by item. A body of the wrong shape is refused whole (400, by syncBodySchema, before this),
 * but an item that fails its schema or holds text the database cannot store (a NUL, a lone surrogate) is refused
 * alone: refusing the batch would answer the same on every retry and leave the device's queue stuck for good.
 */
export function checkPush({ models }: z.output<typeof syncBodySchema>): CheckedPush {
  const push: PushByModel = {};
  const rejected: CheckedPush['rejected'] = {};
  for (const model of syncModelNames) {
    const sent = models[model]?.items;
    if (!sent) continue;
    const good: IncomingItem[] = [];
    const bad: RejectedSyncItem[] = [];
    for (const item of model === 'task' ? withTaskIds(sent) as unknown[] : sent) {
      const result = itemSchemas[model].safeParse(item);
      if (result.success && !holdsUnstorableText(result.data)) good.push(result.data as IncomingItem);
      else bad.push({ id: sentId(item), code: result.success ? 'BAD_REQUEST' : codeOf(result.error) });
    }
    push[model] = good;
    if (bad.length > 0) rejected[model] = bad;
  }
  const config = models.task?.config;
  return { push, rejected, includeDone: config?.includeDone ?? false, includeDeleted: config?.includeDeleted ?? false };
}
