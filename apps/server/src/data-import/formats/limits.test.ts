import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from './csv.js';
import type * as limits from './limits.js';
import { errorOf } from './test-helpers.js';
import { parseTrello } from './trello.js';

// Smaller limits, so crossing them takes a few rows rather than hundreds of thousands.
vi.mock('./limits.js', async (original) => {
  const actual = await original<typeof limits>();
  return { importLimits: { ...actual.importLimits, csvRows: 10, tasks: 5, lists: 2, checklistItems: 2 } };
});

const mapping = { title: 'Task' };

describe('import limits', () => {
  it('refuses more CSV rows than the limit, naming the first line past it', () => {
    expect(parseCsv(`Task\n${'a\n'.repeat(4)}`, { timeZone: 'UTC', mapping }).tasks).toHaveLength(4);
    expect(errorOf(() => parseCsv(`Task\n\n${'a\n'.repeat(10)}`, { timeZone: 'UTC', mapping })).message).toBe('Line 12: the file has more than 10 rows');
  });

  it('refuses more tasks and lists than the limits', () => {
    expect(errorOf(() => parseCsv(`Task\n${'a\n'.repeat(6)}`, { timeZone: 'UTC', mapping })).message).toBe('Line 7: the file has more than 5 tasks');
    expect(errorOf(() => parseCsv('Task,List\na,x\nb,y\nc,z\n', { timeZone: 'UTC', mapping: { title: 'Task', list: 'List' } })).message).toBe('Line 4: the file has more than 2 lists');
  });

  it('refuses a checklist longer than the limit, naming the card', () => {
    const board = {
      name: 'B', lists: [{ id: 'l', name: 'L' }], cards: [{ id: 'c', name: 'Card', idList: 'l' }],
      checklists: [{ id: 'k', idCard: 'c', checkItems: ['a', 'b', 'c'].map((name) => ({ name, state: 'incomplete' })) }],
    };
    expect(errorOf(() => parseTrello(JSON.stringify(board))).message).toBe('At cards[0]: a checklist has more than 2 items');
  });
});
