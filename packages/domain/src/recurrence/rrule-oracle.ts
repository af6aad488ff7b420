/**
 * Test support, not exported: the `rrule` library's answer for a rule, used as the oracle the engine is checked
 * against. rrule has no zone arithmetic of its own that survives DST, so it runs in floating time (the start's
 * wall clock encoded as UTC) and its answers are mapped back through the zone.
 */
import type { RecurrenceRule } from './rule.js';
import { RRule, Weekday, type RRuleOptions } from './rrule-lib.js';
import { civilOfDay, fromWallClock, isoWeekday, localDay, toWallClock } from './zoned-time.js';

const frequencyCodes = { day: RRule.DAILY, week: RRule.WEEKLY, month: RRule.MONTHLY, year: RRule.YEARLY };

export function oracleRule(rule: RecurrenceRule): InstanceType<typeof RRule> {
  const options: Partial<RRuleOptions> = {
    freq: frequencyCodes[rule.frequency], interval: rule.interval, wkst: RRule.MO,
    dtstart: new Date(toWallClock(rule.start, rule.timeZone)),
  };
  if (rule.frequency === 'week' && rule.weekdays?.length) options.byweekday = rule.weekdays.map((day) => new Weekday(day - 1));
  if (rule.frequency === 'month' && rule.monthType === 'ON_DAY') {
    const day = localDay(rule.start, rule.timeZone);
    const weekNumber = rule.weekNumber ?? Math.ceil(civilOfDay(day).dayOfMonth / 7);
    options.byweekday = [new Weekday(isoWeekday(day) - 1, weekNumber === 'last' ? -1 : weekNumber)];
  }
  if (rule.end.type === 'after') options.count = rule.end.occurrences;
  if (rule.end.type === 'on') options.until = new Date(toWallClock(rule.end.date, rule.timeZone));
  return new RRule(options);
}

/** The first `limit` occurrences rrule finds, as instants in the rule's zone. */
export function oracleOccurrences(rule: RecurrenceRule, limit: number): number[] {
  const startWall = toWallClock(rule.start, rule.timeZone);
  return oracleRule(rule)
    .all((_date, index) => index < limit)
    .map((date) => (date.getTime() === startWall ? rule.start : fromWallClock(date.getTime(), rule.timeZone)));
}
