import type { Board } from '@taskhub/domain';
import { SquareKanban } from 'lucide-react';
import type { MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { boardPath } from '../shell/paths.js';
import { useSyncSelector } from '../store/ObjectStoreContext.js';

export interface BoardViewSidebarProps {
  /** The workspace whose boards are listed; null: every board of the user's. */
  workspaceId: string | null;
  /** The board shown, if any. */
  current: string | null;
  onOpen(boardId: string): void;
}

/** The boards the user is a member of, live ones, in their order (position, then name). */
export function memberBoards(boards: Record<string, Board>, workspaceId: string | null): Board[] {
  return Object.values(boards)
    .filter((board) => board.role !== null && !board.isArchived && (workspaceId === null || board.workspaceId === workspaceId))
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.name.localeCompare(b.name)));
}

/** The sidebar's "Boards" group: emoji and name of each board, as links to their views; nothing without boards. */
export function BoardViewSidebar({ workspaceId, current, onOpen }: BoardViewSidebarProps) {
  const boards = memberBoards(useSyncSelector((s) => s.server.board), workspaceId);
  if (boards.length === 0) return null;
  const open = (event: MouseEvent, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <>
      <h2 className="sidebar-heading" id="sidebar-boards-heading"><FormattedMessage id="boards.sidebar.heading" /></h2>
      <ul className="sidebar-lists" aria-labelledby="sidebar-boards-heading">
        {boards.map((board) => (
          <li key={board.id} className="sidebar-item">
            <a href={boardPath(board.id)} className="sidebar-link" aria-current={current === board.id ? 'page' : undefined} onClick={(event) => open(event, board.id)}>
              <span className="sidebar-board-emoji" aria-hidden="true">{board.emoji ?? <SquareKanban className="icon" />}</span>
              <span className="sidebar-name">{board.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
