import { Archive, Calendar, CheckCheck, Flag, FolderInput, Sun, Tag, Trash2, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { IconButton, Menu, useToast } from '../ui/index.js';
import { addAllToMyDay } from './bulk-actions.js';
import { FieldMenuItems, type FieldMenuKind } from './TaskFieldMenu.js';
import type { TaskActions } from './useTaskActions.js';
import type { Category, Label } from './views/types.js';
import './selection.css';

export interface SelectionBarProps {
  ids: string[];
  lists: Category[];
  tags: Label[];
  actions: TaskActions;
  onClear(): void;
  now?: () => number;
}

const menus: { kind: FieldMenuKind; icon: typeof Calendar; label: 'selection.date' | 'selection.move' | 'selection.tag' | 'selection.priority' }[] = [
  { kind: 'date', icon: Calendar, label: 'selection.date' },
  { kind: 'list', icon: FolderInput, label: 'selection.move' },
  { kind: 'tag', icon: Tag, label: 'selection.tag' },
  { kind: 'priority', icon: Flag, label: 'selection.priority' },
];

/**
 * What can be done to the selected tasks at once, as a compact bar: complete, date, move to a list, tag, priority,
 * My Day, archive and delete (each with Undo), the count, and clear. On a phone it sits at the bottom of the screen.
 */
export function SelectionBar({ ids, lists, tags, actions, onClear, now = Date.now }: SelectionBarProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const settings = useTaskScreenSettings();
  const toast = useToast();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const done = (run: () => void) => () => {
    run();
    onClear();
  };
  return (
    <div className="selection-bar" role="toolbar" aria-label={intl.formatMessage({ id: 'tasks.selection.count' }, { count: ids.length })}>
      <span className="selection-count" aria-live="polite"><FormattedMessage id="tasks.selection.count" values={{ count: ids.length }} /></span>
      <span className="selection-actions">
        <IconButton label={label('tasks.selection.complete')} icon={<CheckCheck className="icon" aria-hidden="true" />}
          onClick={done(() => actions.setStatus(ids, 'CHECKED'))} />
        {menus.map(({ kind, icon: Icon, label: name }) => (
          <Menu key={kind} align="start" label={label(name)}
            trigger={<IconButton label={label(name)} icon={<Icon className="icon" aria-hidden="true" />} />}>
            <FieldMenuItems kind={kind} ids={ids} lists={lists} tags={tags} now={now} moveToList={actions.moveToList} />
          </Menu>
        ))}
        <IconButton label={label('selection.myDay')} icon={<Sun className="icon" aria-hidden="true" />}
          onClick={() => {
            addAllToMyDay(store, ids, now(), settings.timezone, settings.myDayConfig.myDayResetHourOfDay);
            toast(intl.formatMessage({ id: 'selection.addedToMyDay' }, { count: ids.length }));
          }} />
        <IconButton label={label('tasks.selection.archive')} icon={<Archive className="icon" aria-hidden="true" />}
          onClick={done(() => actions.setStatus(ids, 'DONE'))} />
        <IconButton label={label('tasks.selection.delete')} icon={<Trash2 className="icon" aria-hidden="true" />} className="selection-delete"
          onClick={done(() => actions.setStatus(ids, 'DELETED'))} />
      </span>
      <IconButton label={label('tasks.selection.clear')} icon={<X className="icon" aria-hidden="true" />} onClick={onClear} />
    </div>
  );
}
