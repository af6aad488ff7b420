import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/index.js';
import type { TaskActions } from './useTaskActions.js';
import type { Category } from './views/types.js';

export interface SelectionBarProps {
  ids: string[];
  lists: Category[];
  actions: TaskActions;
  onClear(): void;
}

/** What can be done to the selected tasks at once: complete, archive, delete, move to a list. */
export function SelectionBar({ ids, lists, actions, onClear }: SelectionBarProps) {
  const intl = useIntl();
  const moveId = useId();
  const done = (run: () => void) => () => {
    run();
    onClear();
  };
  return (
    <div className="tasks-selection" role="toolbar" aria-label={intl.formatMessage({ id: 'tasks.selection.count' }, { count: ids.length })}>
      <span aria-hidden="true"><FormattedMessage id="tasks.selection.count" values={{ count: ids.length }} /></span>
      <Button variant="secondary" onClick={done(() => actions.setStatus(ids, 'CHECKED'))}><FormattedMessage id="tasks.selection.complete" /></Button>
      <Button variant="secondary" onClick={done(() => actions.setStatus(ids, 'DONE'))}><FormattedMessage id="tasks.selection.archive" /></Button>
      <Button variant="secondary" onClick={done(() => actions.setStatus(ids, 'DELETED'))}><FormattedMessage id="tasks.selection.delete" /></Button>
      <label htmlFor={moveId}><FormattedMessage id="tasks.selection.move" /></label>
      <select id={moveId} value="" onChange={(event) => {
        const list = lists.find((l) => l.id === event.target.value);
        if (list) done(() => actions.moveToList(ids, list.id, list.name))();
      }}>
        <option value="" disabled>—</option>
        {lists.map((list) => <option key={list.id} value={list.id}>{list.name}</option>)}
      </select>
      <Button variant="link" onClick={onClear}><FormattedMessage id="tasks.selection.clear" /></Button>
    </div>
  );
}
