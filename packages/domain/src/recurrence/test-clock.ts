/** Test support, not exported: local wall-clock text ↔ instants, so expectations read like a calendar. */
import { fromWallClock, toWallClock } from './zoned-time.js';

/** '2026-03-29 02:30' in `timeZone` → ms (through the engine's own gap/overlap rule). */
export function at(local: string, timeZone: string): number {
  return fromWallClock(Date.parse(`${local.replace(' ', 'T')}:00Z`), timeZone);
}

/** ms → '2026-03-29 03:30' in `timeZone`. */
export function wall(instant: number, timeZone: string): string {
  return new Date(toWallClock(instant, timeZone)).toISOString().slice(0, 16).replace('T', ' ');
}
