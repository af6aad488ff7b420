import { isAllDay, wallClock } from '@taskhub/domain';
import { describe, expect, it } from 'vitest';
import { isLocalMidnight, tasksCalendar, zoneClock } from './ics.js';

const wallOf = (ms: number, timeZone: string) => {
  const wall = wallClock(ms, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
};

describe('zoneClock', () => {
  it('reads the same local time as the domain, across daylight-saving changes and half-hour zones', () => {
    for (const timeZone of ['Europe/Berlin', 'America/St_Johns', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC']) {
      const toWall = zoneClock(timeZone);
      for (let ms = Date.UTC(2026, 2, 1); ms < Date.UTC(2026, 11, 1); ms += 7 * 60_000 * 61) {
        expect(toWall(ms)).toBe(wallOf(ms, timeZone));
        expect(isLocalMidnight(toWall(ms))).toBe(isAllDay(ms, timeZone));
      }
    }
  });
});

describe('tasksCalendar', () => {
  it('folds long lines at 75 octets without splitting a character', () => {
    const task = {
      id: 't1', title: 'é'.repeat(100), note: '', dueDate: Date.UTC(2026, 10, 27, 9), status: 'UNCHECKED', categoryId: null,
      repeatingMethod: 'TASK_REPEAT_OFF', alert: { type: 'NONE' }, lastUpdateDate: 0,
    } as unknown as Parameters<typeof tasksCalendar>[0][number];
    const text = tasksCalendar([task], { timeZone: 'UTC', lists: new Map(), now: 0, name: 'TaskHub' });
    const lines = text.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${'é'.repeat(100)}`);
  });
});
