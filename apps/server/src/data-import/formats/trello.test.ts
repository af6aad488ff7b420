import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorOf } from './test-helpers.js';
import { parseTrello } from './trello.js';

const fixture = readFileSync(new URL('fixtures/trello-board.json', import.meta.url), 'utf8');

describe('parseTrello', () => {
  const bundle = parseTrello(fixture);
  const byTitle = (title: string) => bundle.tasks.find((task) => task.title === title)!;

  it('makes lists of lists in board order, closed ones archived, same names kept apart', () => {
    expect(bundle.lists).toEqual([
      { key: 'list-1', name: 'Move house / To do' },
      { key: 'list-2', name: 'Move house / Doing' },
      { key: 'list-3', name: 'Move house / Old ideas', isArchived: true },
      { key: 'list-4', name: 'Move house / To do (2)' },
    ]);
  });

  it('makes tasks of cards in list and card order, closed cards archived, due complete checked', () => {
    expect(bundle.tasks.map((task) => [task.title, task.listKey, task.status])).toEqual([
      ['Tell the bank', 'list-1', 'CHECKED'],
      ['Pack the kitchen', 'list-1', 'UNCHECKED'],
      ['Book the van', 'list-2', 'UNCHECKED'],
      ['Sell the sofa', 'list-3', 'DONE'],
      ['Change the address', 'list-4', 'UNCHECKED'],
    ]);
  });

  it('keeps the description, due date, creation date and comments (oldest first)', () => {
    expect(byTitle('Book the van')).toMatchObject({
      note: 'Saturday morning, **big** one.\nCall before 10.\n\nTwo quotes so far\n\nBooked for 8:00',
      dueDate: Date.UTC(2026, 4, 9, 7),
      creationDate: 0x6621a000 * 1000,
    });
    expect(byTitle('Pack the kitchen').dueDate).toBeUndefined();
  });

  it('reads checklists in order, named after their checklist when a card has several', () => {
    expect(byTitle('Book the van').checklist).toEqual([
      { title: 'Compare prices', checked: true },
      { title: "Driver's licence", checked: false },
    ]);
    expect(byTitle('Pack the kitchen').checklist).toEqual([
      { title: 'Boxes: Buy tape', checked: true },
      { title: 'Fragile: Glasses', checked: false },
    ]);
  });

  it('makes tags of labels with colours in our palette, unnamed ones named after their colour', () => {
    expect(bundle.labels).toEqual([
      { key: 'label-1', name: 'Easy', color: '#43a047' },
      { key: 'label-2', name: 'Urgent', color: '#e53935' },
      { key: 'label-3', name: 'sky', color: '#1e88e5' },
      { key: 'label-4', name: 'Someday' },
    ]);
    expect(byTitle('Pack the kitchen').labelKeys).toEqual(['label-1', 'label-3']);
    expect(byTitle('Sell the sofa').labelKeys).toEqual(['label-2']);
  });

  it('gives a label of a colour it does not know no colour', () => {
    const board = { name: 'B', lists: [], cards: [], labels: [{ id: 'a', name: 'A', color: 'constructor' }, { id: 'b', name: 'B', color: 'teal_light' }] };
    expect(parseTrello(JSON.stringify(board)).labels).toEqual([{ key: 'label-1', name: 'A' }, { key: 'label-2', name: 'B' }]);
  });

  it('names the JSON line or path of bad input', () => {
    expect(errorOf(() => parseTrello('{\n  "name": "x",\n  "lists": [\n')).where).toEqual({ line: 4 });
    expect(errorOf(() => parseTrello(fixture.replace('"name": "Tell the bank"', '"name": null'))).where).toEqual({ field: 'cards[2].name' });
    expect(errorOf(() => parseTrello(fixture.replace('"idList": "6620f1a2b3c4d5e6f7a8c004"', '"idList": "nope"'))).message)
      .toBe('At cards[4].idList: the card is in a list the board does not have');
    expect(errorOf(() => parseTrello(fixture.replace('"2026-04-30T12:00:00.000Z"', '"soon"'))).where).toEqual({ field: 'cards[2].due' });
    expect(errorOf(() => parseTrello(fixture.replace('"Tell the bank"', JSON.stringify('x'.repeat(10_001))))).message)
      .toBe('At cards[2]: the title is longer than 10000 characters');
  });
});
