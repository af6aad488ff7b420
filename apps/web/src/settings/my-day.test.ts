import { describe, expect, it } from 'vitest';
import { resetHourAsDate, resetHourChoices, resetHourOptions } from './my-day.js';

describe('reset hour choices', () => {
  it('offers every whole hour from 0000 to 2300', () => {
    expect(resetHourChoices).toHaveLength(24);
    expect(resetHourChoices[0]).toBe('0000');
    expect(resetHourChoices[5]).toBe('0500');
    expect(resetHourChoices[23]).toBe('2300');
  });

  it('keeps a stored value with minutes among the options, in time order', () => {
    const options = resetHourOptions('0530');
    expect(options).toHaveLength(25);
    expect(options.slice(5, 8)).toEqual(['0500', '0530', '0600']);
    expect(resetHourOptions('0500')).toHaveLength(24);
  });

  it('reads hours and minutes of a stored value', () => {
    const date = resetHourAsDate('1745');
    expect([date.getHours(), date.getMinutes()]).toEqual([17, 45]);
  });
});
