import { useSortable } from '@dnd-kit/sortable';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateTimeFormat } from '../format/intl-cache.js';
import type { Task } from './views/types.js';
import { Archive, ArrowDown, ArrowUp, GripVertical } from 'lucide-react';

export type RowKeyAction = 'next' | 'previous' | 'first' | 'last';

export interface TaskRowProps {
  task: Task;
  /** Unique among the column's rows (a task with two tags shows in two tag groups). */
  sortableId: string;
  groupKey: string;
  selected: boolean;
  /** The one row of the column reachable with Tab (roving focus); arrows move it. */
  tabbable: boolean;
  timeZone: string;
  listName?: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onOpen(id: string): void;
  onSelectClick(id: string, event: MouseEvent): void;
  onToggleComplete(task: Task): void;
  onArchive(task: Task): void;
  onMove(task: Task, direction: -1 | 1, groupKey: string): void;
  onKeyMove(id: string, action: RowKeyAction): void;
}

const keyActions: Record<string, RowKeyAction> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };

function DueDate({ dueDate, timeZone }: { dueDate: number; timeZone: string }) {
  const { locale } = useIntl();
  const text = dateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }).format(dueDate);
  return <time className="task-due" dateTime={new Date(dueDate).toISOString()}>{text}</time>;
}

/** One task: drag handle, complete checkbox, the title (opens it), and move / archive buttons. */
export const TaskRow = memo(function TaskRow(props: TaskRowProps) {
  const { task, selected, tabbable, timeZone, listName } = props;
  const intl = useIntl();
  const title = task.title.trim() || intl.formatMessage({ id: 'tasks.row.untitled' });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.sortableId, data: { taskId: task.id, groupKey: props.groupKey },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition } : undefined;
  const completed = task.status === 'CHECKED';

  const onKeyDown = (event: KeyboardEvent) => {
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

  return (
    <div ref={setNodeRef} style={style} data-task-id={task.id}
      className={['task-row', selected ? 'is-selected' : '', completed ? 'is-completed' : '', isDragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}>
      <button type="button" className="task-drag" {...attributes} {...listeners} aria-label={intl.formatMessage({ id: 'tasks.row.drag' }, { title })}>
        <GripVertical className="icon" aria-hidden="true" />
      </button>
      <input type="checkbox" className="task-check" checked={completed} onChange={() => props.onToggleComplete(task)}
        aria-label={intl.formatMessage({ id: 'tasks.row.complete' }, { title })} />
      <button type="button" className="task-title" tabIndex={tabbable ? 0 : -1} onClick={onClick} onKeyDown={onKeyDown}>
        <span className="task-title-text">{title}</span>
        {selected ? <span className="sr-only"> <FormattedMessage id="tasks.row.selected" /></span> : null}
        {listName ? <span className="task-list-name">{listName}</span> : null}
        {task.dueDate !== null ? <DueDate dueDate={task.dueDate} timeZone={timeZone} /> : null}
      </button>
      <span className="task-actions">
        <button type="button" disabled={!props.canMoveUp} onClick={() => props.onMove(task, -1, props.groupKey)}
          aria-label={intl.formatMessage({ id: 'tasks.row.moveUp' }, { title })}><ArrowUp className="icon" aria-hidden="true" /></button>
        <button type="button" disabled={!props.canMoveDown} onClick={() => props.onMove(task, 1, props.groupKey)}
          aria-label={intl.formatMessage({ id: 'tasks.row.moveDown' }, { title })}><ArrowDown className="icon" aria-hidden="true" /></button>
        <button type="button" onClick={() => props.onArchive(task)}
          aria-label={intl.formatMessage({ id: 'tasks.row.archive' }, { title })}><Archive className="icon" aria-hidden="true" /></button>
      </span>
    </div>
  );
});
