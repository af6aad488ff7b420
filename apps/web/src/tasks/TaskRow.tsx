import { useSortable } from '@dnd-kit/sortable';
import type { WebConfig } from '@taskhub/domain';
import {
  Archive, ArrowDown, ArrowUp, Bell, CalendarArrowUp, CalendarDays, CalendarX2, ExternalLink, FileText,
  GripVertical, ListChecks, ListTree, MoreHorizontal, Paperclip, Repeat, Sun, SunDim, Trash2,
} from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, memo, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/types.js';
import { Checkbox, Chip, cx, IconButton, Menu, MenuItem, MenuSeparator } from '../ui/index.js';
import { type QuickDate, quickDates } from '../scheduling/quick-dates.js';
import { checklistCounts, dueChip, hasNote, hasReminder, repeats, type TaskCounts } from './row-meta.js';
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
  timeZone: string;
  timeFormat: WebConfig['timeFormat'];
  bounds: DayBounds;
  /** The task's list, shown in views that mix lists (All my tasks, Next 7 days, a tag); absent in a list's view. */
  listName?: string;
  tagsById: ReadonlyMap<string, Label>;
  counts?: TaskCounts;
  inMyDay: boolean;
  /** The assignee's avatar (boards fill it); the slot keeps its place in the layout either way. */
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
const priorities = { High: 'high', Low: 'low' } as const;
const dueIcon = { overdue: CalendarX2, today: CalendarDays, tomorrow: CalendarArrowUp, later: CalendarDays } as const;
/** DESIGN.md "Due chips": overdue red, today green, tomorrow orange, later neutral. */
const dueTone = { overdue: 'danger', today: 'success', tomorrow: 'warning', later: 'neutral' } as const;

/** The small line under the title: due chip with repeat and reminder icons, tags, counts, markers, list name. */
function RowMeta({ task, id, timeZone, timeFormat, bounds, listName, tagsById, counts }: Pick<TaskRowProps, 'task' | 'timeZone' | 'timeFormat' | 'bounds' | 'listName' | 'tagsById' | 'counts'> & { id: string }) {
  const intl = useIntl();
  const tags = task.labels.map((labelId) => tagsById.get(labelId)).filter((tag) => tag !== undefined);
  const checklist = checklistCounts(task);
  const due = task.dueDate !== null ? dueChip(task.dueDate, bounds, timeZone, timeFormat, intl) : null;
  const parts: ReactNode[] = [];
  if (due) {
    const Icon = dueIcon[due.tone];
    parts.push(
      <Chip key="due" tone={dueTone[due.tone]} className={cx('task-due', `task-due-${due.tone}`)} icon={<Icon className="icon" aria-hidden="true" />}>
        <time dateTime={new Date(task.dueDate!).toISOString()}>{due.text}</time>
        {due.tone === 'overdue' ? <span className="sr-only"> (<FormattedMessage id="tasks.due.overdue" />)</span> : null}
      </Chip>,
    );
  }
  if (repeats(task)) parts.push(<Repeat key="repeat" className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.repeats' })} />);
  if (hasReminder(task)) parts.push(<Bell key="reminder" className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.reminder' })} />);
  for (const tag of tags) parts.push(<Chip key={`tag:${tag.id}`} color={tag.color} className="task-tag">{tag.name}</Chip>);
  if (counts && counts.subtasks > 0) {
    const label = intl.formatMessage({ id: 'tasks.row.subtasks' }, { done: counts.subtasksDone, total: counts.subtasks });
    parts.push(<span key="subtasks" className="task-meta-count" title={label}><ListTree className="icon" aria-hidden="true" /><span aria-hidden="true">{counts.subtasksDone}/{counts.subtasks}</span><span className="sr-only">{label}</span></span>);
  }
  if (checklist.total > 0) {
    const label = intl.formatMessage({ id: 'tasks.row.checklist' }, { done: checklist.done, total: checklist.total });
    parts.push(<span key="checklist" className="task-meta-count" title={label}><ListChecks className="icon" aria-hidden="true" /><span aria-hidden="true">{checklist.done}/{checklist.total}</span><span className="sr-only">{label}</span></span>);
  }
  if (hasNote(task)) parts.push(<FileText key="note" className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.note' })} />);
  if (counts && counts.attachments > 0) {
    const label = intl.formatMessage({ id: 'tasks.row.attachments' }, { count: counts.attachments });
    parts.push(<span key="attachments" className="task-meta-count" title={label}><Paperclip className="icon" aria-hidden="true" /><span aria-hidden="true">{counts.attachments}</span><span className="sr-only">{label}</span></span>);
  }
  if (listName) parts.push(<span key="list" className="task-list-name">{listName}</span>);
  if (parts.length === 0) return null;
  return <div className="task-meta" id={id}>{parts}</div>;
}

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
  return (
    <span className="task-actions">
      <Menu onOpenChange={onMenuOpenChange} label={t('tasks.row.date')}
        trigger={<IconButton size="row" tooltip={false} label={t('tasks.row.date')} icon={<CalendarDays className="icon" aria-hidden="true" />} />}>
        {dueItems.map(({ choice, message, icon: Icon }) => (
          <MenuItem key={choice} icon={<Icon className="icon" />} onSelect={() => props.onSetDue(task, choice)}><FormattedMessage id={message} /></MenuItem>
        ))}
      </Menu>
      <IconButton size="row" tooltip={false} aria-pressed={props.inMyDay}
        label={t(props.inMyDay ? 'tasks.row.removeMyDay' : 'tasks.row.addMyDay')}
        icon={props.inMyDay ? <SunDim className="icon" aria-hidden="true" /> : <Sun className="icon" aria-hidden="true" />}
        onClick={() => props.onToggleMyDay(task, props.inMyDay)} />
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
 * One task: drag handle, the completion ring (priority colour), the title (the row's click target, opens it) with a
 * meta line under it, the assignee slot, and actions shown on hover and focus.
 */
export const TaskRow = memo(function TaskRow(props: TaskRowProps) {
  const { task, selected, tabbable } = props;
  const intl = useIntl();
  const metaId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const title = task.title.trim() || intl.formatMessage({ id: 'tasks.row.untitled' });
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.sortableId, data: { taskId: task.id, groupKey: props.groupKey },
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition } : undefined;
  const completed = task.status === 'CHECKED';
  const meta = <RowMeta id={metaId} {...props} />;
  const hasMeta = rowHasMeta(task, props.listName, props.counts);

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
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div ref={setNodeRef} style={style} data-task-id={task.id}
      onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)} onFocus={() => setFocused(true)} onBlur={onBlur}
      className={cx('task-row', selected && 'is-selected', completed && 'is-completed', isDragging && 'is-dragging', hasMeta && 'has-meta')}>
      <IconButton size="row" tooltip={false} className="task-drag" {...attributes} {...listeners} label={intl.formatMessage({ id: 'tasks.row.drag' }, { title })}
        icon={<GripVertical className="icon" aria-hidden="true" />} />
      <Checkbox shape="round" priority={priorities[task.priority as keyof typeof priorities] ?? 'normal'} className="task-check"
        checked={completed} onCheckedChange={() => props.onToggleComplete(task)} ariaLabel={intl.formatMessage({ id: 'tasks.row.complete' }, { title })} />
      <div className="task-body">
        <button type="button" className="task-title" tabIndex={tabbable ? 0 : -1} onClick={onClick} onKeyDown={onKeyDown}
          aria-describedby={hasMeta ? metaId : undefined}>
          <span className="task-title-text">{title}</span>
          {selected ? <span className="sr-only"> <FormattedMessage id="tasks.row.selected" /></span> : null}
        </button>
        {meta}
      </div>
      <span className="task-assignee">{props.assignee}</span>
      {hovered || focused || menuOpen
        ? <RowActions task={task} title={title} props={props} onMenuOpenChange={setMenuOpen} />
        : <span className="task-actions" aria-hidden="true" />}
    </div>
  );
});
