import type { Board } from '@taskhub/domain';
import { Check, LayoutGrid, Lock, Settings, Users } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Chip, IconButton } from '../ui/index.js';

export interface BoardTileProps {
  board: Board;
  busy: boolean;
  onOpen(board: Board): void;
  onJoin(board: Board): void;
  /** Opens the board's settings (a board the caller is on). */
  onSettings(board: Board): void;
}

/** The emoji, or a board icon where the board has none. */
export function BoardEmoji({ emoji }: { emoji: string | null }) {
  return (
    <span className="board-emoji" aria-hidden="true">
      {emoji ? emoji : <LayoutGrid className="icon" />}
    </span>
  );
}

/**
 * One board of the browse page: emoji, name, a lock when private, its members count, and Joined (the name opens it,
 * a button its settings) or Join for a public board the caller is not on.
 */
export function BoardTile({ board, busy, onOpen, onJoin, onSettings }: BoardTileProps) {
  const intl = useIntl();
  const joined = board.role !== null;
  return (
    <li className="board-tile">
      <BoardEmoji emoji={board.emoji} />
      <div className="board-tile-text">
        {joined ? (
          <button type="button" className="board-tile-name" onClick={() => onOpen(board)}
            aria-label={intl.formatMessage({ id: 'boardBrowse.open' }, { board: board.name })}>
            {board.name}
          </button>
        ) : <span className="board-tile-name">{board.name}</span>}
        <span className="board-tile-meta">
          {board.isPrivate ? (
            <span className="board-tile-private"><Lock className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.private" /></span>
          ) : null}
          <span><Users className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.members" values={{ count: board.membersCount }} /></span>
        </span>
      </div>
      {joined ? (
        <Chip tone="success" className="board-tile-joined" icon={<Check className="icon" aria-hidden="true" />}>
          <FormattedMessage id="boardBrowse.joined" />
        </Chip>
      ) : null}
      {joined ? (
        <IconButton size="row" label={intl.formatMessage({ id: 'boardSettings.title' }, { board: board.name })}
          icon={<Settings className="icon" aria-hidden="true" />} onClick={() => onSettings(board)} />
      ) : (
        <Button variant="secondary" className="board-tile-join" disabled={busy} onClick={() => onJoin(board)}
          aria-label={intl.formatMessage({ id: 'boardBrowse.joinBoard' }, { board: board.name })}>
          <FormattedMessage id="boardBrowse.join" />
        </Button>
      )}
    </li>
  );
}
