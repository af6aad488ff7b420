import {
  Bell, CalendarArrowUp, CalendarDays, CalendarX2, Check, FileText, GripVertical, ListChecks, ListTree, MessageSquare, Paperclip, Repeat,
} from 'lucide-react';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chip, cx } from '../ui/index.js';
import { type RowFace, type RowFaceMeta, rowFaceHasMeta } from './row-face.js';
import './task-row.css';

const dueIcon = { overdue: CalendarX2, today: CalendarDays, tomorrow: CalendarArrowUp, later: CalendarDays } as const;
/** DESIGN.md "Due chips": overdue red, today green, tomorrow orange, later neutral. */
const dueTone = { overdue: 'danger', today: 'success', tomorrow: 'warning', later: 'neutral' } as const;

function MetaCount({ label, icon, text }: { label: string; icon: ReactNode; text: string }) {
  return <span className="task-meta-count" title={label}>{icon}<span aria-hidden="true">{text}</span><span className="sr-only">{label}</span></span>;
}

/** The small line under the title: due chip with repeat and reminder icons, tags, counts, markers, list name. */
export function RowMetaLine({ id, meta }: { id?: string; meta: RowFaceMeta }) {
  const intl = useIntl();
  if (!rowFaceHasMeta(meta)) return null;
  const { due, subtasks, checklist } = meta;
  const Icon = due ? dueIcon[due.tone] : null;
  const label = (messageId: 'tasks.row.subtasks' | 'tasks.row.checklist', count: { done: number; total: number }) =>
    intl.formatMessage({ id: messageId }, { done: count.done, total: count.total });
  return (
    <div className="task-meta" id={id}>
      {due && Icon ? (
        <Chip tone={dueTone[due.tone]} className={cx('task-due', `task-due-${due.tone}`)} icon={<Icon className="icon" aria-hidden="true" />}>
          <time dateTime={due.dateTime}>{due.text}</time>
          {due.tone === 'overdue' ? <span className="sr-only"> (<FormattedMessage id="tasks.due.overdue" />)</span> : null}
        </Chip>
      ) : null}
      {meta.repeats ? <Repeat className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.repeats' })} /> : null}
      {meta.reminder ? <Bell className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.reminder' })} /> : null}
      {meta.tags.map((tag) => <Chip key={tag.id} color={tag.color} className="task-tag">{tag.name}</Chip>)}
      {subtasks ? (
        <MetaCount label={label('tasks.row.subtasks', subtasks)} icon={<ListTree className="icon" aria-hidden="true" />} text={`${subtasks.done}/${subtasks.total}`} />
      ) : null}
      {checklist ? (
        <MetaCount label={label('tasks.row.checklist', checklist)} icon={<ListChecks className="icon" aria-hidden="true" />} text={`${checklist.done}/${checklist.total}`} />
      ) : null}
      {meta.note ? <FileText className="icon task-meta-icon" role="img" aria-label={intl.formatMessage({ id: 'tasks.row.note' })} /> : null}
      {meta.attachments > 0 ? (
        <MetaCount label={intl.formatMessage({ id: 'tasks.row.attachments' }, { count: meta.attachments })}
          icon={<Paperclip className="icon" aria-hidden="true" />} text={String(meta.attachments)} />
      ) : null}
      {meta.comments ? (
        <MetaCount label={intl.formatMessage({ id: 'tasks.row.comments' }, { count: meta.comments })}
          icon={<MessageSquare className="icon" aria-hidden="true" />} text={String(meta.comments)} />
      ) : null}
      {meta.listName !== null ? <span className="task-list-name">{meta.listName}</span> : null}
    </div>
  );
}

/** The drag handle's icon, the same in the preview and on the real row's button. */
export function TaskRowGrip() {
  return <GripVertical className="icon" aria-hidden="true" />;
}

export interface TaskRowFaceProps {
  face: RowFace;
  /** The row element's own attributes and handlers (`data-task-id`, pointer and focus handlers, the drag style). */
  rowProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  rowRef?: Ref<HTMLDivElement>;
  /** Extra states of the row: `is-selected`, `is-dragging`. */
  className?: string;
  /**
   * The drag handle and the completion ring as controls (TaskRow's ui IconButton and Checkbox); without them both are
   * drawn as they look, as plain elements (the start's still picture has no controls). They are passed in rather than
   * made here so the preview, which loads with the sign-in page, does not bring Radix along.
   */
  drag?: ReactNode;
  check?: ReactNode;
  /** The title as the row's click target; without it the title is plain text (the start's still picture). */
  titleProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** Said after the title (e.g. "selected"), for assistive technology only. */
  titleSuffix?: ReactNode;
  metaId?: string;
  assignee?: ReactNode;
  /** The hover and focus actions; an empty placeholder keeps their place otherwise. */
  actions?: ReactNode;
}

/**
 * A task row as it looks: drag handle, the completion ring (priority colour), the title with its meta line under it,
 * the assignee slot and the actions slot. TaskRow gives it its behaviour; the first-screen preview (shell/
 * FirstScreenPreview.tsx) draws it as is from the snapshot, inert, so the picture at start is the real row.
 */
export function TaskRowFace({
  face, rowProps, rowRef, className, drag, check, titleProps, titleSuffix, metaId, assignee, actions,
}: TaskRowFaceProps) {
  const hasMeta = rowFaceHasMeta(face.meta);
  const title = <><span className="task-title-text">{face.title}</span>{titleSuffix}</>;
  const grip = <TaskRowGrip />;
  return (
    <div ref={rowRef} {...rowProps} className={cx('task-row', face.completed && 'is-completed', hasMeta && 'has-meta', className)}>
      {drag ?? <span className="ui-icon-button ui-icon-button-row task-drag" aria-hidden="true">{grip}</span>}
      {check ?? (
        // Radix Checkbox's own element and states, without its behaviour.
        <span className={cx('ui-checkbox', 'ui-checkbox-round', `ui-priority-${face.priority}`, 'task-check')} data-state={face.completed ? 'checked' : 'unchecked'}>
          {face.completed ? <span className="ui-checkbox-indicator"><Check className="icon" aria-hidden="true" strokeWidth={3} /></span> : null}
        </span>
      )}
      <div className="task-body">
        {titleProps
          ? <button type="button" className="task-title" {...titleProps} aria-describedby={hasMeta ? metaId : undefined}>{title}</button>
          : <span className="task-title">{title}</span>}
        <RowMetaLine id={metaId} meta={face.meta} />
      </div>
      <span className="task-assignee">{assignee}</span>
      {actions ?? <span className="task-actions" aria-hidden="true" />}
    </div>
  );
}
