import { describe, expect, it } from 'vitest';
import { csvHeader, downloadName } from './data-calls.js';

describe('csvHeader', () => {
  it('reads the first line\'s column names, quoted or not, separated by commas or semicolons', () => {
    expect(csvHeader('\uFEFFTitle,"Due, date",Notes\r\nx,y,z')).toEqual(['Title', 'Due, date', 'Notes']);
    expect(csvHeader('"Say ""hi""";List\n')).toEqual(['Say "hi"', 'List']);
    expect(csvHeader('')).toEqual([]);
  });
});

describe('downloadName', () => {
  it('takes the server\'s file name, or a plain one', () => {
    expect(downloadName('attachment; filename="taskhub-2026-11-27.csv"', 'csv')).toBe('taskhub-2026-11-27.csv');
    expect(downloadName(null, 'ics')).toBe('taskhub.ics');
  });
});
