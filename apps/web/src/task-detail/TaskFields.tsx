import { taskPriorities, type TaskPriority } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { openCategories, type Task } from './task-queries.js';

/** 'Dummy' is a wire value third-party clients may send; the screen offers the three the product names. */
const shownPriorities = taskPriorities.filter((priority) => priority !== 'Dummy');
const priorityMessage: Record<TaskPriority, MessageId> = {
  Dummy: 'detail.priority.Normal', Low: 'detail.priority.Low', Normal: 'detail.priority.Normal', High: 'detail.priority.High',
};

/** The task's title, edited in place; every keystroke is a local edit (applied and queued at once). */
export function TitleField({ task, titleId }: { task: Task; titleId: string }) {
  const store = useObjectStore();
  const intl = useIntl();
  return (
    <input
      id={titleId}
      className="detail-title"
      aria-label={intl.formatMessage({ id: 'detail.title' })}
      value={task.title}
      onChange={(event) => store.edit('task', task.id, { title: event.target.value })}
    />
  );
}

export function NoteField({ task }: { task: Task }) {
  const store = useObjectStore();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}><FormattedMessage id="detail.note" /></label>
      <textarea id={id} rows={4} value={task.note} onChange={(event) => store.edit('task', task.id, { note: event.target.value })} />
    </div>
  );
}

export function PriorityField({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const value = task.priority === 'Dummy' ? 'Normal' : task.priority;
  return (
    <div className="field">
      <label htmlFor={id}><FormattedMessage id="detail.priority" /></label>
      <select id={id} value={value} onChange={(event) => store.edit('task', task.id, { priority: event.target.value as TaskPriority })}>
        {shownPriorities.map((priority) => (
          <option key={priority} value={priority}>{intl.formatMessage({ id: priorityMessage[priority] })}</option>
        ))}
      </select>
    </div>
  );
}

/** Which list the task is in; a task in no list (or a list since deleted) shows 'No list' until moved. */
export function ListField({ task }: { task: Task }) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const categories = openCategories(objects);
  const known = categories.some((category) => category.id === task.categoryId);
  return (
    <div className="field">
      <label htmlFor={id}><FormattedMessage id="detail.list" /></label>
      <select
        id={id}
        value={known ? task.categoryId ?? '' : ''}
        onChange={(event) => store.edit('task', task.id, { categoryId: event.target.value || null })}
      >
        {!known && <option value="">{intl.formatMessage({ id: 'detail.list.none' })}</option>}
        {categories.map((category) => <option key={category.id} value={category.id}>{category.name}</option>)}
      </select>
    </div>
  );
}
