import { syncModelNames, type SyncModelName } from '@taskhub/domain';
import type { PushResult } from '../sync/object-store.js';

/** An object a write changed, with the scope it is stored in: realtime hands it only to sockets that see that scope. */
export interface CarriedObject {
  scopeId: string;
  model: SyncModelName;
  data: Record<string, unknown>;
}

/**
 * How much one `changed` message may carry: a small write (a card moved, a title typed) goes whole; anything larger
 * (an import, a section archived with its cards) is announced without objects, and devices pull it.
 */
export const carryLimits = { objects: 20, bytes: 16_384 } as const;

/** Attachments are left out: their `url` is signed for each answer (download-link.ts), which a broadcast cannot do. */
const carriedModels: ReadonlySet<SyncModelName> = new Set(syncModelNames.filter((model) => model !== 'attachment'));

/**
 * The objects a committed write changed, for realtime to carry in its `changed` message (API.md section 4, optional
 * `objects`), or undefined when it should carry none: over `carryLimits`, a model that is not carried, or an object
 * that moved between scopes (the members of the scope it left must pull to drop it; a pull lists it as removed).
 * Each is the stored document, as a pull would bring it.
 */
export function carriedObjects(result: Pick<PushResult, 'changed' | 'scopeOf' | 'moved'>): CarriedObject[] | undefined {
  if (result.moved || !result.scopeOf) return undefined;
  const carried: CarriedObject[] = [];
  let bytes = 0;
  for (const model of syncModelNames) {
    const objects = result.changed[model] as unknown as Record<string, unknown>[];
    if (objects.length === 0) continue;
    if (!carriedModels.has(model) || carried.length + objects.length > carryLimits.objects) return undefined;
    for (const data of objects) {
      const scopeId = result.scopeOf.get(`${model}/${String(data.id)}`);
      bytes += JSON.stringify(data).length;
      if (scopeId === undefined || bytes > carryLimits.bytes) return undefined;
      carried.push({ scopeId, model, data });
    }
  }
  return carried.length > 0 ? carried : undefined;
}
