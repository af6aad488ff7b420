import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { Board } from '@taskhub/domain';
import { Columns3, Plus } from 'lucide-react';
import { type ReactNode, type UIEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shownAssignee } from '../assignment/assignment-store.js';
import { useAssignment, useAssignmentState } from '../assignment/useAssignment.js';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { activeLabels } from '../labels/tag-rules.js';
import { phoneQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useDayBounds, useTaskSettings } from '../tasks/useTaskSettings.js';
import { positionAfterLast } from '../tasks/views/position.js';
import type { Task } from '../tasks/views/types.js';
import { userSpaces } from '../workspaces/spaces.js';
import { EmptyState, Select, Spinner, Status, useToast } from '../ui/index.js';
import { addSection, saveCardDrop, setSectionArchived, updateSection } from './board-view-calls.js';
import { boardCollisions, useBoardAnnouncements, useBoardSensors, useSorting } from './board-view-dnd.js';
import { type BoardDragData, type BoardDropData, cardDrop, sectionMove } from './board-view-drag.js';
import {
  type BoardColumn, type BoardGrouping, type CardCounts, cardCounts, deriveColumns, type DerivedColumns, liveSections,
} from './board-view-model.js';
import {
  type BoardFirstScreenInput, boardFirstScreenOf, boardRoom, hideBoardFirstScreen, showBoardFirstScreen, type ShownBoard, snapshotPeople,
} from './board-first-screen.js';
import { CardFace, type CardContext } from './BoardViewCard.js';
import { BoardViewColumn, type ColumnActions } from './BoardViewColumn.js';
import { BoardViewHeader } from './BoardViewHeader.js';
import { useBoardPeople, useCommentCounts } from './useBoardOpen.js';
import { useColumnWindow } from './useColumnWindow.js';
import './board-view.css';

export interface BoardViewProps {
  boardId: string;
  /** A card was chosen: the task panel opens it over the board (the shell's `/tasks/:id`). */
  onOpenTask(id: string): void;
  /** The clock (tests fix it). */
  now?: () => number;
  /** Drawn at the header's end: the board's menu (BoardMenu: settings, members). */
  menu?: ReactNode;
}

const dueTitles = {
  overdue: 'boards.view.column.overdue', today: 'boards.view.column.today', tomorrow: 'boards.view.column.tomorrow',
  thisWeek: 'boards.view.column.thisWeek', later: 'boards.view.column.later', none: 'boards.view.column.none',
} as const;

/** Viewers and archived boards: cards open but do not move, sections cannot be added, renamed or archived. */
const boardReadOnly = (board: Board | undefined) => !board || board.isArchived || board.role === null || board.role === 'viewer';

/**
 * A board (API.md section 5): its sections as columns of cards, or its cards by person or by due date; cards and
 * sections move by drag and drop, with the pointer or the keyboard. Boards and sections come from the store's server
 * objects (sync), the cards are the board's synced tasks; the columns are derived once per change of either.
 */
export function BoardView({ boardId, onOpenTask, now = Date.now, menu }: BoardViewProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const auth = useAuthStore();
  const toast = useToast();
  const { objects, server, ready } = useSyncSnapshot();
  const board = server.board[boardId];
  const { timeZone, webConfig } = useTaskSettings();
  const bounds = useDayBounds(now, timeZone);
  const phone = useMediaQuery(phoneQuery);
  const [grouping, setGrouping] = useState<BoardGrouping>('sections');
  const { people, failed } = useBoardPeople(boardId, board?.membersCount);
  const comments = useCommentCounts(boardId);
  const user = useAuth((state) => state.user);
  const workspace = userSpaces(user).find((space) => space.id === board?.workspaceId);
  const assignment = useAssignment();
  const pending = useAssignmentState(assignment, (state) => state.pending);

  const sections = useMemo(() => liveSections(server.section, boardId), [server.section, boardId]);
  const assigneeOf = useCallback((task: Task) => shownAssignee(task, pending[task.id]), [pending]);
  // Kept from change to change: a few changed cards rebuild only their columns (deriveColumns).
  const derived = useRef<DerivedColumns>(undefined);
  const columns = useMemo(() => {
    derived.current = deriveColumns(derived.current, objects.task, boardId, { sections, grouping, bounds, people, assigneeOf });
    return derived.current.columns;
  }, [objects.task, boardId, sections, grouping, bounds, people, assigneeOf]);
  const lastCounts = useRef<CardCounts>(undefined);
  const counted = useMemo(() => cardCounts(lastCounts.current, objects.task, objects.attachment), [objects.task, objects.attachment]);
  useEffect(() => { lastCounts.current = counted; }, [counted]);
  const { counts } = counted;
  const tagsById = useMemo(() => new Map(activeLabels(objects).map((label) => [label.id, label])), [objects.label]);
  // Until the members are fetched, the assignees the board's first-screen snapshot drew (board-first-screen.ts).
  const [drawnPeople] = useState(() => snapshotPeople(localStorage, user?.id ?? null, boardId, now()));
  const peopleById = useMemo(() => new Map((people.length ? people : drawnPeople).map((person) => [person.userId, person])), [people, drawnPeople]);
  const readOnly = boardReadOnly(board);
  const context = useMemo<CardContext>(() => ({
    intl, bounds, timeZone, timeFormat: webConfig.timeFormat, tagsById, counts, comments, people: peopleById, assigneeOf, onOpen: onOpenTask, readOnly,
  }), [intl, bounds, timeZone, webConfig.timeFormat, tagsById, counts, comments, peopleById, assigneeOf, onOpenTask, readOnly]);

  const titleOf = useCallback((column: BoardColumn) => {
    if (column.kind === 'due') return intl.formatMessage({ id: dueTitles[column.id as keyof typeof dueTitles] });
    if (column.kind === 'person' && column.id === null) return intl.formatMessage({ id: 'boards.view.column.unassigned' });
    return column.name;
  }, [intl]);
  const cardTitle = useCallback((taskId: string) => store.getSnapshot().objects.task[taskId]?.title ?? '', [store]);
  const columnTitle = useCallback((key: string) => {
    const column = columns.find((one) => one.key === key);
    return column ? titleOf(column) : '';
  }, [columns, titleOf]);
  const accessibility = useBoardAnnouncements(cardTitle, columnTitle);
  const groupings = useMemo(() => (['sections', 'people', 'dueDate'] as const).map((value) => ({
    value, label: intl.formatMessage({ id: `boards.view.grouping.${value}` }),
  })), [intl]);
  useBoardFirstScreen(grouping === 'sections' && board ? {
    board: { id: boardId, name: board.name, emoji: board.emoji }, workspace: workspace ? { id: workspace.id, name: workspace.name } : null, columns, titleOf, context,
    groupings: groupings.map((option) => option.label), editable: !readOnly,
  } : null);
  const sensors = useBoardSensors();
  const failedToSave = () => toast(intl.formatMessage({ id: 'boards.view.saveFailed' }));

  // The card being dragged, drawn under the pointer in an overlay: its own column clips it (the column scrolls).
  const [draggedCard, setDraggedCard] = useState<string | null>(null);
  const sorting = useSorting();
  const onDragStart = ({ active }: DragStartEvent) => {
    sorting.start();
    const dragged = active.data.current as BoardDragData | undefined;
    setDraggedCard(dragged?.type === 'card' ? dragged.taskId : null);
  };
  const onDragCancel = () => {
    sorting.end();
    setDraggedCard(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    onDragCancel();
    const dragged = active.data.current as BoardDragData | undefined;
    const target = over?.data.current as BoardDropData | undefined;
    if (!dragged || !target || readOnly) return;
    if (dragged.type === 'column') {
      const sectionOf = (key: string) => key.startsWith('section:') ? key.slice('section:'.length) : null;
      const from = sectionOf(dragged.columnKey);
      const to = sectionOf(target.columnKey);
      if (!from || !to) return;
      for (const move of sectionMove(sections, from, to)) {
        const section = store.getSnapshot().server.section[move.id];
        if (section) updateSection(auth.http, store, section, { position: move.position }).catch(failedToSave);
      }
      return;
    }
    const drop = cardDrop(columns, dragged, target, bounds);
    if (!drop) return;
    saveCardDrop(store, drop.edits);
    const task = store.getSnapshot().objects.task[dragged.taskId];
    if (drop.assignTo !== undefined && task && assigneeOf(task) !== drop.assignTo && assignment) {
      void assignment.store.assign(task, drop.assignTo, () => store.syncNow());
    }
  };

  // The same actions for every column and render (they read the section and the board's role when called), so a
  // column whose cards did not change is not drawn again (BoardViewColumn is memoized).
  const columnActions = useMemo<ColumnActions>(() => {
    const sectionOf = (column: BoardColumn) => {
      const { server: now } = store.getSnapshot();
      return column.kind === 'section' && column.id && !boardReadOnly(now.board[boardId]) ? now.section[column.id] : undefined;
    };
    const failed = () => toast(intl.formatMessage({ id: 'boards.view.saveFailed' }));
    return {
      onAddCard: (column, title) => {
        if (!sectionOf(column)) return;
        store.create('task', { title, boardId, sectionId: column.id, categoryId: null, position: positionAfterLast(column.cards) });
      },
      onRename: (column, name) => {
        const section = sectionOf(column);
        if (section) updateSection(auth.http, store, section, { name }).catch(failed);
      },
      onArchive: (column) => {
        const section = sectionOf(column);
        if (!section) return;
        setSectionArchived(auth.http, store, section, true).then(
          () => toast(intl.formatMessage({ id: 'boards.view.sectionArchived' }, { name: section.name }),
            () => { setSectionArchived(auth.http, store, { ...section, isArchived: true }, false).catch(failed); }),
          failed,
        );
      },
    };
  }, [auth, store, toast, intl, boardId]);

  if (!board) {
    if (!ready || !failed) return <main className="board-view board-view-state"><Status><Spinner /> <FormattedMessage id="boards.view.loading" /></Status></main>;
    return <main className="board-view board-view-state"><EmptyState icon={<Columns3 className="icon" />} title={<FormattedMessage id="boards.view.unavailable" />} /></main>;
  }

  const columnOf = (column: BoardColumn, className?: string) => {
    const isSection = column.kind === 'section' && column.id !== null && server.section[column.id] !== undefined && !readOnly;
    return (
      <BoardViewColumn key={column.key} column={column} title={titleOf(column)} context={context} className={className}
        sectionActions={isSection ? columnActions : undefined} draggable={isSection && grouping === 'sections' && !phone}
        picture={column.kind === 'person' && column.id ? peopleById.get(column.id)?.picture : undefined} sorting={sorting.on} />
    );
  };
  const noSections = grouping === 'sections' && sections.length === 0;
  return (
    <DndContext sensors={sensors} collisionDetection={boardCollisions} onDragStart={onDragStart} onDragEnd={onDragEnd}
      onDragCancel={onDragCancel} accessibility={accessibility}>
      <div className="board-view">
        <BoardViewHeader name={board.name} emoji={board.emoji} grouping={grouping} groupings={groupings} onGroupingChange={setGrouping} menu={menu} />
        {noSections ? (
          <div className="board-view-empty">
            <EmptyState icon={<Columns3 className="icon" />} title={<FormattedMessage id="boards.view.emptySections" />}
              action={readOnly ? undefined : <AddSection boardId={boardId} autoFocus />} />
          </div>
        ) : phone ? (
          <PhoneColumns columns={columns} titleOf={titleOf} render={columnOf} boardName={board.name} />
        ) : (
          <DesktopColumns columns={columns} render={columnOf} boardName={board.name}
            end={grouping === 'sections' && !readOnly ? <AddSection boardId={boardId} /> : null} />
        )}
      </div>
      <DragOverlay dropAnimation={null}>
        {draggedCard && objects.task[draggedCard] ? (
          <div className="board-card is-overlay" aria-hidden="true"><CardFace task={objects.task[draggedCard]} context={context} /></div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * Offers the board's first screen to the snapshot saver (board-first-screen.ts) while the sections grouping shows; its
 * face is built only when the saver runs.
 */
function useBoardFirstScreen(input: Omit<BoardFirstScreenInput, 'room'> | null) {
  const { board, workspace, columns, titleOf, context, groupings, editable } = input ?? {};
  const workspaceId = workspace?.id;
  const workspaceName = workspace?.name;
  const id = board?.id;
  const name = board?.name;
  const emoji = board?.emoji ?? null;
  const labels = groupings?.join('\n');
  useEffect(() => {
    if (id === undefined || name === undefined || !columns || !titleOf || !context || labels === undefined || editable === undefined) return undefined;
    const offer: ShownBoard = {
      boardId: id,
      build: () => boardFirstScreenOf({
        board: { id, name, emoji }, workspace: workspaceId !== undefined && workspaceName !== undefined ? { id: workspaceId, name: workspaceName } : null,
        columns, titleOf, context, groupings: labels.split('\n'), editable,
        room: boardRoom(),
      }),
    };
    showBoardFirstScreen(offer);
    return () => hideBoardFirstScreen(offer);
  }, [id, name, emoji, workspaceId, workspaceName, columns, titleOf, context, labels, editable]);
}

/** Every column side by side, scrolling sideways; only the columns in view (and one each side) are drawn. */
function DesktopColumns({ columns, render, boardName, end }: {
  columns: BoardColumn[]; render(column: BoardColumn): React.ReactNode; boardName: string; end: React.ReactNode;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const { first, last, onScroll } = useColumnWindow(scroller, columns.length);
  const sortable = useMemo(() => columns.filter((column) => column.kind === 'section').map((column) => `column:${column.key}`), [columns]);
  return (
    <div ref={scroller} className="board-columns" role="group" aria-label={intl.formatMessage({ id: 'boards.view.columns' }, { name: boardName })}
      onScroll={(event: UIEvent<HTMLDivElement>) => onScroll(event.currentTarget)}>
      <SortableContext items={sortable} strategy={horizontalListSortingStrategy}>
        {columns.map((column, index) => (index >= first && index < last
          ? render(column)
          : <div key={column.key} className="board-column board-column-placeholder" aria-hidden="true" />))}
      </SortableContext>
      {end}
    </div>
  );
}

/**
 * A phone shows one column at a time: a swipe moves to the next (the columns sit side by side in a scroller that snaps
 * to each), and the picker above names the column in view and scrolls to the one chosen. Only the column in view and
 * its neighbours are drawn; the others keep their place empty, so the snap points stay where they are.
 */
function PhoneColumns({ columns, titleOf, render, boardName }: {
  columns: BoardColumn[]; titleOf(column: BoardColumn): string; render(column: BoardColumn, className?: string): React.ReactNode; boardName: string;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const index = Math.max(0, columns.findIndex((column) => column.key === chosen));
  const shown = columns[index];
  /** The column whose start is nearest the scroller's: where a swipe settled. */
  const onScroll = (element: HTMLDivElement) => {
    const slots = [...element.children] as HTMLElement[];
    const origin = slots[0]?.offsetLeft ?? 0;
    let nearest = 0;
    slots.forEach((slot, at) => {
      if (Math.abs(slot.offsetLeft - origin - element.scrollLeft) < Math.abs(slots[nearest]!.offsetLeft - origin - element.scrollLeft)) nearest = at;
    });
    const key = columns[nearest]?.key;
    if (key !== undefined && key !== shown?.key) setChosen(key);
  };
  const pick = (key: string) => {
    setChosen(key);
    const element = scroller.current;
    const slots = element ? [...element.children] as HTMLElement[] : [];
    const slot = slots[columns.findIndex((column) => column.key === key)];
    if (!element || !slot) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollTo({ left: slot.offsetLeft - (slots[0]?.offsetLeft ?? 0), behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <div className="board-phone" role="group" aria-label={intl.formatMessage({ id: 'boards.view.columns' }, { name: boardName })}>
      <Select className="board-phone-picker" ariaLabel={intl.formatMessage({ id: 'boards.view.columnPicker' })} value={shown?.key ?? ''}
        onValueChange={pick}
        options={columns.map((column) => ({ value: column.key, label: `${titleOf(column)} (${column.cards.length})` }))} />
      <div ref={scroller} className="board-phone-columns" onScroll={(event: UIEvent<HTMLDivElement>) => onScroll(event.currentTarget)}>
        {columns.map((column, at) => (Math.abs(at - index) <= 1
          ? render(column, 'board-column-phone')
          : <div key={column.key} className="board-column board-column-phone board-column-placeholder" aria-hidden="true" />))}
      </div>
    </div>
  );
}

/** "Add section" at the end of the columns (or in the empty state): a button, then a field; Enter adds it. */
function AddSection({ boardId, autoFocus = false }: { boardId: string; autoFocus?: boolean }) {
  const intl = useIntl();
  const store = useObjectStore();
  const auth = useAuthStore();
  const toast = useToast();
  const [name, setName] = useState<string | null>(autoFocus ? '' : null);
  const [busy, setBusy] = useState(false);
  if (name === null) {
    return (
      <button type="button" className="board-add-section" onClick={() => setName('')}>
        <Plus className="icon" aria-hidden="true" /> <FormattedMessage id="boards.view.addSection" />
      </button>
    );
  }
  return (
    <div className="board-add-section is-open">
      <input className="board-add-section-field" autoFocus={!autoFocus} value={name} maxLength={255} disabled={busy}
        aria-label={intl.formatMessage({ id: 'boards.view.sectionName' })} placeholder={intl.formatMessage({ id: 'boards.view.sectionName' })}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => { if (!name.trim() && !autoFocus) setName(null); }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !autoFocus) setName(null);
          if (event.key !== 'Enter' || !name.trim()) return;
          event.preventDefault();
          setBusy(true);
          // The server places it after the last section (its positions are its own, not this client's keys).
          addSection(auth.http, store, boardId, { name: name.trim() })
            .then(() => setName(''), () => toast(intl.formatMessage({ id: 'boards.view.saveFailed' })))
            .finally(() => setBusy(false));
        }} />
    </div>
  );
}
