import type { ChecklistItem } from '@taskhub/domain';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { Checkbox, IconButton } from '../ui/index.js';
import { useDetailReadOnly } from './read-only.js';
import { newLocalId, type Task } from './task-queries.js';

/** The task's checklist (its checklistItems field): add, check and remove items; each change writes the whole list. */
export function ChecklistSection({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const [title, setTitle] = useState('');
  const readOnly = useDetailReadOnly();
  const items = task.checklistItems;
  const save = (checklistItems: ChecklistItem[]) => store.edit('task', task.id, { checklistItems });

  function add(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    save([...items, { id: newLocalId(), title: title.trim(), checked: false }]);
    setTitle('');
  }

  // Read-only: the items as they are, none to add, check or remove (and no section when there are none).
  if (readOnly && items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="detail.checklist" /></h3>
      <ul className="detail-items">
        {items.map((item) => (
          <li key={item.id} className="detail-item-row">
            <Checkbox
              className={item.checked ? 'detail-item is-done' : 'detail-item'}
              checked={item.checked}
              disabled={readOnly}
              onCheckedChange={(checked) => save(items.map((other) => (other.id === item.id ? { ...other, checked } : other)))}
              label={item.title}
            />
            {readOnly ? null : (
              <IconButton
                size="row"
                className="detail-item-remove"
                label={intl.formatMessage({ id: 'detail.checklist.remove' }, { title: item.title })}
                icon={<X className="icon" aria-hidden="true" />}
                onClick={() => save(items.filter((other) => other.id !== item.id))}
              />
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <form onSubmit={add} className="detail-add">
          <Plus className="icon" aria-hidden="true" />
          <input
            aria-label={intl.formatMessage({ id: 'detail.checklist.add' })}
            placeholder={intl.formatMessage({ id: 'detail.checklist.add' })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </form>
      )}
    </section>
  );
}
