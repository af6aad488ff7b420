import { afterEach, describe, expect, it } from 'vitest';
import { saveFirstScreen, type FirstScreenCard } from '../store/first-screen-snapshot.js';
import { snapshotPeople } from './board-first-screen.js';

const now = Date.UTC(2026, 10, 26, 9);
const meta = { due: null, repeats: false, reminder: false, tags: [], subtasks: null, checklist: null, note: false, attachments: 0, listName: null };
const card = (id: string, assignee: FirstScreenCard['assignee']): FirstScreenCard => ({ id, title: id, completed: false, priority: 'normal', meta, assignee });

afterEach(() => localStorage.clear());

describe('the people a board\'s snapshot drew', () => {
  it('are the assignees of its cards, once each, for the user and board it was taken for only', () => {
    saveFirstScreen(localStorage, { userId: 'user-1', address: '/boards/b1', view: 'board:b1', now, validUntil: now + 3_600_000 }, {
      title: 'Launch plan', groups: [], views: [], listsHeading: 'Lists', lists: [],
      board: {
        boardId: 'b1', name: 'Launch plan', emoji: null, workspace: null, groupings: ['Sections'], editable: true, moreColumns: 0,
        columns: [{ key: 'section:s1', title: 'To do', count: 3, cards: [card('t1', { id: 'u1', name: 'Ann' }), card('t2', null), card('t3', { id: 'u1', name: 'Ann' })] },
          { key: 'section:s2', title: 'Done', count: 1, cards: [card('t4', { id: 'u2', name: 'Bob' })] }],
      },
    });
    expect(snapshotPeople(localStorage, 'user-1', 'b1', now)).toEqual([{ userId: 'u1', name: 'Ann', picture: null }, { userId: 'u2', name: 'Bob', picture: null }]);
    expect(snapshotPeople(localStorage, 'user-2', 'b1', now)).toEqual([]);
    expect(snapshotPeople(localStorage, 'user-1', 'b2', now)).toEqual([]);
    expect(snapshotPeople(localStorage, null, 'b1', now)).toEqual([]);
  });
});
