import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { useTaskScreenSettings, type TaskScreenSettings } from '../task-detail/screen-settings.js';
import { positionAfter, type Task } from '../task-detail/task-queries.js';
import { addToMyDay, defaultCategoryId, removeFromMyDay } from './my-day-actions.js';
import { myDayDate } from './my-day-date.js';
import { MyDaySuggestions } from './MyDaySuggestions.js';
import { entriesOf, globalIdIndex, myDaySuggestions, taskForEntry } from './suggestions.js';
import { Checkbox, EmptyState, IconButton } from '../ui/index.js';
import '../task-detail/task-screens.css';
import { Plus, Sun, X } from 'lucide-react';

export interface MyDayViewProps {
  /** Opens a task in the detail panel (the title is a button when given). */
  onOpenTask?(taskId: string): void;
  /** User settings (time zone, My Day reset hour, suggestion filters); by default the signed-in user's. */
  settings?: Partial<TaskScreenSettings>;
}

/** The time now, again every minute, so My Day rolls over at the reset hour while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function MyDayRow({ task, onOpenTask, onRemove }: { task: Task; onOpenTask?(taskId: string): void; onRemove(): void }) {
  const store = useObjectStore();
  const intl = useIntl();
  const title = task.title || intl.formatMessage({ id: 'detail.untitled' });
  return (
    <li className="screen-row">
      <Checkbox
        shape="round"
        ariaLabel={intl.formatMessage({ id: 'myDay.complete' }, { title })}
        checked={task.status === 'CHECKED'}
        onCheckedChange={(checked) => store.edit('task', task.id, { status: checked ? 'CHECKED' : 'UNCHECKED' })}
      />
      {/* The title opens the task: the row's own click target, styled as the row's text. */}
      {onOpenTask
        ? <button type="button" className={task.status === 'CHECKED' ? 'screen-row-title is-done' : 'screen-row-title'} onClick={() => onOpenTask(task.id)}>{title}</button>
        : <span className={task.status === 'CHECKED' ? 'screen-row-title detail-item is-done' : 'screen-row-title'}>{title}</span>}
      <IconButton
        size="row"
        className="screen-row-action"
        onClick={onRemove}
        label={intl.formatMessage({ id: 'myDay.removeTask' }, { title })}
        icon={<X className="icon" aria-hidden="true" />}
      />
    </li>
  );
}

/**
 * My Day: the tasks the user planned for today (myDayEntry objects of the current My Day date, which rolls at
 * myDayConfig.myDayResetHourOfDay in the user's time zone), a field to add a new task straight into it, and
 * suggestions (overdue, due today, from your lists) unless the user switched them off.
 */
export function MyDayView({ onOpenTask, settings: override }: MyDayViewProps) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const settings = useTaskScreenSettings(override);
  const intl = useIntl();
  const headingId = useId();
  const [title, setTitle] = useState('');
  const day = myDayDate(useMinuteClock(), settings.timezone, settings.myDayConfig.myDayResetHourOfDay);
  const index = globalIdIndex(objects);
  const tasks = entriesOf(objects, day)
    .map((entry) => taskForEntry(objects, entry, index))
    .filter((task): task is Task => task !== undefined && (task.status === 'UNCHECKED' || task.status === 'CHECKED'));

  function addNew(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return;
    const categoryId = defaultCategoryId(objects);
    const last = Object.values(objects.task).filter((task) => task.categoryId === categoryId && task.parentGlobalTaskId === null)
      .reduce<string | undefined>((max, task) => (max === undefined || task.position > max ? task.position : max), undefined);
    const task = store.create('task', { title: title.trim(), categoryId, position: positionAfter(last) });
    addToMyDay(store, store.getSnapshot().objects, task.id, day);
    setTitle('');
  }

  return (
    <div className="my-day">
      <section aria-labelledby={headingId}>
        <header className="screen-header">
          <h1 id={headingId} className="screen-title"><FormattedMessage id="myDay.title" /></h1>
        </header>
        <form className="screen-add" onSubmit={addNew}>
          <Plus className="icon" aria-hidden="true" />
          <input
            aria-label={intl.formatMessage({ id: 'myDay.addNew' })}
            placeholder={intl.formatMessage({ id: 'myDay.addNew' })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </form>
        {tasks.length === 0 && <EmptyState icon={<Sun className="icon" />} title={<FormattedMessage id="myDay.empty" />} />}
        <ul className="screen-list">
          {tasks.map((task) => (
            <MyDayRow key={task.id} task={task} onOpenTask={onOpenTask} onRemove={() => removeFromMyDay(store, objects, task.id, day)} />
          ))}
        </ul>
      </section>
      {settings.myDayConfig.isSuggestionsEnabled && (
        <MyDaySuggestions
          sections={myDaySuggestions(objects, day, settings.myDaySuggestionFilters)}
          dateFormat={settings.dateFormat}
          onAdd={(taskId) => addToMyDay(store, objects, taskId, day)}
        />
      )}
    </div>
  );
}
