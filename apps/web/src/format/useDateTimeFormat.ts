import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { createDateTimeFormatter, type DateTimeFormatter, type DateTimeSettings } from './formatter.js';

/** The date and time helpers for the current interface language and the given user settings. */
export function useDateTimeFormat({ dateFormat, timeFormat, firstDayOfWeek }: DateTimeSettings): DateTimeFormatter {
  const { locale } = useIntl();
  return useMemo(
    () => createDateTimeFormatter(locale, { dateFormat, timeFormat, firstDayOfWeek }),
    [locale, dateFormat, timeFormat, firstDayOfWeek],
  );
}
