import { Calendar, CalendarX, Flag } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { MenuCheckboxItem, MenuItem, MenuSeparator, useToast } from '../ui/index.js';
import { allTagged, type Priority, setDueDates, setPriorities, setTag } from './bulk-actions.js';
import type { DayBounds } from './views/day-bounds.js';
import type { Category, Label } from './views/types.js';

export type FieldMenuKind = 'date' | 'priority' | 'tag' | 'list';

export interface FieldMenuItemsProps {
  kind: FieldMenuKind;
  ids: readonly string[];
  lists: Category[];
  tags: Label[];
  bounds: DayBounds;
  moveToList(ids: readonly string[], listId: string, listName: string): void;
  /** "Pick a date…": opens the task's own date control (single task only). */
  onPickDate?(): void;
}

const priorities: Priority[] = ['High', 'Normal', 'Low'];

/** The items of a date, priority, tag or list menu for some tasks: one row's (keyboard) or the selection's. */
export function FieldMenuItems({ kind, ids, lists, tags, bounds, moveToList, onPickDate }: FieldMenuItemsProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const toast = useToast();
  const changed = (undo: () => void) => toast(intl.formatMessage({ id: 'selection.changed' }, { count: ids.length }), undo);
  if (kind === 'date') {
    const days = [
      ['selection.date.today', bounds.todayStart],
      ['selection.date.tomorrow', bounds.tomorrowStart],
      ['selection.date.nextWeek', bounds.weekEnd],
    ] as const;
    return (
      <>
        {days.map(([id, day]) => (
          <MenuItem key={id} icon={<Calendar className="icon" />} onSelect={() => changed(setDueDates(store, ids, day))}><FormattedMessage id={id} /></MenuItem>
        ))}
        <MenuItem icon={<CalendarX className="icon" />} onSelect={() => changed(setDueDates(store, ids, null))}><FormattedMessage id="selection.date.none" /></MenuItem>
        {onPickDate ? (
          <>
            <MenuSeparator />
            <MenuItem onSelect={onPickDate}><FormattedMessage id="selection.date.pick" /></MenuItem>
          </>
        ) : null}
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
