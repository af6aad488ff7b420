export * from './rule.js';
export { nextOccurrence, occurrencesBetween, type OccurrenceOptions } from './occurrences.js';
export { ruleFromTask, ruleToTaskFields, type RecurrenceTaskFields, type RepeatAlertFields } from './wire.js';
export { toRRule, fromRRule } from './ical.js';
