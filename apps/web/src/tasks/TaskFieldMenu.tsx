import { Flag } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { quickDates } from '../scheduling/quick-dates.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { MenuCheckboxItem, MenuItem, useToast } from '../ui/index.js';
import { allTagged, type Priority, setPriorities, setQuickDates, setTag } from './bulk-actions.js';
import type { Category, Label } from './views/types.js';

export type FieldMenuKind = 'date' | 'priority' | 'tag' | 'list';

export interface FieldMenuItemsProps {
  kind: FieldMenuKind;
  ids: readonly string[];
  lists: Category[];
  tags: Label[];
  /** The clock (tests fix it): today, tomorrow and next week are counted from it. */
  now?: () => number;
  moveToList(ids: readonly string[], listId: string, listName: string): void;
}

const priorities: Priority[] = ['High', 'Normal', 'Low'];

/** The items of a date, priority, tag or list menu for the selected tasks (the d shortcut opens the date picker instead). */
export function FieldMenuItems({ kind, ids, lists, tags, now = Date.now, moveToList }: FieldMenuItemsProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const toast = useToast();
  const settings = useTaskScreenSettings();
  const changed = (undo: () => void) => toast(intl.formatMessage({ id: 'selection.changed' }, { count: ids.length }), undo);
  if (kind === 'date') {
    return (
      <>
        {quickDates.map(({ choice, message, icon: Icon }) => (
          <MenuItem key={choice} icon={<Icon className="icon" />} onSelect={() => changed(setQuickDates(store, ids, choice, now(), settings))}>
            <FormattedMessage id={message} />
          </MenuItem>
        ))}
      </>
    );
  }
  if (kind === 'priority') {
    return (
      <>
        {priorities.map((priority) => (
          <MenuItem key={priority} icon={<Flag className={`icon priority-${priority.toLowerCase()}`} />} onSelect={() => changed(setPriorities(store, ids, priority))}>
            <FormattedMessage id={`quickAdd.priority.${priority}`} />
          </MenuItem>
        ))}
      </>
    );
  }
  if (kind === 'tag') {
    if (tags.length === 0) return <MenuItem disabled onSelect={() => undefined}><FormattedMessage id="selection.noTags" /></MenuItem>;
    return (
      <>
        {tags.map((tag) => {
          const on = allTagged(objects.task, ids, tag.id);
          return (
            <MenuCheckboxItem key={tag.id} checked={on} onCheckedChange={() => changed(setTag(store, ids, tag.id, !on))}>{tag.name}</MenuCheckboxItem>
          );
        })}
      </>
    );
  }
  return (
    <>
      {lists.map((list) => <MenuItem key={list.id} onSelect={() => moveToList(ids, list.id, list.name)}>{list.name}</MenuItem>)}
    </>
  );
}
