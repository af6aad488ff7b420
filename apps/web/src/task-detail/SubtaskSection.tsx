import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { Checkbox } from '../ui/index.js';
import { useDetailReadOnly } from './read-only.js';
import { globalIdOf, positionAfter, subtasksOf, type Task } from './task-queries.js';

/** Subtasks are tasks whose parentGlobalTaskId is this task's global id: add one, complete one, see n/m completed. */
export function SubtaskSection({ task }: { task: Task }) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState('');
  const readOnly = useDetailReadOnly();
  const subtasks = subtasksOf(objects, task);
  const done = subtasks.filter((subtask) => subtask.status === 'CHECKED' || subtask.status === 'DONE').length;

  function add(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    store.create('task', {
      title: title.trim(),
      parentGlobalTaskId: globalIdOf(task),
      categoryId: task.categoryId,
      position: positionAfter(subtasks.at(-1)?.position),
    });
    setTitle('');
  }

  // Read-only: the subtasks as they are, none to add (and no section when there are none).
  if (readOnly && subtasks.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <FormattedMessage id="detail.subtasks" />{' '}
        {subtasks.length > 0 && (
          <span className="detail-count"><FormattedMessage id="detail.subtasks.progress" values={{ done, total: subtasks.length }} /></span>
        )}
      </h3>
      <ul className="detail-items">
        {subtasks.map((subtask) => (
          <li key={subtask.id}>
            <Checkbox
              shape="round"
              className={subtask.status === 'CHECKED' ? 'detail-item is-done' : 'detail-item'}
              checked={subtask.status === 'CHECKED' || subtask.status === 'DONE'}
              disabled={readOnly}
              onCheckedChange={(checked) => store.edit('task', subtask.id, { status: checked ? 'CHECKED' : 'UNCHECKED' })}
              label={subtask.title || intl.formatMessage({ id: 'detail.untitled' })}
            />
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <form onSubmit={add} className="detail-add">
          <Plus className="icon" aria-hidden="true" />
          <input
            aria-label={intl.formatMessage({ id: 'detail.subtasks.add' })}
            placeholder={intl.formatMessage({ id: 'detail.subtasks.add' })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </form>
      )}
    </section>
  );
}
