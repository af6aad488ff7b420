import { z } from 'zod';

/** Object ids: opaque, url-safe; clients may make their own (API.md section 2), so other safe shapes are accepted. */
export const objectIdSchema = z.string().regex(/^[A-Za-z0-9_\-=+/.:]{1,100}$/, 'Invalid id');
/** Milliseconds since the epoch: write times (a client's wrong clock is cut to the server's, not refused). */
export const msSchema = z.number().int().min(0).max(8_640_000_000_000_000);
/**
 * The last calendar date: the last day of year 9999 in any time zone (iCalendar writes no later year, and repeats end
 * there), so up to 10000-01-01 in UTC. Time-zone and recurrence maths step days past a date, so the last instant a
 * Date can hold is no date at all.
 */
export const lastCalendarMs = Date.UTC(10000, 0, 2) - 1;
/**
 * A day on the calendar (due dates, reminder and repeat dates), in milliseconds, up to `lastCalendarMs`. A later one,
 * up to what a Date holds, is cut to it rather than refused: earlier versions stored such dates, devices still hold
 * them, and they push whole objects, so refusing would drop every later edit of that object made on them.
 */
export const calendarMsSchema = msSchema.transform((ms) => Math.min(ms, lastCalendarMs));
/** A sortable position; not checked against `isPosition` so third-party clients' positions are kept as sent. */
export const positionSchema = z.string().max(256);
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Invalid colour');

/** `<field>UpdateTime`: the wire name of a field's last-write time. */
export const updateTimeKey = (field: string) => `${field}UpdateTime`;
