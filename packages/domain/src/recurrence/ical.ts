import { RecurrenceError, type RecurrenceFrequency, type RecurrenceRule, type RecurrenceWeekNumber } from './rule.js';
import { RRule, Weekday, type RRuleOptions, type RRuleWeekday } from './rrule-lib.js';
import { civilOfDay, endOfLocalDay, fromWallClock, isoWeekday, localDay } from './zoned-time.js';

const frequencyCodes: Record<RecurrenceFrequency, number> = {
  day: RRule.DAILY, week: RRule.WEEKLY, month: RRule.MONTHLY, year: RRule.YEARLY,
};

/** rrule numbers weekdays 0 = Monday … 6 = Sunday; the rule 1 … 7. */
const rruleWeekday = (weekday: number, n?: number): RRuleWeekday => new Weekday(weekday - 1, n);

/**
 * The RFC 5545 RRULE value of a rule, without DTSTART (the task's due date carries it), e.g.
 * "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=5". ON_DATE and yearly rules take their day from DTSTART, as calendars do.
 */
export function toRRule(rule: RecurrenceRule): string {
  const options: Partial<RRuleOptions> = { freq: frequencyCodes[rule.frequency] };
  if (rule.interval !== 1) options.interval = rule.interval;
  if (rule.frequency === 'week' && rule.weekdays?.length) options.byweekday = rule.weekdays.map((day) => rruleWeekday(day));
  if (rule.frequency === 'month' && rule.monthType === 'ON_DAY') {
    const day = localDay(rule.start, rule.timeZone);
    const weekNumber = rule.weekNumber ?? Math.ceil(civilOfDay(day).dayOfMonth / 7);
    options.byweekday = [rruleWeekday(isoWeekday(day), weekNumber === 'last' ? -1 : weekNumber)];
  }
  if (rule.end.type === 'after') options.count = rule.end.occurrences;
  if (rule.end.type === 'on') options.until = new Date(Math.floor(rule.end.date / 1000) * 1000);
  return RRule.optionsToString(options).replace(/^RRULE:/, '');
}

const unsupportedParts = ['bysetpos', 'byyearday', 'byweekno', 'byhour', 'byminute', 'bysecond', 'byeaster', 'bynweekday'] as const;

function fail(text: string, why: string): never {
  throw new RecurrenceError(`Unsupported RRULE "${text}": ${why}`);
}

/** BYDAY entries as [weekday 1–7, n or undefined]; rrule gives numbers or Weekday objects. */
function byDays(options: Partial<RRuleOptions>): [number, number | undefined][] {
  const raw = options.byweekday;
  const list = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((entry) => {
    if (typeof entry === 'number') return [entry + 1, undefined];
    if (typeof entry === 'string') return [RRule[entry].weekday + 1, undefined];
    return [entry.weekday + 1, entry.n ?? undefined];
  });
}

/** A day list that must be the start's own value (the task model derives it from the due date). */
function checkImplied(text: string, values: number | number[] | null | undefined, own: number, name: string): void {
  const list = values === null || values === undefined ? [] : Array.isArray(values) ? values : [values];
  if (list.length > 1 || (list.length === 1 && list[0] !== own)) fail(text, `${name} must be the start's own`);
}

function untilOf(text: string, until: Date, timeZone: string): number {
  const value = /UNTIL=([0-9T]+Z?)/i.exec(text)?.[1] ?? '';
  if (!value.includes('T')) return endOfLocalDay(fromWallClock(until.getTime(), timeZone), timeZone);
  // Without Z the value is local ("floating") time, which rrule reads as UTC.
  return value.endsWith('Z') ? until.getTime() : fromWallClock(until.getTime(), timeZone);
}

/** Outlook writes "the 2nd Tuesday" as BYDAY=TU;BYSETPOS=2: the same as BYDAY=+2TU. */
function outlookSetPos(options: Partial<RRuleOptions>): Partial<RRuleOptions> {
  const setPos = Array.isArray(options.bysetpos) ? options.bysetpos : [options.bysetpos];
  const days = byDays(options);
  const [day] = days;
  if (options.freq !== RRule.MONTHLY || setPos.length !== 1 || typeof setPos[0] !== 'number' || days.length !== 1 || !day || day[1] !== undefined) {
    return options;
  }
  return { ...options, bysetpos: null, byweekday: [rruleWeekday(day[0], setPos[0])] };
}

/**
 * A rule from an RRULE value (with or without the "RRULE:" prefix) for a task due at `start`. Throws a
 * RecurrenceError for parts the task model cannot hold (BYHOUR, BYSETPOS, several month days, …). WKST is ignored:
 * weeks start on Monday.
 */
export function fromRRule(text: string, start: number, timeZone: string): RecurrenceRule {
  const options = outlookSetPos(RRule.parseString(text.trim()));
  for (const part of unsupportedParts) {
    const value = options[part];
    if ((value ?? null) !== null && (!Array.isArray(value) || value.length > 0)) fail(text, part);
  }
  const frequency = (Object.keys(frequencyCodes) as RecurrenceFrequency[]).find((name) => frequencyCodes[name] === options.freq);
  if (!frequency) fail(text, 'FREQ');
  const day = localDay(start, timeZone);
  const civil = civilOfDay(day);
  checkImplied(text, options.bymonthday, civil.dayOfMonth, 'BYMONTHDAY');
  checkImplied(text, options.bymonth, civil.month, 'BYMONTH');
  const rule: RecurrenceRule = { frequency, interval: options.interval ?? 1, end: { type: 'never' }, start, timeZone };
  if (typeof options.count === 'number') rule.end = { type: 'after', occurrences: options.count };
  else if (options.until) rule.end = { type: 'on', date: untilOf(text, options.until, timeZone) };
  applyByDay(text, rule, byDays(options), day);
  return rule;
}

function applyByDay(text: string, rule: RecurrenceRule, days: [number, number | undefined][], startDay: number): void {
  if (rule.frequency === 'month') {
    rule.monthType = days.length > 0 ? 'ON_DAY' : 'ON_DATE';
    if (days.length === 0) return;
    const [weekday, n] = days[0] ?? [0, undefined];
    if (days.length > 1 || weekday !== isoWeekday(startDay)) fail(text, "BYDAY must be the start's weekday");
    if (n === undefined || (n !== -1 && (n < 1 || n > 6))) fail(text, 'BYDAY needs a week number 1–6 or -1');
    rule.weekNumber = (n === -1 ? 'last' : n) as RecurrenceWeekNumber;
    return;
  }
  if (days.length === 0) return;
  if (days.some(([, n]) => n !== undefined)) fail(text, 'numbered BYDAY outside MONTHLY');
  // "every weekday" arrives as FREQ=DAILY;BYDAY=MO,…,FR: the same days as a weekly rule.
  if (rule.frequency === 'day' && rule.interval === 1) rule.frequency = 'week';
  if (rule.frequency !== 'week') fail(text, `BYDAY with FREQ=${rule.frequency}`);
  rule.weekdays = [...new Set(days.map(([weekday]) => weekday))].sort((a, b) => a - b);
}
