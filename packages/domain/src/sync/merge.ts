import { syncModels, writableFields, type IncomingItem, type SyncModelName } from './models.js';
import { updateTimeKey } from './wire-fields.js';

type Loose = Record<string, unknown>;

/** A stable text of a value, so equal values compare equal and ties break the same way on every device. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Loose).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : v) ?? 'null';

/** Whether the incoming write of one field beats the stored one: later time wins; equal times pick the larger value. */
function wins(incomingTime: number, incomingValue: unknown, storedTime: number, storedValue: unknown) {
  if (incomingTime !== storedTime) return incomingTime > storedTime;
  return incomingValue !== storedValue && canonical(incomingValue) > canonical(storedValue);
}

/**
 * Whether two field values are equal. Most are strings, numbers, booleans or null, equal only when identical; objects
 * (an alert, a repeat rule) compare as canonical text. A device merging its own write back (the carried echo of a
 * move, the push's answer) finds every field equal: text for each of them cost that page ~4 ms (bench/README.md).
 */
const sameValue = (a: unknown, b: unknown) => a === b || ((typeof a === 'object' || typeof b === 'object') && canonical(a) === canonical(b));

export interface MergeResult<T> {
  object: T;
  /** Whether any field (or the object itself, when new) changed. */
  changed: boolean;
}

export interface MergeOptions {
  /**
   * A field sent without its time is written at `max(now, stored time + 1)` instead of `now`, so it wins like a local
   * edit even over a stored time slightly ahead of this clock (the server, for third-party REST writes).
   */
  untimedWins?: boolean;
}

/**
 * The one merge rule of sync (API.md section 4), run by the server and every client: field by field, the later
 * `<field>UpdateTime` wins, so offline edits of different fields all survive. A field sent without its time (a
 * third-party client) counts as written `now` when its value differs. Deletion is a field value, never a lost row.
 * `creationDate` is the earliest any write carried.
 */
export function mergeObject<T extends Loose>(model: SyncModelName, stored: T | undefined, incoming: IncomingItem, now: number, options: MergeOptions = {}): MergeResult<T> {
  const defaults = syncModels[model].defaults as Loose;
  const base: Loose = stored ? { ...stored } : { ...defaults, id: incoming.id, creationDate: incoming.creationDate ?? now };
  if (!stored) for (const field of writableFields(model)) base[updateTimeKey(field)] = 0;
  let changed = !stored;
  for (const field of writableFields(model)) {
    if (incoming[field] === undefined) continue;
    const timeKey = updateTimeKey(field);
    const sentTime = incoming[timeKey];
    const same = sameValue(incoming[field], base[field]);
    if (typeof sentTime !== 'number' && same) continue;
    // A field added to the model after the object was stored has no time yet: it was never written, so any write wins.
    const storedTime = (base[timeKey] as number | undefined) ?? 0;
    const untimed = options.untimedWins ? Math.max(now, storedTime + 1) : now;
    const time = typeof sentTime === 'number' ? sentTime : untimed;
    if (!wins(time, incoming[field], storedTime, base[field])) continue;
    if (!same || time !== base[timeKey]) changed = true;
    base[field] = incoming[field];
    base[timeKey] = time;
  }
  // An edit can reach a replica before the object's creation: the object is then made with the edit's time, and the
  // creation's earlier time must still win. The earliest one any write carried is the same whatever the order.
  const created = incoming.creationDate;
  if (stored && typeof created === 'number' && created > 0 && created < (base.creationDate as number)) {
    base.creationDate = created;
    changed = true;
  }
  if (changed) base.lastUpdateDate = lastWrite(model, base, stored ? (stored.lastUpdateDate as number) : 0);
  return { object: base as T, changed };
}

/** The object's last-update time: its latest field write (the same on every device that merged the same writes). */
function lastWrite(model: SyncModelName, object: Loose, floor: number) {
  let latest = Math.max(floor, (object.creationDate as number) ?? 0);
  for (const field of writableFields(model)) latest = Math.max(latest, (object[updateTimeKey(field)] as number | undefined) ?? 0);
  return latest;
}

/** A local edit: sets fields with a write time later than any the object has seen, so the edit is the latest write. */
export function editObject<T extends Loose>(model: SyncModelName, object: T, changes: Loose, now: number): T {
  const next: Loose = { ...object };
  for (const [field, value] of Object.entries(changes)) {
    if (!writableFields(model).includes(field)) continue;
    const timeKey = updateTimeKey(field);
    next[field] = value;
    next[timeKey] = Math.max(now, ((object[timeKey] as number | undefined) ?? 0) + 1);
  }
  next.lastUpdateDate = lastWrite(model, next, object.lastUpdateDate as number);
  return next as T;
}

/** A new object made on this device, every given field stamped `now`. */
export function createObject<T extends Loose>(model: SyncModelName, id: string, fields: Loose, now: number): T {
  const { object } = mergeObject<T>(model, undefined, { id, creationDate: now }, now);
  return editObject<T>(model, object, fields, now);
}

/**
 * The item with every write time (`<field>UpdateTime`, creationDate) cut to at most `latest`. The server cuts what a
 * client sends to a little past its own clock, so a time far in the future (a wrong clock, microseconds for
 * milliseconds) cannot lock a field against every later write.
 */
export function clampWriteTimes(model: SyncModelName, item: IncomingItem, latest: number): IncomingItem {
  const keys = ['creationDate', ...writableFields(model).map(updateTimeKey)];
  if (!keys.some((key) => typeof item[key] === 'number' && (item[key] as number) > latest)) return item;
  const clamped: IncomingItem = { ...item };
  for (const key of keys) if (typeof clamped[key] === 'number') clamped[key] = Math.min(clamped[key] as number, latest);
  return clamped;
}
