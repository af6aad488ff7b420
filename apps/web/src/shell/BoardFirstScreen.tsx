import { ChevronDown, GripVertical, MoreHorizontal, Plus } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { BoardCardFace } from '../boards/BoardCardFace.js';
import { BoardTitle } from '../boards/BoardTitle.js';
import type { FirstScreenBoard, FirstScreenCard, FirstScreenColumn } from '../store/first-screen-snapshot.js';
import { avatarHue, initials } from '../ui/avatar-face.js';
import { cx } from '../ui/cx.js';
import { phoneQuery, useMediaQuery } from './useMediaQuery.js';
import '../boards/board-view.css';

/** A card as BoardViewCard draws it, still: the same element and face (BoardCardFace), the avatar's initials only. */
function Card({ card }: { card: FirstScreenCard }) {
  const assignee = card.assignee ? (
    <span className="board-card-assignee">
      {/* Radix Avatar's own elements, without its behaviour (its fallback shows the initials first too). */}
      <span className="ui-avatar ui-avatar-sm" style={{ '--avatar-hue': avatarHue(card.assignee.id) } as React.CSSProperties}>
        <span className="ui-avatar-initials" aria-hidden="true">{initials(card.assignee.name)}</span>
      </span>
    </span>
  ) : null;
  return (
    <div className="board-card-slot">
      <div className={cx('board-card', card.completed && 'is-completed')} data-task-id={card.id}>
        <BoardCardFace title={card.title} meta={card.meta} assignee={assignee} />
      </div>
    </div>
  );
}

/** A column as BoardViewColumn draws it: header (grip, title, count, menu), the first cards, Add card. */
function Column({ column, editable, grip, className }: { column: FirstScreenColumn; editable: boolean; grip: boolean; className?: string }) {
  return (
    <section className={cx('board-column', className)} data-column-key={column.key}>
      <header className="board-column-header">
        {editable && grip ? <span className="board-column-grip"><GripVertical className="icon" aria-hidden="true" /></span> : null}
        <h2 className="board-column-title">{column.title}</h2>
        <span className="board-column-count">{column.count}</span>
        {editable ? <span className="ui-icon-button ui-icon-button-row"><MoreHorizontal className="icon" aria-hidden="true" /></span> : null}
      </header>
      <div className="board-column-body">
        {column.count === 0 ? (
          <p className="board-column-empty"><FormattedMessage id="boards.view.column.empty" /></p>
        ) : (
          <div className="virtual-list board-column-cards" style={{ overflowY: 'hidden' }}>
            <div>{column.cards.map((card) => <Card key={card.id} card={card} />)}</div>
          </div>
        )}
      </div>
      {editable ? <span className="board-add-card"><Plus className="icon" aria-hidden="true" /> <FormattedMessage id="boards.view.addCard" /></span> : null}
    </section>
  );
}

/**
 * A board's first screen from its snapshot (store/first-screen-snapshot.ts): the board's header and the columns in
 * view with their first cards, in the board's own elements and CSS (board-view.css, in the main bundle for it), so
 * the real board, which replaces it, draws over the same places. A phone shows the first column under its picker.
 */
export function BoardFirstScreen({ board }: { board: FirstScreenBoard }) {
  const phone = useMediaQuery(phoneQuery);
  const first = board.columns[0];
  return (
    <div className="board-view">
      <header className="board-view-header">
        <BoardTitle name={board.name} emoji={board.emoji} />
        <div className="ui-toggle-group board-view-grouping">
          <div className="ui-toggle-items">
            {board.groupings.map((label, i) => <span key={i} className="ui-toggle" data-state={i === 0 ? 'on' : 'off'}>{label}</span>)}
          </div>
        </div>
        <span className="ui-icon-button ui-icon-button-toolbar"><MoreHorizontal className="icon icon-toolbar" aria-hidden="true" /></span>
      </header>
      {phone ? (
        <div className="board-phone">
          {first ? (
            <>
              <div className="ui-select-field board-phone-picker">
                <span className="ui-select"><span>{`${first.title} (${first.count})`}</span><span className="ui-select-chevron"><ChevronDown className="icon" aria-hidden="true" /></span></span>
              </div>
              <Column column={first} editable={board.editable} grip={false} className="board-column-phone" />
            </>
          ) : null}
        </div>
      ) : (
        <div className="board-columns">
          {board.columns.map((column) => <Column key={column.key} column={column} editable={board.editable} grip />)}
          {Array.from({ length: board.moreColumns }, (_, i) => <div key={i} className="board-column board-column-placeholder" />)}
          {board.editable ? <span className="board-add-section"><Plus className="icon" aria-hidden="true" /> <FormattedMessage id="boards.view.addSection" /></span> : null}
        </div>
      )}
    </div>
  );
}
