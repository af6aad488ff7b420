import { z } from 'zod';

/** Whether the runtime knows an IANA time zone by this name (for example 'Europe/Berlin' or 'UTC'). */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name; anything else answers 'Invalid timezone parameter'. */
export const timeZoneSchema = z.string().min(1).max(64).refine(isKnownTimeZone);
