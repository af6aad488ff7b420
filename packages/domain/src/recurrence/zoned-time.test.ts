import { describe, expect, it } from 'vitest';
import { endOfLocalDay, fromWallClock, toWallClock } from './zoned-time.js';

const floating = (local: string) => Date.parse(`${local}Z`);
const iso = (instant: number) => new Date(instant).toISOString();

describe('wall clock in a zone', () => {
  it.each([
    // [zone, local time, the instant it is, why]
    ['Europe/Berlin', '2026-01-15T09:00:00', '2026-01-15T08:00:00.000Z', 'winter, +01:00'],
    ['Europe/Berlin', '2026-07-15T09:00:00', '2026-07-15T07:00:00.000Z', 'summer, +02:00'],
    ['Europe/Berlin', '2026-03-29T02:30:00', '2026-03-29T01:30:00.000Z', 'skipped hour: forward by the gap to 03:30 CEST'],
    ['Europe/Berlin', '2026-10-25T02:30:00', '2026-10-25T00:30:00.000Z', 'repeated hour: the first (CEST) instance'],
    ['America/New_York', '2026-03-08T02:30:00', '2026-03-08T07:30:00.000Z', 'skipped hour: 03:30 EDT'],
    ['America/New_York', '2026-11-01T01:30:00', '2026-11-01T05:30:00.000Z', 'repeated hour: the EDT instance'],
    ['Australia/Lord_Howe', '2026-10-04T02:15:00', '2026-10-03T15:45:00.000Z', 'skipped half hour: 02:45 at +11:00'],
    ['Australia/Lord_Howe', '2026-04-05T01:45:00', '2026-04-04T14:45:00.000Z', 'repeated half hour: the +11:00 instance'],
    ['Asia/Kolkata', '2026-05-01T00:00:00', '2026-04-30T18:30:00.000Z', 'half-hour zone without DST'],
  ])('%s %s → %s (%s)', (zone, local, expected) => {
    expect(iso(fromWallClock(floating(local), zone))).toBe(expected);
  });

  it('reads the wall clock of an instant, milliseconds included', () => {
    expect(iso(toWallClock(Date.parse('2026-03-29T01:30:00.250Z'), 'Europe/Berlin'))).toBe('2026-03-29T03:30:00.250Z');
    expect(iso(toWallClock(Date.parse('2026-04-04T15:15:00Z'), 'Australia/Lord_Howe'))).toBe('2026-04-05T01:45:00.000Z');
  });

  it('the end of a local day is its last whole second', () => {
    expect(iso(endOfLocalDay(Date.parse('2026-03-29T12:00:00Z'), 'Europe/Berlin'))).toBe('2026-03-29T21:59:59.000Z');
    expect(iso(endOfLocalDay(Date.parse('2026-01-10T23:30:00Z'), 'America/New_York'))).toBe('2026-01-11T04:59:59.000Z');
  });
});
