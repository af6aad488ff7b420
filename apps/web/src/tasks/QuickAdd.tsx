import { useState } from 'react';
import { useIntl } from 'react-intl';

/** The add-a-task field of a group: Enter adds the title and clears the field for the next one. */
export function QuickAdd({ groupName, onAdd }: { groupName: string; onAdd(title: string): void }) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  return (
    <input className="task-quick-add" type="text" value={title} maxLength={10_000}
      aria-label={intl.formatMessage({ id: 'tasks.quickAdd.label' }, { group: groupName })}
      placeholder={intl.formatMessage({ id: 'tasks.quickAdd.placeholder' })}
      onChange={(event) => setTitle(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (!title.trim()) return;
        onAdd(title.trim());
        setTitle('');
      }} />
  );
}
