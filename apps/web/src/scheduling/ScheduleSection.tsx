import { presetOfAlert, ruleFromTask, isAllDay } from '@taskhub/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { DueDatePicker, type ScheduleSettings } from './DueDatePicker.js';
import { RecurrenceEditor } from './RecurrenceEditor.js';
import { describeRule } from './recurrence-summary.js';
import { ReminderPicker, describeReminder } from './ReminderPicker.js';
import { type RepeatScope, dueDateChanges, isRepeating } from './repeat-edit.js';
import { RepeatScopeQuestion } from './RepeatScopeQuestion.js';
import './scheduling.css';

/**
 * The schedule of a task in the detail panel: due date and time, then the repeat rule and the reminder, each folded
 * under a line that says its current value. A new due date on a repeating task first asks which occurrences move.
 */
export function ScheduleSection({ task, settings, now }: { task: Task; settings: ScheduleSettings; now?: () => number }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [pending, setPending] = useState<number | null>(null);
  const zone = settings.timezone;

  function change(dueDate: number | null) {
    if (dueDate === task.dueDate) return;
    // Clearing the date needs no question: without a due date there is no occurrence to keep.
    if (dueDate !== null && isRepeating(task, zone)) return setPending(dueDate);
    store.edit('task', task.id, dueDateChanges(task, dueDate, 'single', zone));
  }

  function answer(scope: RepeatScope | null) {
    if (scope && pending !== null) store.edit('task', task.id, dueDateChanges(task, pending, scope, zone));
    setPending(null);
  }

  const context = { dueDate: task.dueDate, timeZone: zone, allDay: task.dueDate !== null && isAllDay(task.dueDate, zone) };
  return (
    <div className="schedule">
      <DueDatePicker dueDate={task.dueDate} settings={settings} onChange={change} now={now} />
      {pending !== null && <RepeatScopeQuestion onAnswer={answer} />}
      <details className="schedule-fold">
        <summary>
          <FormattedMessage id="scheduling.repeat" />: {describeRule(intl, ruleFromTask(task, zone), settings.dateFormat, settings.firstDayOfWeek)}
        </summary>
        <RecurrenceEditor task={task} settings={settings} />
      </details>
      <details className="schedule-fold">
        <summary>
          <FormattedMessage id="scheduling.reminder" />: {describeReminder(intl, presetOfAlert(task.alert, context), settings)}
        </summary>
        <ReminderPicker task={task} settings={settings} />
      </details>
    </div>
  );
}
