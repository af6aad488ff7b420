import { describe, expect, it } from 'vitest';
import { completionsPerDay, completionsQuerySchema } from './completions.js';

describe('completionsPerDay', () => {
  const now = Date.UTC(2026, 2, 30, 10); // Monday 30 March 2026, 12:00 in Berlin (summer time since the 29th)

  it('counts per local day, oldest first, today last, days with none at 0', () => {
    const days = completionsPerDay([now, now - 3_600_000, Date.UTC(2026, 2, 28, 12), Date.UTC(2026, 2, 20)], now, 7, 'Europe/Berlin');
    expect(days).toEqual([
      { date: '2026-03-24', count: 0 }, { date: '2026-03-25', count: 0 }, { date: '2026-03-26', count: 0 },
      { date: '2026-03-27', count: 0 }, { date: '2026-03-28', count: 1 }, { date: '2026-03-29', count: 0 },
      { date: '2026-03-30', count: 2 },
    ]);
  });

  it('puts an instant on the day of the user\'s zone, not of UTC', () => {
    const lateEvening = Date.UTC(2026, 2, 29, 23, 30); // 01:30 on the 30th in Berlin, still the 29th in New York
    expect(completionsPerDay([lateEvening], now, 2, 'Europe/Berlin')).toEqual([{ date: '2026-03-29', count: 0 }, { date: '2026-03-30', count: 1 }]);
    expect(completionsPerDay([lateEvening], now, 2, 'America/New_York')).toEqual([{ date: '2026-03-29', count: 1 }, { date: '2026-03-30', count: 0 }]);
  });

  it('reads days from the query: 7 by default, 1 to 31', () => {
    expect(completionsQuerySchema.parse({})).toEqual({ days: 7 });
    expect(completionsQuerySchema.parse({ days: '14' })).toEqual({ days: 14 });
    expect(completionsQuerySchema.safeParse({ days: '0' }).success).toBe(false);
    expect(completionsQuerySchema.safeParse({ days: '32' }).success).toBe(false);
  });
});
