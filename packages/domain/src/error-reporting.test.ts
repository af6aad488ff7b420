import { describe, expect, it } from 'vitest';
import { parseErrorReportingEnvironment } from './error-reporting.js';

describe('parseErrorReportingEnvironment', () => {
  it.each(['production', 'local', 'none', 'NETLIFY', 'beta', 'dev'])('accepts %s', (value) => {
    expect(parseErrorReportingEnvironment(value)).toBe(value);
  });

  it.each([undefined, null, ''])('defaults to production when unset (%j)', (value) => {
    expect(parseErrorReportingEnvironment(value)).toBe('production');
  });

  it.each(['staging', 'Production', 'netlify', 'DEV', ' production', 'test'])('refuses %j with an error naming the setting', (value) => {
    expect(() => parseErrorReportingEnvironment(value)).toThrow(/error-reporting environment setting .* is not valid/);
  });
});
