import { useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { Checkbox } from '../ui/index.js';
import { shownPriority } from './DetailChips.js';
import type { Task } from './task-queries.js';

/** The completion ring, coloured by priority: checking it completes the task, unchecking reopens it. */
export function CompleteBox({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  return (
    <Checkbox
      shape="round"
      className="detail-complete"
      priority={shownPriority(task.priority).toLowerCase() as 'high' | 'normal' | 'low'}
      checked={task.status === 'CHECKED'}
      onCheckedChange={(checked) => store.edit('task', task.id, { status: checked ? 'CHECKED' : 'UNCHECKED' })}
      ariaLabel={intl.formatMessage({ id: 'detail.completed' })}
    />
  );
}

/**
 * The task's title, edited in place and wrapping to as many lines as it needs; every keystroke is a local edit
 * (applied and queued at once). Enter ends the editing (a title is one line).
 */
export function TitleField({ task, titleId }: { task: Task; titleId: string }) {
  const store = useObjectStore();
  const intl = useIntl();
  return (
    <textarea
      id={titleId}
      rows={1}
      className="detail-title"
      aria-label={intl.formatMessage({ id: 'detail.title' })}
      value={task.title}
      onChange={(event) => store.edit('task', task.id, { title: event.target.value.replace(/\n/g, ' ') })}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        event.currentTarget.blur();
      }}
    />
  );
}

/** The note: grows with its text (line height 1.5), every keystroke a local edit. */
export function NoteField({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'detail.note' });
  return (
    <textarea className="detail-note" rows={3} aria-label={label} placeholder={label} value={task.note}
      onChange={(event) => store.edit('task', task.id, { note: event.target.value })} />
  );
}
