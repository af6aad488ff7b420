import { useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { Checkbox } from '../ui/index.js';
import { shownPriority } from './DetailChips.js';
import { useDetailReadOnly } from './read-only.js';
import type { Task } from './task-queries.js';

/** The completion ring, coloured by priority: checking it completes the task, unchecking reopens it. */
export function CompleteBox({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const readOnly = useDetailReadOnly();
  return (
    <Checkbox
      shape="round"
      disabled={readOnly}
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
  const readOnly = useDetailReadOnly();
  return (
    <textarea
      id={titleId}
      rows={1}
      className="detail-title"
      readOnly={readOnly}
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
  const readOnly = useDetailReadOnly();
  // A read-only panel shows the note as it is, and no empty field to type in.
  if (readOnly && !task.note) return null;
  return (
    <textarea className="detail-note" rows={3} aria-label={label} placeholder={readOnly ? undefined : label} value={task.note} readOnly={readOnly}
      onChange={(event) => store.edit('task', task.id, { note: event.target.value })} />
  );
}
