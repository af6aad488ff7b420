import { type Board, type Member, type Section, type SyncObject } from '@taskhub/domain';
import { createFakeServer, ok, type FakeServer } from '../../api/testing/fake-server.js';
import { renderTasks } from '../../tasks/testing/render-tasks.js';
import { BoardView } from '../BoardView.js';

/** A section of the board `b1`. */
export const section = (id: string, name: string, position: string): Section => ({ id, boardId: 'b1', name, position, isArchived: false });

export interface BoardViewFixture {
  /** The board `b1`. */
  board: Board;
  sections: Section[];
  cards?: { id: string; title: string; sectionId: string; position: string }[];
  /** The members the board's GET answers with. */
  members?: Member[];
  /** A fake server with the test's own routes; the board's GET is added to it. */
  server?: FakeServer;
}

/**
 * The board view of `b1` in the task screens: the board, its sections and cards in the store, its GET answered by the
 * fake server; `opened` collects the cards the view opens.
 */
export async function renderBoardView({ board, sections, cards = [], members = [], server = createFakeServer() }: BoardViewFixture) {
  server.on('GET', '/api/v1/boards/b1', ok({ board, sections, tasks: [], members, labels: [] }));
  const opened: string[] = [];
  const view = await renderTasks({
    server,
    seed: (store) => {
      store.putServerObjects('board', [board]);
      store.putServerObjects('section', sections);
      for (const card of cards) store.create('task', { ...card, boardId: 'b1', categoryId: null } as Partial<SyncObject<'task'>>);
    },
    props: { main: <BoardView boardId="b1" onOpenTask={(id) => opened.push(id)} /> },
  });
  return { ...view, opened, server };
}
