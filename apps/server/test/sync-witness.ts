import { syncModelNames, updateTimeKey, writableFields, type SyncModelName } from '@taskhub/domain';
import type { createHttpSyncTransport } from '@taskhub/sync-client/http';
import { canonical } from '@taskhub/sync-client/testing';

type SyncTransport = ReturnType<typeof createHttpSyncTransport>;
type Loose = Record<string, unknown>;
interface FieldWrite { time: number; value: string }

/** Whether write `a` loses to write `b` under the merge rule (later time, then larger canonical value). */
const losesTo = (a: FieldWrite, b: FieldWrite) => a.time < b.time || (a.time === b.time && a.value < b.value);

/**
 * Watches the server through the devices' transports: once the server has answered a push, every later answer that
 * carries the object must hold that field write or a later one. Checked per answer because the clients repair a
 * server that lost a write (they merge its copy and push again), which would hide the loss from the final state.
 */
export class WriteWitness {
  /** The greatest write of each field the server acknowledged, by `model/id/field`. */
  private readonly acknowledged = new Map<string, FieldWrite>();
  readonly problems: string[] = [];

  /** The transport with every answer checked against the writes acknowledged before its request left. */
  wrap(transport: SyncTransport, who: string): SyncTransport {
    return {
      sync: async (request, updatedSince) => {
        const before = new Map(this.acknowledged);
        const answer = await transport.sync(request, updatedSince);
        for (const model of syncModelNames) {
          for (const object of (answer.models[model]?.items ?? []) as Loose[]) this.check(who, model, object, before);
        }
        for (const model of syncModelNames) {
          // A refused item (a shared object the device may only read, or no longer sees) was not taken: not acknowledged.
          const refused = new Set((answer.models[model]?.rejected ?? []).map((item) => item.id));
          for (const item of (request.models[model]?.items ?? []) as Loose[]) if (!refused.has(item.id as string)) this.acknowledge(model, item);
        }
        return answer;
      },
    };
  }

  private check(who: string, model: SyncModelName, object: Loose, before: Map<string, FieldWrite>) {
    for (const field of writableFields(model)) {
      const key = `${model}/${String(object.id)}/${field}`;
      const expected = before.get(key);
      const stored = { time: object[updateTimeKey(field)] as number, value: canonical(object[field]) };
      if (expected && losesTo(stored, expected)) {
        this.problems.push(`${who} got ${key} = ${stored.value}@${stored.time} after the server acknowledged ${expected.value}@${expected.time}`);
      }
    }
  }

  private acknowledge(model: SyncModelName, item: Loose) {
    for (const field of writableFields(model)) {
      const time = item[updateTimeKey(field)];
      if (typeof time !== 'number' || item[field] === undefined) continue;
      const key = `${model}/${String(item.id)}/${field}`;
      const write = { time, value: canonical(item[field]) };
      const best = this.acknowledged.get(key);
      if (!best || losesTo(best, write)) this.acknowledged.set(key, write);
    }
  }
}
