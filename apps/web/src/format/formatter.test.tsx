import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createDateTimeFormatter, type DateTimeSettings } from './formatter.js';
import { useDateTimeFormat } from './useDateTimeFormat.js';

const march5 = new Date(2026, 2, 5, 15, 5);
const european: DateTimeSettings = { dateFormat: 'DMY', timeFormat: '24', firstDayOfWeek: 1 };
const american: DateTimeSettings = { dateFormat: 'MDY', timeFormat: '12', firstDayOfWeek: 7 };

describe('createDateTimeFormatter', () => {
  it('applies every setting', () => {
    const us = createDateTimeFormatter('en', american);
    expect(us.time(march5)).toBe('3:05 PM');
    expect(us.date(march5)).toBe('Mar 5, 2026');
    expect(us.numericDate(march5)).toBe('03.05.2026');
    expect(us.weekdays()[0]).toBe(7);
    expect(us.weekdayNames('short')[0]).toBe('Sun');
    expect(us.startOfWeek(march5)).toEqual(new Date(2026, 2, 1));
    expect(us.parseDate('03.05.2026')).toEqual(new Date(2026, 2, 5));

    const eu = createDateTimeFormatter('en', european);
    expect(eu.time(march5)).toBe('15:05');
    expect(eu.date(march5)).toBe('5 Mar 2026');
    expect(eu.parseDate('03.05.2026')).toEqual(new Date(2026, 4, 3));
    expect(eu.startOfWeek(march5)).toEqual(new Date(2026, 2, 2));
  });
});

function DueDate({ settings }: { settings: DateTimeSettings }) {
  const format = useDateTimeFormat(settings);
  return <p>{`${format.date(march5, { month: 'long' })} ${format.time(march5)} ${format.monthNames()[2]}`}</p>;
}

describe('useDateTimeFormat', () => {
  it('uses the language of the surrounding IntlProvider', () => {
    render(
      <IntlProvider locale="de">
        <DueDate settings={european} />
      </IntlProvider>,
    );
    expect(screen.getByText('5. März 2026 15:05 März')).toBeTruthy();
  });
});
