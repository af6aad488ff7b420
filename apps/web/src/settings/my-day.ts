/** The whole hours My Day can start a new day at, stored as 'HHMM' (myDayConfig.myDayResetHourOfDay). */
export const resetHourChoices: readonly string[] = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}00`);

/**
 * The choices to offer: the whole hours, plus the stored value when another client saved minutes (e.g. '0530'),
 * so the select shows what is stored instead of silently pretending another hour is chosen.
 */
export function resetHourOptions(stored: string): string[] {
  if (resetHourChoices.includes(stored) || !/^\d{4}$/.test(stored)) return [...resetHourChoices];
  return [...resetHourChoices, stored].sort();
}

/** A stored 'HHMM' as a time of day on an arbitrary date, to format it with the user's clock. */
export function resetHourAsDate(value: string): Date {
  return new Date(2000, 0, 1, Number(value.slice(0, 2)), Number(value.slice(2, 4)));
}
