import { CalendarCheck, Inbox, List, ListTodo, type LucideIcon, Tag, UserRoundCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListChecks } from 'lucide-react';
import { useQuickAddLauncher } from '../quick-add/launcher.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';
import { Button, IconButton, Select } from '../ui/index.js';
import { editTasks, sameEdit } from './edits.js';
import { groupTitle } from './group-title.js';
import { SelectionBar } from './SelectionBar.js';
import { RowContextProvider, useViewRowContext } from './row-context.js';
import { TaskColumn } from './TaskColumn.js';
import { useSelection } from './useSelection.js';
import { Note, useToast } from '../ui/index.js';
import type { TaskActions } from './useTaskActions.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { ShareListButton, useListRole } from '../shared-lists/index.js';
import type { DayBounds } from './views/day-bounds.js';
import type { ViewModel } from './views/memo.js';
import { type Grouping, type Layout, type TaskGroup, type ViewKey, viewListId, viewTagId } from './views/types.js';

export interface TaskListViewProps {
  view: ViewKey;
  title: string;
  model: ViewModel;
  actions: TaskActions;
  grouping: Grouping;
  layout: Layout;
  onGroupingChange(grouping: Grouping): void;
  onLayoutChange(layout: Layout): void;
  timeZone: string;
  /** Today's boundaries in the user's zone (due chips and the date menu read them). */
  bounds: DayBounds;
  /** The clock (tests fix it). */
  now?: () => number;
  onOpenTask(id: string): void;
  /** Shows another view (Assigned to me's empty state offers All my tasks). */
  onViewChange?(view: ViewKey): void;
}

type EmptyKind = 'all' | 'next7' | 'assigned' | 'list' | 'tag';
const emptyStates: Record<EmptyKind, LucideIcon> = { all: ListTodo, next7: CalendarCheck, assigned: UserRoundCheck, list: List, tag: Tag };
const emptyKind = (view: ViewKey): EmptyKind =>
  (view.startsWith('list:') ? 'list' : view.startsWith('tag:') ? 'tag' : view === 'next-7' ? 'next7' : view === 'assigned-to-me' ? 'assigned' : 'all');

/**
 * A view with no tasks: an icon, one sentence, one action (add a task here, through the one quick add; Assigned to me,
 * where a new task would not stay, shows All my tasks instead).
 */
function EmptyState({ view, onViewChange }: { view: ViewKey; onViewChange?(view: ViewKey): void }) {
  const openQuickAdd = useQuickAddLauncher((state) => state.openQuickAdd);
  const kind = emptyKind(view);
  const Icon = emptyStates[kind] ?? Inbox;
  const listId = viewListId(view);
  const tagId = viewTagId(view);
  const action = kind !== 'assigned'
    ? <Button variant="secondary" onClick={() => openQuickAdd({ ...(listId ? { listId } : {}), ...(tagId ? { tagId } : {}) })}><FormattedMessage id="tasks.empty.add" /></Button>
    : onViewChange ? <Button variant="secondary" onClick={() => onViewChange('all-mine')}><FormattedMessage id="tasks.empty.showAllMine" /></Button> : null;
  return (
    <div className="tasks-empty">
      <Icon className="tasks-empty-icon" aria-hidden="true" />
      <p><FormattedMessage id={`tasks.empty.${kind}`} /></p>
      {action}
    </div>
  );
}

function ViewControls({ grouping, layout, onGroupingChange, onLayoutChange }: Pick<TaskListViewProps, 'grouping' | 'layout' | 'onGroupingChange' | 'onLayoutChange'>) {
  const intl = useIntl();
  const groupings = (['time', 'list', 'tag'] as const).map((g) => ({ value: g, label: intl.formatMessage({ id: `tasks.grouping.${g}` }) }));
  const layouts = (['single', 'multi'] as const).map((l) => ({ value: l, label: intl.formatMessage({ id: `tasks.layout.${l}` }) }));
  return (
    <div className="tasks-view-controls">
      <Select className="tasks-view-control" label={<FormattedMessage id="tasks.grouping.label" />} value={grouping}
        options={groupings} onValueChange={(value) => onGroupingChange(value as Grouping)} />
      <Select className="tasks-view-control" label={<FormattedMessage id="tasks.layout.label" />} value={layout}
        options={layouts} onValueChange={(value) => onLayoutChange(value as Layout)} />
    </div>
  );
}

/** A view's tasks: grouped sections in one or several columns, selection, and the Completed section. */
export function TaskListView(props: TaskListViewProps) {
  const { view, title, model, actions, timeZone, onOpenTask } = props;
  const intl = useIntl();
  const store = useObjectStore();
  const toast = useToast();
  const { selected, onSelectClick, clear, toggle, selecting, setMode } = useSelection();
  const [showCompleted, setShowCompleted] = useState(false);
  const listsById = useMemo(() => new Map(model.lists.map((l) => [l.id, l])), [model.lists]);
  const tagsById = useMemo(() => new Map(model.tags.map((t) => [t.id, t])), [model.tags]);
  const settings = useTaskScreenSettings();
  const rows = useViewRowContext({ settings, bounds: props.bounds, tagsById, actions, now: props.now ?? Date.now });
  const completedGroup = useMemo<TaskGroup[]>(() => [{ key: 'completed', kind: 'time', id: 'completed', tasks: model.completed, defaults: {} }], [model.completed]);
  const list = listsById.get(viewListId(view) ?? '');
  // A guest of a shared list reads its tasks but may not add or change them (the server refuses; RefusedEditsToast).
  const guest = useListRole(list && !list.isDefault ? list.id : null) === 'guest';
  const shownSelection = [...selected].filter((id) => store.getSnapshot().objects.task[id]);
  const columnProps = {
    actions, selected, onSelectClick, onOpenTask, timeZone, selecting, onToggleSelected: toggle, listsById: view.startsWith('list:') ? undefined : listsById,
    withAddRows: view !== 'assigned-to-me' && !guest,
  };

  const clearCompleted = () => {
    const ids = model.completed.map((t) => t.id);
    const undo = editTasks(store, sameEdit(ids, { status: 'DONE' }));
    toast(intl.formatMessage({ id: 'tasks.toast.archived' }, { count: ids.length }), undo);
  };

  return (
    <RowContextProvider value={rows}>
      <div className="tasks-view">
        <header className="tasks-view-header">
          <h1 data-tour="view-title">{title}</h1>
          <span className="tasks-view-tools">
            {list && !list.isDefault ? <ShareListButton list={list} /> : null}
            <IconButton label={intl.formatMessage({ id: selecting ? 'selection.modeOff' : 'selection.modeOn' })} aria-pressed={selecting}
              icon={<ListChecks className="icon" aria-hidden="true" />} onClick={() => (selecting ? clear() : setMode(true))} />
            <ViewControls {...props} />
          </span>
        </header>
        {guest ? <Note className="tasks-read-only"><FormattedMessage id="tasks.readOnly.guest" /></Note> : null}
        {model.active.length === 0 && model.completed.length === 0 ? <EmptyState view={view} onViewChange={props.onViewChange} /> : null}
        {shownSelection.length > 0 ? <SelectionBar ids={shownSelection} lists={model.lists} tags={model.tags} actions={actions} onClear={clear} now={props.now} /> : null}
        <div className={`tasks-columns tasks-columns-${props.layout}`}>
          {model.columns.map((groups) => (
            <TaskColumn key={groups[0]?.key ?? 'empty'} groups={groups} {...columnProps} stickyHeader={props.layout === 'multi'}
              label={props.layout === 'single' ? title : groupTitle(intl, groups[0]!)} />
          ))}
        </div>
        {model.completed.length > 0 ? (
          <div className="tasks-completed">
            <h2><FormattedMessage id="tasks.group.completed" /> <span className="task-group-count">{model.completed.length}</span></h2>
            <Button variant="link" aria-expanded={showCompleted} onClick={() => setShowCompleted((s) => !s)}>
              <FormattedMessage id={showCompleted ? 'tasks.completed.hide' : 'tasks.completed.show'} values={{ count: model.completed.length }} />
            </Button>
            {guest ? null : <Button variant="link" onClick={clearCompleted}><FormattedMessage id="tasks.completed.clear" /></Button>}
            {showCompleted ? <TaskColumn groups={completedGroup} {...columnProps} withHeaders={false} label={intl.formatMessage({ id: 'tasks.group.completed' })} /> : null}
          </div>
        ) : null}
      </div>
    </RowContextProvider>
  );
}
