import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { groupTitle } from './group-title.js';
import { globalIdOf } from '../task-detail/task-queries.js';
import { taskReadOnly } from '../task-detail/read-only.js';
import { useSyncSelector } from '../store/ObjectStoreContext.js';
import { useGuestLists } from '../shared-lists/useListMembers.js';
import { AddTaskRow } from './AddTaskRow.js';
import { useJustAdded } from '../quick-add/launcher.js';
import { Checkbox } from '../ui/index.js';
import { useRowContext } from './row-context.js';
import { type RowKeyAction, rowHasMeta, TaskRow } from './TaskRow.js';
import type { TaskActions } from './useTaskActions.js';
import { VirtualList, type VirtualListHandle } from './virtual-list.js';
import type { Category, Task, TaskGroup } from './views/types.js';

/** Estimated heights (px) by kind; drawn rows are measured, so these only place rows not yet drawn. */
export const rowHeights = { header: 40, add: 44, task: 44, taskWithMeta: 62, longTitle: 20 } as const;
/** Titles longer than this likely wrap to a second line at the column's usual width. */
const longTitle = 70;

type Row =
  | { kind: 'header'; group: TaskGroup; key: string }
  | { kind: 'add'; group: TaskGroup; key: string }
  | { kind: 'task'; group: TaskGroup; task: Task; index: number; key: string };

export interface TaskColumnProps {
  groups: TaskGroup[];
  actions: TaskActions;
  selected: ReadonlySet<string>;
  onSelectClick(id: string, event: MouseEvent, order: string[]): void;
  onOpenTask(id: string): void;
  timeZone: string;
  /** Shows each task's list name (in views that mix lists). */
  listsById?: ReadonlyMap<string, Category>;
  /** Group headings and quick add rows (off for the Completed list, which has its own heading). */
  withHeaders?: boolean;
  /** Each group's "Add task" row (off in Assigned to me: a new task is nobody's, so it would not stay there). */
  withAddRows?: boolean;
  /** One group per column (multi-column layout): its heading stays above the scrolling rows. */
  stickyHeader?: boolean;
  label: string;
  /** Selection mode: each row shows a checkbox, and a click on a row selects it instead of opening it. */
  selecting?: boolean;
  onToggleSelected?(id: string): void;
}

function buildRows(groups: TaskGroup[], withHeaders: boolean, stickyHeader: boolean, withAddRows: boolean): Row[] {
  const rows: Row[] = [];
  for (const group of groups) {
    if (withHeaders) {
      if (!stickyHeader) rows.push({ kind: 'header', group, key: `h:${group.key}` });
      if (withAddRows) rows.push({ kind: 'add', group, key: `a:${group.key}` });
    }
    group.tasks.forEach((task, index) => rows.push({ kind: 'task', group, task, index, key: `${group.key}::${task.id}` }));
  }
  return rows;
}

/** A column of grouped tasks, virtualized; arrow keys move focus between its tasks. */
export function TaskColumn(props: TaskColumnProps) {
  const { groups, actions, selected, onSelectClick, onOpenTask, timeZone, listsById, withHeaders = true, withAddRows = true, stickyHeader = false, label, selecting = false, onToggleSelected } = props;
  const intl = useIntl();
  const context = useRowContext();
  const rows = useMemo(() => buildRows(groups, withHeaders, stickyHeader, withAddRows), [groups, withHeaders, stickyHeader, withAddRows]);
  const taskRows = useMemo(() => rows.flatMap((row, rowIndex) => (row.kind === 'task' ? [{ row, rowIndex }] : [])), [rows]);
  const order = useMemo(() => taskRows.map(({ row }) => row.key), [taskRows]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const tabbableKey = focusKey !== null && order.includes(focusKey) ? focusKey : order[0] ?? null;
  const list = useRef<VirtualListHandle>(null);
  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef(false);
  const justAdded = useJustAdded((s) => s.taskId);
  // A card of a board the person only views (or of an archived board), or a task of a list where they are a guest, in
  // any view: the server refuses its writes, so its row does not offer them (the panel's rule, task-detail/read-only.ts).
  const boards = useSyncSelector((snapshot) => snapshot.server.board);
  const categories = useSyncSelector((snapshot) => snapshot.objects.category);
  const listIds = useMemo(() => [...new Set(groups.flatMap((group) => group.tasks.flatMap((task) =>
    (task.categoryId && categories[task.categoryId] && !categories[task.categoryId]!.isDefault ? [task.categoryId] : []))))].sort(), [groups, categories]);
  const guestLists = useGuestLists(listIds);
  const rowReadOnly = (task: Task) => taskReadOnly(task, boards, task.categoryId !== null && guestLists.has(task.categoryId) ? 'guest' : null) !== null;

  // A task the quick add has just added scrolls into view (the row's wrapper gets is-just-added for the highlight).
  useEffect(() => {
    if (justAdded === null) return;
    const at = taskRows.find(({ row }) => (row as { task: Task }).task.id === justAdded);
    if (at) list.current?.scrollToIndex(at.rowIndex);
  }, [justAdded, taskRows]);

  useEffect(() => {
    if (!pendingFocus.current || tabbableKey === null) return;
    pendingFocus.current = false;
    const rows = container.current?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [];
    [...rows].find((row) => row.dataset.rowKey === tabbableKey)?.querySelector<HTMLElement>('.task-title')?.focus();
  }, [tabbableKey, focusKey]);

  const onKeyMove = useCallback((key: string, action: RowKeyAction) => {
    const at = order.indexOf(key);
    const target = action === 'first' ? 0 : action === 'last' ? order.length - 1 : at + (action === 'next' ? 1 : -1);
    if (target < 0 || target >= order.length) return;
    pendingFocus.current = true;
    list.current?.scrollToIndex(taskRows[target]!.rowIndex);
    setFocusKey(order[target]!);
  }, [order, taskRows]);

  const listNameOf = (task: Task, group: TaskGroup) =>
    (listsById && group.kind !== 'list' && task.categoryId ? listsById.get(task.categoryId)?.name : undefined);
  const estimate = useCallback((index: number) => {
    const row = rows[index]!;
    if (row.kind !== 'task') return rowHeights[row.kind];
    const { task, group } = row;
    const base = rowHasMeta(task, listNameOf(task, group), context.meta.counts.get(globalIdOf(task))) ? rowHeights.taskWithMeta : rowHeights.task;
    return base + (task.title.length > longTitle ? rowHeights.longTitle : 0);
    // listNameOf reads listsById only.
  }, [rows, listsById, context.meta]);
  const rowKey = useCallback((index: number) => rows[index]!.key, [rows]);

  const renderRow = (index: number) => {
    const row = rows[index]!;
    if (row.kind === 'header') {
      return <h2 className="task-group-title">{groupTitle(intl, row.group)} <span className="task-group-count">{row.group.tasks.length}</span></h2>;
    }
    if (row.kind === 'add') return <AddTaskRow group={row.group} groupName={groupTitle(intl, row.group)} />;
    const { task, group } = row;
    const isSelected = selected.has(task.id);
    return (
      <div data-row-key={row.key} onFocus={() => setFocusKey(row.key)}
        className={[selecting ? 'task-row-selectable' : '', task.id === justAdded ? 'is-just-added' : ''].filter(Boolean).join(' ') || undefined}>
        {selecting ? (
          <Checkbox className="task-select" checked={isSelected} onCheckedChange={() => onToggleSelected?.(task.id)}
            ariaLabel={intl.formatMessage({ id: 'selection.select' }, { title: task.title.trim() || intl.formatMessage({ id: 'tasks.row.untitled' }) })} />
        ) : null}
        <TaskRow task={task} sortableId={row.key} groupKey={group.key} selected={isSelected} tabbable={row.key === tabbableKey} readOnly={rowReadOnly(task)}
          timeZone={timeZone} timeFormat={context.timeFormat} bounds={context.bounds} listName={listNameOf(task, group)}
          tagsById={context.tagsById} counts={context.meta.counts.get(globalIdOf(task))} inMyDay={context.meta.myDay.has(task.id)}
          canMoveUp={row.index > 0} canMoveDown={row.index < group.tasks.length - 1}
          onOpen={selecting && onToggleSelected ? onToggleSelected : onOpenTask} onToggleComplete={actions.toggleComplete} onArchive={actions.archive} onMove={actions.move}
          onDelete={context.onDelete} onSetDue={context.onSetDue} onToggleMyDay={context.onToggleMyDay}
          onSelectClick={(id, event) => onSelectClick(id, event, taskRows.map((r) => (r.row as { task: Task }).task.id))}
          onKeyMove={(_id, action) => onKeyMove(row.key, action)} />
      </div>
    );
  };

  return (
    <section className="task-column" aria-label={label} ref={container}>
      {stickyHeader && withHeaders && groups[0] ? (
        <h2 className="task-group-title task-column-title">{groupTitle(intl, groups[0])} <span className="task-group-count">{groups[0].tasks.length}</span></h2>
      ) : null}
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <VirtualList ref={list} rowCount={rows.length} rowHeight={estimate} rowKey={rowKey} renderRow={renderRow} />
      </SortableContext>
    </section>
  );
}
