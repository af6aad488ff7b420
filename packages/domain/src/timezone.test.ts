import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, timeZoneSchema } from './timezone.js';

describe('time zones', () => {
  it('knows IANA names', () => {
    for (const name of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) expect(isKnownTimeZone(name)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const name of ['Mars/Olympus', 'GMT+25', 'not a zone', '']) expect(isKnownTimeZone(name)).toBe(false);
    expect(timeZoneSchema.safeParse('Europe/Nowhere').success).toBe(false);
  });
});
