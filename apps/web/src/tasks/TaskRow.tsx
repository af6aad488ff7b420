import { useSortable } from '@dnd-kit/sortable';
import type { WebConfig } from '@taskhub/domain';
import {
  Archive, ArrowDown, ArrowUp, CalendarDays, ExternalLink, MoreHorizontal, Sun, SunDim, Trash2,
} from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, memo, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/types.js';
import { Checkbox, cx, IconButton, Menu, MenuItem, MenuSeparator } from '../ui/index.js';
import { type QuickDate, quickDates } from '../scheduling/quick-dates.js';
import { RowAssignee } from '../assignment/RowAssignee.js';
import { hasNote, hasReminder, repeats, rowFaceOf, type TaskCounts } from './row-meta.js';
import { TaskRowFace, TaskRowGrip } from './TaskRowFace.js';
import type { DayBounds } from './views/day-bounds.js';
import type { Label, Task } from './views/types.js';

export type RowKeyAction = 'next' | 'previous' | 'first' | 'last';

export interface TaskRowProps {
  task: Task;
  /** Unique among the column's rows (a task with two tags shows in two tag groups). */
  sortableId: string;
  groupKey: string;
  selected: boolean;
  /** The one row of the column reachable with Tab (roving focus); arrows move it. */
  tabbable: boolean;
  /** The task may be read, not changed (a viewer's board card, a guest's shared list): the row opens it and adds it to My Day, nothing else. */
  readOnly?: boolean;
  timeZone: string;
  timeFormat: WebConfig['timeFormat'];
  bounds: DayBounds;
  /** The task's list, shown in views that mix lists (All my tasks, Next 7 days, a tag); absent in a list's view. */
  listName?: string;
  tagsById: ReadonlyMap<string, Label>;
  counts?: TaskCounts;
  inMyDay: boolean;
  /** In place of the assignee's avatar drawn from the task's `assignedTo` (RowAssignee). */
  assignee?: ReactNode;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onOpen(id: string): void;
  onSelectClick(id: string, event: MouseEvent): void;
  onToggleComplete(task: Task): void;
  onArchive(task: Task): void;
  onDelete(task: Task): void;
  onSetDue(task: Task, choice: QuickDate): void;
  onToggleMyDay(task: Task, inMyDay: boolean): void;
  onMove(task: Task, direction: -1 | 1, groupKey: string): void;
  onKeyMove(id: string, action: RowKeyAction): void;
}

const keyActions: Record<string, RowKeyAction> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

/** Has the row's content something to show under the title (the column estimates the row's height from it). */
export function rowHasMeta(task: Task, listName: string | undefined, counts: TaskCounts | undefined): boolean {
  return task.dueDate !== null || listName !== undefined || task.labels.length > 0 || repeats(task) || hasReminder(task) || hasNote(task)
    || task.checklistItems.length > 0 || (counts !== undefined && (counts.subtasks > 0 || counts.attachments > 0));
}

/** The buttons drawn while the row is hovered or holds focus: date, My Day, and a menu of the rest. */
function RowActions({ task, title, props, onMenuOpenChange }: { task: Task; title: string; props: TaskRowProps; onMenuOpenChange(open: boolean): void }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id }, { title });
  // No date only for a task that has one.
  const dueItems = quickDates.filter(({ choice }) => choice !== 'none' || task.dueDate !== null);
  const myDay = (
    <IconButton size="row" tooltip={false} aria-pressed={props.inMyDay}
      label={t(props.inMyDay ? 'tasks.row.removeMyDay' : 'tasks.row.addMyDay')}
      icon={props.inMyDay ? <SunDim className="icon" aria-hidden="true" /> : <Sun className="icon" aria-hidden="true" />}
      onClick={() => props.onToggleMyDay(task, props.inMyDay)} />
  );
  // My Day is the person's own list of entries, not a change of the task: offered on a read-only task too.
  if (props.readOnly) return <span className="task-actions">{myDay}</span>;
  return (
    <span className="task-actions">
      <Menu onOpenChange={onMenuOpenChange} label={t('tasks.row.date')}
        trigger={<IconButton size="row" tooltip={false} label={t('tasks.row.date')} icon={<CalendarDays className="icon" aria-hidden="true" />} />}>
        {dueItems.map(({ choice, message, icon: Icon }) => (
          <MenuItem key={choice} icon={<Icon className="icon" />} onSelect={() => props.onSetDue(task, choice)}><FormattedMessage id={message} /></MenuItem>
        ))}
      </Menu>
      {myDay}
      <Menu onOpenChange={onMenuOpenChange} label={t('tasks.row.more')}
        trigger={<IconButton size="row" tooltip={false} label={t('tasks.row.more')} icon={<MoreHorizontal className="icon" aria-hidden="true" />} />}>
        <MenuItem icon={<ExternalLink className="icon" />} onSelect={() => props.onOpen(task.id)}><FormattedMessage id="tasks.row.open" /></MenuItem>
        <MenuItem icon={<ArrowUp className="icon" />} disabled={!props.canMoveUp} onSelect={() => props.onMove(task, -1, props.groupKey)}>
          <FormattedMessage id="tasks.row.moveUpShort" />
        </MenuItem>
        <MenuItem icon={<ArrowDown className="icon" />} disabled={!props.canMoveDown} onSelect={() => props.onMove(task, 1, props.groupKey)}>
          <FormattedMessage id="tasks.row.moveDownShort" />
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Archive className="icon" />} onSelect={() => props.onArchive(task)}><FormattedMessage id="tasks.row.archiveShort" /></MenuItem>
        <MenuItem icon={<Trash2 className="icon" />} danger onSelect={() => props.onDelete(task)}><FormattedMessage id="tasks.row.delete" /></MenuItem>
      </Menu>
    </span>
  );
}

/**
 * One task (drawn by TaskRowFace): drag handle, the completion ring (priority colour), the title (the row's click target, opens it) with a
 * meta line under it, the assignee slot, and actions shown on hover and focus.
 */
export const TaskRow = memo(function TaskRow(props: TaskRowProps) {
  const { task, selected, tabbable, readOnly = false } = props;
  const intl = useIntl();
  const metaId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const face = rowFaceOf(task, { ...props, intl });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.sortableId, data: { taskId: task.id, groupKey: props.groupKey }, disabled: readOnly,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition } : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (readOnly && (event.key === ' ' || (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')))) {
      // Nothing to complete or move: the page does not scroll either.
      event.preventDefault();
      return;
    }
    if (event.key === ' ') {
      // Space completes (Enter, the button's own key, opens).
      event.preventDefault();
      props.onToggleComplete(task);
      return;
    }
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      props.onMove(task, event.key === 'ArrowUp' ? -1 : 1, props.groupKey);
      return;
    }
    const action = keyActions[event.key];
    if (action) {
      event.preventDefault();
      props.onKeyMove(task.id, action);
    }
  };

  const onClick = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) props.onSelectClick(task.id, event);
    else props.onOpen(task.id);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <TaskRowFace face={face} rowRef={setNodeRef} className={cx(selected && 'is-selected', isDragging && 'is-dragging')}
      rowProps={{
        style, 'data-task-id': task.id, 'data-read-only': readOnly ? 'true' : undefined, onBlur,
        onPointerEnter: () => setHovered(true), onPointerLeave: () => setHovered(false), onFocus: () => setFocused(true),
      }}
      drag={readOnly ? <span className="task-drag task-drag-none" aria-hidden="true" /> : (
        <IconButton size="row" tooltip={false} className="task-drag" {...attributes} {...listeners}
          label={intl.formatMessage({ id: 'tasks.row.drag' }, { title: face.title })} icon={<TaskRowGrip />} />
      )}
      check={<Checkbox shape="round" priority={face.priority} className="task-check" checked={face.completed} disabled={readOnly}
        onCheckedChange={() => props.onToggleComplete(task)} ariaLabel={intl.formatMessage({ id: 'tasks.row.complete' }, { title: face.title })} />}
      titleProps={{ tabIndex: tabbable ? 0 : -1, onClick, onKeyDown }} metaId={metaId}
      titleSuffix={selected ? <span className="sr-only"> <FormattedMessage id="tasks.row.selected" /></span> : null}
      assignee={props.assignee ?? <RowAssignee task={task} />}
      actions={hovered || focused || menuOpen ? <RowActions task={task} title={face.title} props={props} onMenuOpenChange={setMenuOpen} /> : undefined} />
  );
});
