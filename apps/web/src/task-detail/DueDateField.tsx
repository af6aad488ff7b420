import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatNumericDate, parseDateInput } from '../format/index.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import type { TaskScreenSettings } from './screen-settings.js';
import type { Task } from './task-queries.js';

/** The new due date for a typed day, keeping the time of day the task already had (its reminder time). */
function withTimeOf(day: Date, previous: number | null): number {
  if (previous === null) return day.getTime();
  const before = new Date(previous);
  day.setHours(before.getHours(), before.getMinutes(), before.getSeconds(), before.getMilliseconds());
  return day.getTime();
}

/**
 * The due date as text in the user's order (SPEC.md section 5 formats, parsed by packages/domain); saved on Enter or
 * when the field is left, cleared when emptied.
 */
export function DueDateField({ task, dateFormat }: { task: Task; dateFormat: TaskScreenSettings['dateFormat'] }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const initial = task.dueDate === null ? '' : formatNumericDate(new Date(task.dueDate), dateFormat);
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  // A new stored date (this edit, or another device's through sync) replaces the text, without remounting the input.
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setText(initial);
  }

  function commit() {
    if (text === initial) return setInvalid(false);
    if (text.trim() === '') {
      setInvalid(false);
      return store.edit('task', task.id, { dueDate: null });
    }
    const day = parseDateInput(text, dateFormat, intl.locale);
    if (!day) return setInvalid(true);
    setInvalid(false);
    store.edit('task', task.id, { dueDate: withTimeOf(day, task.dueDate) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
  }

  const example = formatNumericDate(new Date(), dateFormat);
  return (
    <div className="field detail-due">
      <label htmlFor={`${id}-due`}><FormattedMessage id="detail.dueDate" /></label>
      <input
        id={`${id}-due`}
        value={text}
        placeholder={example}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-due-hint`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-due-hint`} className={invalid ? 'field-error' : 'field-hint'} role={invalid ? 'alert' : undefined}>
        {invalid
          ? <FormattedMessage id="detail.dueDate.invalid" values={{ example }} />
          : task.dueDate !== null && formatDate(new Date(task.dueDate), dateFormat, intl.locale, { weekday: 'short' })}
      </span>
    </div>
  );
}
