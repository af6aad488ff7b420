import * as rruleNamespace from 'rrule';

/**
 * Node's ESM loader reads rrule's CommonJS build, whose names it cannot see (they sit on `default`); Vite reads its
 * ES module build, which has no default. Taking whichever holds RRule works in both (STACK.md, the rrule trap).
 */
type RRuleModule = typeof rruleNamespace;
const rruleModule: RRuleModule = (Reflect.get(rruleNamespace, 'default') as RRuleModule | undefined)?.RRule
  ? (Reflect.get(rruleNamespace, 'default') as RRuleModule)
  : rruleNamespace;

export const { RRule, Weekday } = rruleModule;
export type RRuleOptions = rruleNamespace.Options;
export type RRuleWeekday = rruleNamespace.Weekday;
