import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Archive, GripVertical, MoreHorizontal, Pencil, Plus } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VirtualList } from '../tasks/virtual-list.js';
import { Avatar, cx, IconButton, Menu, MenuItem } from '../ui/index.js';
import type { BoardColumn } from './board-view-model.js';
import { BoardViewCard, type CardContext } from './BoardViewCard.js';

/** A card's height before it is measured: title, meta line, padding and the gap below. */
const cardEstimate = 76;

export interface BoardViewColumnProps {
  column: BoardColumn;
  /** The column's name as shown (sections and people by name, due ranges translated). */
  title: string;
  context: CardContext;
  /**
   * A section the caller may edit: rename and archive in its menu, add cards at the end; `draggable` also drags it by
   * the header. The actions are the board's, the same for every column and render (they find the section when called),
   * so a column whose cards did not change is not drawn again.
   */
  sectionActions?: ColumnActions;
  draggable?: boolean;
  /** A person column's picture, for the avatar before the title. */
  picture?: string | null;
  className?: string;
  /**
   * Whether a drag is under way on the board (or just ended). Only then do the cards' sortable hooks get the column's
   * card order: dnd-kit draws every sortable of a column again whenever its order changes, and a card another member
   * moves changes two columns' orders (bench/board-browser-move.ts); with no drag the order is used for nothing.
   */
  sorting?: boolean;
}

/** The sortable order a column's cards have while no drag is under way (see `sorting`): always the same object. */
const idleOrder: string[] = [];

/** What a section's column can do, for any column of the board (by the column's section id). */
export interface ColumnActions {
  onRename(column: BoardColumn, name: string): void;
  onArchive(column: BoardColumn): void;
  onAddCard(column: BoardColumn, title: string): void;
}

/** Memoized with stable callbacks: a column drawn again for its cards (another member's move) skips its Radix menu. */
const ColumnMenu = memo(function ColumnMenu({ name, onRename, onArchive }: { name: string; onRename(): void; onArchive(): void }) {
  const intl = useIntl();
  const chosen = useRef<'rename' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const label = intl.formatMessage({ id: 'boards.view.column.menu' }, { name });
  return (
    <Menu label={label} onCloseAutoFocus={(event) => {
      if (chosen.current !== 'rename') return;
      chosen.current = null;
      event.preventDefault();
      onRename();
    }} trigger={<IconButton ref={trigger} size="row" label={label} icon={<MoreHorizontal className="icon" aria-hidden="true" />} />}>
      <MenuItem icon={<Pencil className="icon" />} onSelect={() => { chosen.current = 'rename'; }}><FormattedMessage id="boards.view.column.rename" /></MenuItem>
      <MenuItem icon={<Archive className="icon" />} onSelect={onArchive}><FormattedMessage id="boards.view.column.archive" /></MenuItem>
    </Menu>
  );
});

function AddCard({ onAdd }: { onAdd(title: string): void }) {
  const intl = useIntl();
  const [title, setTitle] = useState<string | null>(null);
  if (title === null) {
    return (
      <button type="button" className="board-add-card" onClick={() => setTitle('')}>
        <Plus className="icon" aria-hidden="true" /> <FormattedMessage id="boards.view.addCard" />
      </button>
    );
  }
  return (
    <input className="board-add-card-field" autoFocus value={title} maxLength={1000}
      aria-label={intl.formatMessage({ id: 'boards.view.cardTitle' })} placeholder={intl.formatMessage({ id: 'boards.view.cardTitle' })}
      onChange={(event) => setTitle(event.target.value)} onBlur={() => { if (!title.trim()) setTitle(null); }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setTitle(null);
        if (event.key !== 'Enter' || !title.trim()) return;
        event.preventDefault();
        onAdd(title.trim());
        setTitle('');
      }} />
  );
}

/**
 * One column of the board: a sticky header (name, count, menu), its cards in a virtual list (a long section draws only
 * the cards in view), and Add card. The header drags the section; the body takes dropped cards at its end.
 */
export const BoardViewColumn = memo(function BoardViewColumn({
  column, title, context, sectionActions, draggable = false, picture, className, sorting = false,
}: BoardViewColumnProps) {
  const intl = useIntl();
  const [renaming, setRenaming] = useState<string | null>(null);
  const header = useSortable({
    id: `column:${column.key}`, data: { type: 'column', columnKey: column.key }, disabled: !draggable,
  });
  const body = useDroppable({ id: `body:${column.key}`, data: { type: 'column-body', columnKey: column.key }, disabled: !column.accepts });
  const ids = useMemo(() => column.cards.map((card) => `card:${card.id}`), [column.cards]);
  const headingId = `board-column-${column.key}`;
  const countLabel = useMemo(() => intl.formatMessage({ id: 'boards.view.column.count' }, { count: column.cards.length }), [intl, column.cards.length]);
  const { cards } = column;
  const rowKey = useCallback((index: number) => cards[index]!.id, [cards]);
  const renderRow = useCallback((index: number) => (
    <div role="listitem" className="board-card-slot">
      <BoardViewCard task={cards[index]!} columnKey={column.key} context={context} />
    </div>
  ), [cards, column.key, context]);
  const startRename = useCallback(() => setRenaming(title), [title]);
  // The column as last drawn, for the menu's archive: a callback made from it would change with every card moved.
  const latest = useRef(column);
  useEffect(() => { latest.current = column; });
  const onArchive = sectionActions?.onArchive;
  const archive = useCallback(() => onArchive?.(latest.current), [onArchive]);
  const saveName = () => {
    const name = renaming?.trim();
    if (name && name !== title) sectionActions?.onRename(column, name);
    setRenaming(null);
  };
  return (
    <section ref={header.setNodeRef} aria-labelledby={headingId}
      className={cx('board-column', header.isDragging && 'is-dragging', body.isOver && 'is-drop-target', className)}
      style={{ transform: header.transform ? `translate3d(${header.transform.x}px, 0, 0)` : undefined, transition: header.transition }}
      data-column-key={column.key}>
      <header className="board-column-header">
        {draggable ? (
          <button type="button" className="board-column-grip" {...header.attributes} {...header.listeners}
            aria-label={intl.formatMessage({ id: 'boards.view.column.move' }, { name: title })}>
            <GripVertical className="icon" aria-hidden="true" />
          </button>
        ) : null}
        {column.kind === 'person' && column.id ? <Avatar id={column.id} name={column.name} src={picture} size="sm" /> : null}
        {renaming !== null ? (
          <input className="board-column-rename" autoFocus value={renaming} maxLength={255}
            aria-label={intl.formatMessage({ id: 'boards.view.column.renameField' }, { name: title })}
            onChange={(event) => setRenaming(event.target.value)} onBlur={saveName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') saveName();
              if (event.key === 'Escape') setRenaming(null);
            }} />
        ) : (
          <h2 className="board-column-title" id={headingId}>{title}</h2>
        )}
        <span className="board-column-count" aria-label={countLabel}>
          {column.cards.length}
        </span>
        {sectionActions && renaming === null ? <ColumnMenu name={title} onRename={startRename} onArchive={archive} /> : null}
      </header>
      <div ref={body.setNodeRef} className="board-column-body">
        <SortableContext items={sorting ? ids : idleOrder} strategy={verticalListSortingStrategy}>
          {column.cards.length === 0 ? (
            <p className="board-column-empty"><FormattedMessage id="boards.view.column.empty" /></p>
          ) : (
            <VirtualList className="board-column-cards" rowCount={column.cards.length} rowHeight={cardEstimate} overscan={4}
              rowKey={rowKey} innerProps={{ role: 'list', 'aria-labelledby': headingId }} renderRow={renderRow} />
          )}
        </SortableContext>
      </div>
      {sectionActions && !context.readOnly ? <AddCard onAdd={(cardTitle) => sectionActions.onAddCard(column, cardTitle)} /> : null}
    </section>
  );
});
