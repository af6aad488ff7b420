import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { useRowSensors } from '../tasks/useRowSensors.js';
import { ListChecks, Plus, Sun } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSignedInUserId } from '../auth/useAuth.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings, type TaskScreenSettings } from '../task-detail/screen-settings.js';
import { positionAfter } from '../task-detail/task-queries.js';
import type { DragRow } from '../tasks/drag.js';
import { RowContextProvider, useViewRowContext } from '../tasks/row-context.js';
import { SelectionBar } from '../tasks/SelectionBar.js';
import { TaskColumn } from '../tasks/TaskColumn.js';
import { useDndAnnouncements } from '../tasks/useDndAnnouncements.js';
import { useSelection } from '../tasks/useSelection.js';
import { type TaskActions, useTaskActions } from '../tasks/useTaskActions.js';
import { useDayBounds } from '../tasks/useTaskSettings.js';
import { visibleLists, visibleTags } from '../tasks/views/select.js';
import type { Task, TaskGroup } from '../tasks/views/types.js';
import { MyDayHint } from '../hints/MyDayHint.js';
import { EmptyState, IconButton } from '../ui/index.js';
import { addToMyDay, defaultCategoryId, moveInMyDay } from './my-day-actions.js';
import { myDayDate } from './my-day-date.js';
import { MyDaySuggestions } from './MyDaySuggestions.js';
import { entriesOf, globalIdIndex, myDaySuggestions, taskForEntry } from './suggestions.js';
import '../task-detail/task-screens.css';
import '../tasks/tasks.css';

export interface MyDayViewProps {
  /** Opens a task in the detail panel (a row's title, Enter on it). */
  onOpenTask?(taskId: string): void;
  /** User settings (time zone, My Day reset hour, suggestion filters); by default the signed-in user's. */
  settings?: Partial<TaskScreenSettings>;
  /** The clock (tests fix it); by default the time now. */
  now?: () => number;
}

/** The group key of My Day's one column (its rows' drag data names it). */
const myDayGroupKey = 'my-day';

/** The time now, again every minute, so My Day rolls over at the reset hour while the page stays open. */
function useMinuteClock(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 60_000);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

/** The field at the top: a new task goes to the default list and straight into today's My Day. */
function AddToMyDay({ day }: { day: number }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [title, setTitle] = useState('');
  function addNew(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    const { objects } = store.getSnapshot();
    const categoryId = defaultCategoryId(objects);
    const last = Object.values(objects.task).filter((task) => task.categoryId === categoryId && task.parentGlobalTaskId === null)
      .reduce<string | undefined>((max, task) => (max === undefined || task.position > max ? task.position : max), undefined);
    const task = store.create('task', { title: title.trim(), categoryId, position: positionAfter(last) });
    addToMyDay(store, store.getSnapshot().objects, task.id, day);
    setTitle('');
  }
  return (
    <form className="screen-add" onSubmit={addNew}>
      <Plus className="icon" aria-hidden="true" />
      <input aria-label={intl.formatMessage({ id: 'myDay.addNew' })} placeholder={intl.formatMessage({ id: 'myDay.addNew' })}
        value={title} onChange={(event) => setTitle(event.target.value)} />
    </form>
  );
}

/** Today's tasks in entry order: completed ones stay (struck through) until the day rolls over. */
function useMyDayTasks(day: number): Task[] {
  const { objects } = useSyncSnapshot();
  return useMemo(() => {
    const index = globalIdIndex(objects);
    return entriesOf(objects, day)
      .map((entry) => taskForEntry(objects, entry, index))
      .filter((task): task is Task => task !== undefined && (task.status === 'UNCHECKED' || task.status === 'CHECKED'));
  }, [objects, day]);
}

/**
 * My Day: the tasks the user planned for today (myDayEntry objects of the current My Day date, which rolls at
 * myDayConfig.myDayResetHourOfDay in the user's time zone) in the same column and rows as every other view (meta
 * line, hover actions, keys, selection), reordered by their entries; a field to add a new task straight into it; and
 * suggestions (overdue, due today, from your lists) unless the user switched them off.
 */
export function MyDayView({ onOpenTask, settings: override, now = Date.now }: MyDayViewProps) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const settings = useTaskScreenSettings(override);
  const intl = useIntl();
  const me = useSignedInUserId();
  const headingId = useId();
  const day = myDayDate(useMinuteClock(now), settings.timezone, settings.myDayConfig.myDayResetHourOfDay);
  const bounds = useDayBounds(now, settings.timezone);
  const tasks = useMyDayTasks(day);
  const lists = useMemo(() => visibleLists(objects.category), [objects.category]);
  const tags = useMemo(() => visibleTags(objects.label), [objects.label]);
  const listsById = useMemo(() => new Map(lists.map((list) => [list.id, list])), [lists]);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const groups = useMemo<TaskGroup[]>(() => [{ key: myDayGroupKey, kind: 'time', id: myDayGroupKey, tasks, defaults: {} }], [tasks]);
  const base = useTaskActions({ groups });
  // Moving a row (Alt+arrows, the row menu, a drag) reorders My Day's entries, not the tasks in their lists.
  const actions = useMemo<TaskActions>(() => ({
    ...base,
    move(task, direction) {
      const ids = tasks.map((t) => t.id);
      moveInMyDay(store, store.getSnapshot().objects, day, ids, task.id, ids.indexOf(task.id) + direction);
    },
  }), [base, tasks, store, day]);
  const rows = useViewRowContext({ settings, bounds, tagsById, actions, now });
  const { selected, onSelectClick, clear, toggle, selecting, setMode } = useSelection();
  const shownSelection = [...selected].filter((id) => objects.task[id]);
  const sensors = useRowSensors();
  const accessibility = useDndAnnouncements(store);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = active.data.current as DragRow | undefined;
    const target = over?.data.current as DragRow | undefined;
    if (!dragged || !target || !('taskId' in target)) return;
    const ids = tasks.map((t) => t.id);
    moveInMyDay(store, store.getSnapshot().objects, day, ids, dragged.taskId, ids.indexOf(target.taskId));
  };
  const title = intl.formatMessage({ id: 'myDay.title' });

  return (
    <RowContextProvider value={rows}>
      <div className="my-day">
        <section aria-labelledby={headingId} className="my-day-planned">
          <header className="screen-header">
            <h1 id={headingId} className="screen-title" data-tour="view-title">{title}</h1>
            <IconButton label={intl.formatMessage({ id: selecting ? 'selection.modeOff' : 'selection.modeOn' })} aria-pressed={selecting}
              icon={<ListChecks className="icon" aria-hidden="true" />} onClick={() => (selecting ? clear() : setMode(true))} />
          </header>
          <MyDayHint />
          <AddToMyDay day={day} />
          {shownSelection.length > 0 ? <SelectionBar ids={shownSelection} lists={lists} tags={tags} actions={actions} onClear={clear} now={now} /> : null}
          {tasks.length === 0 && <EmptyState icon={<Sun className="icon" />} title={<FormattedMessage id="myDay.empty" />} />}
          {tasks.length > 0 ? (
            <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
              <div className="tasks-columns tasks-columns-single">
                <TaskColumn groups={groups} actions={actions} selected={selected} onSelectClick={onSelectClick} onOpenTask={onOpenTask ?? (() => undefined)}
                  timeZone={settings.timezone} listsById={listsById} withHeaders={false} label={intl.formatMessage({ id: 'myDay.planned' })} selecting={selecting} onToggleSelected={toggle} />
              </div>
            </DndContext>
          ) : null}
        </section>
        {settings.myDayConfig.isSuggestionsEnabled && (
          <MyDaySuggestions
            sections={myDaySuggestions(objects, day, settings.myDaySuggestionFilters, me)}
            dateFormat={settings.dateFormat}
            onAdd={(taskId) => addToMyDay(store, objects, taskId, day)}
          />
        )}
      </div>
    </RowContextProvider>
  );
}
