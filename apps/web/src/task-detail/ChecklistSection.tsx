import type { ChecklistItem } from '@taskhub/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { newLocalId, type Task } from './task-queries.js';
import { X } from 'lucide-react';

/** The task's checklist (its checklistItems field): add, check and remove items; each change writes the whole list. */
export function ChecklistSection({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState('');
  const items = task.checklistItems;
  const save = (checklistItems: ChecklistItem[]) => store.edit('task', task.id, { checklistItems });

  function add(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    save([...items, { id: newLocalId(), title: title.trim(), checked: false }]);
    setTitle('');
  }

  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="detail.checklist" /></h3>
      <ul className="detail-items">
        {items.map((item) => (
          <li key={item.id} className="detail-item-row">
            <label className={item.checked ? 'detail-item is-done' : 'detail-item'}>
              <input
                type="checkbox"
                checked={item.checked}
                onChange={(event) => save(items.map((other) => (other.id === item.id ? { ...other, checked: event.target.checked } : other)))}
              />
              {item.title}
            </label>
            <button
              type="button"
              className="btn btn-link"
              aria-label={intl.formatMessage({ id: 'detail.checklist.remove' }, { title: item.title })}
              onClick={() => save(items.filter((other) => other.id !== item.id))}
            >
              <X className="icon" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add}>
        <input
          aria-label={intl.formatMessage({ id: 'detail.checklist.add' })}
          placeholder={intl.formatMessage({ id: 'detail.checklist.add' })}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </form>
    </section>
  );
}
