import { type MouseEvent, useCallback, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListChecks } from 'lucide-react';
import { Button, IconButton } from '../ui/index.js';
import { editTasks, sameEdit } from './edits.js';
import { groupTitle } from './group-title.js';
import { SelectionBar } from './SelectionBar.js';
import { TaskColumn } from './TaskColumn.js';
import { useToast } from '../ui/index.js';
import type { TaskActions } from './useTaskActions.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import type { DayBounds } from './views/day-bounds.js';
import type { ViewModel } from './views/memo.js';
import type { Grouping, Layout, TaskGroup, ViewKey } from './views/types.js';

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
  onOpenTask(id: string): void;
  bounds: DayBounds;
}

const emptyMessage = (view: ViewKey) =>
  view.startsWith('list:') ? 'tasks.empty.list' : view.startsWith('tag:') ? 'tasks.empty.tag' : view === 'next-7' ? 'tasks.empty.next7' : 'tasks.empty.all';

function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const onSelectClick = useCallback((id: string, event: MouseEvent, order: string[]) => {
    if (event.shiftKey && anchor !== null && order.includes(anchor)) {
      const [from, to] = [order.indexOf(anchor), order.indexOf(id)].sort((a, b) => a - b);
      setSelected((current) => new Set([...current, ...order.slice(from, to! + 1)]));
      return;
    }
    setAnchor(id);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, [anchor]);
  // Selection mode shows a checkbox on every row; a Shift- or Ctrl-click starts it too.
  const [mode, setMode] = useState(false);
  const toggle = useCallback((id: string) => {
    setAnchor(id);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    setSelected(new Set());
    setMode(false);
  }, []);
  return { selected, onSelectClick, clear, toggle, selecting: mode || selected.size > 0, setMode };
}

function ViewControls({ grouping, layout, onGroupingChange, onLayoutChange }: Pick<TaskListViewProps, 'grouping' | 'layout' | 'onGroupingChange' | 'onLayoutChange'>) {
  const id = useId();
  return (
    <div className="tasks-view-controls">
      <label htmlFor={`${id}-g`}><FormattedMessage id="tasks.grouping.label" /></label>
      <select id={`${id}-g`} value={grouping} onChange={(e) => onGroupingChange(e.target.value as Grouping)}>
        {(['time', 'list', 'tag'] as const).map((g) => <FormattedMessage key={g} id={`tasks.grouping.${g}`}>{(text) => <option value={g}>{text}</option>}</FormattedMessage>)}
      </select>
      <label htmlFor={`${id}-l`}><FormattedMessage id="tasks.layout.label" /></label>
      <select id={`${id}-l`} value={layout} onChange={(e) => onLayoutChange(e.target.value as Layout)}>
        {(['single', 'multi'] as const).map((l) => <FormattedMessage key={l} id={`tasks.layout.${l}`}>{(text) => <option value={l}>{text}</option>}</FormattedMessage>)}
      </select>
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
  const completedGroup = useMemo<TaskGroup[]>(() => [{ key: 'completed', kind: 'time', id: 'completed', tasks: model.completed, defaults: {} }], [model.completed]);
  const shownSelection = [...selected].filter((id) => store.getSnapshot().objects.task[id]);
  const columnProps = { actions, selected, onSelectClick, onOpenTask, timeZone, selecting, onToggleSelected: toggle, listsById: view.startsWith('list:') ? undefined : listsById };

  const clearCompleted = () => {
    const ids = model.completed.map((t) => t.id);
    const undo = editTasks(store, sameEdit(ids, { status: 'DONE' }));
    toast(intl.formatMessage({ id: 'tasks.toast.archived' }, { count: ids.length }), undo);
  };

  return (
    <div className="tasks-view">
      <header className="tasks-view-header">
        <h1>{title}</h1>
        <span className="tasks-view-tools">
          <IconButton label={intl.formatMessage({ id: selecting ? 'selection.modeOff' : 'selection.modeOn' })} aria-pressed={selecting}
            icon={<ListChecks className="icon" aria-hidden="true" />} onClick={() => (selecting ? clear() : setMode(true))} />
          <ViewControls {...props} />
        </span>
      </header>
      {model.active.length === 0 && model.completed.length === 0 ? <p className="tasks-empty"><FormattedMessage id={emptyMessage(view)} /></p> : null}
      {shownSelection.length > 0 ? <SelectionBar ids={shownSelection} lists={model.lists} tags={model.tags} bounds={props.bounds} actions={actions} onClear={clear} /> : null}
      <div className={`tasks-columns tasks-columns-${props.layout}`}>
        {model.columns.map((groups) => (
          <TaskColumn key={groups[0]?.key ?? 'empty'} groups={groups} {...columnProps}
            label={props.layout === 'single' ? title : groupTitle(intl, groups[0]!)} />
        ))}
      </div>
      {model.completed.length > 0 ? (
        <div className="tasks-completed">
          <h2><FormattedMessage id="tasks.group.completed" /> <span className="task-group-count">{model.completed.length}</span></h2>
          <Button variant="link" aria-expanded={showCompleted} onClick={() => setShowCompleted((s) => !s)}>
            <FormattedMessage id={showCompleted ? 'tasks.completed.hide' : 'tasks.completed.show'} values={{ count: model.completed.length }} />
          </Button>
          <Button variant="link" onClick={clearCompleted}><FormattedMessage id="tasks.completed.clear" /></Button>
          {showCompleted ? <TaskColumn groups={completedGroup} {...columnProps} withHeaders={false} label={intl.formatMessage({ id: 'tasks.group.completed' })} /> : null}
        </div>
      ) : null}
    </div>
  );
}
