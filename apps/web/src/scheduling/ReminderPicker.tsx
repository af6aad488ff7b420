import {
  type CustomReminderUnit, type ReminderChoice, type ReminderFields, type ReminderPresetId, alertForCustom, alertForPreset,
  customReminderMinutes, customReminderUnits, isAllDay, noReminder, presetOfAlert, reminderPresets, reminderProblem,
} from '@taskhub/domain';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatTime } from '../format/index.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { Select } from '../ui/index.js';
import type { ScheduleSettings } from './schedule-settings.js';

const units = Object.keys(customReminderUnits) as CustomReminderUnit[];

/** The choice as a short text ("15 minutes before", "None"), for the summary line of the picker. */
export function describeReminder(intl: ReturnType<typeof useIntl>, choice: ReminderChoice, settings: ScheduleSettings): string {
  switch (choice.kind) {
    case 'none': return intl.formatMessage({ id: 'scheduling.reminder.none' });
    case 'preset': return intl.formatMessage({ id: `scheduling.reminder.preset.${choice.id}` });
    case 'custom': return intl.formatMessage({ id: `scheduling.reminder.custom.${choice.unit}` }, { amount: choice.amount });
    case 'customTime': {
      const date = new Date(choice.time);
      const at = `${formatDate(date, settings.dateFormat, intl.locale)} ${formatTime(date, settings.timeFormat, intl.locale)}`;
      return intl.formatMessage({ id: 'scheduling.reminder.at' }, { time: at });
    }
  }
}

function CustomAmount({ choice, onSet }: { choice: ReminderChoice; onSet(fields: ReminderFields): void }) {
  const intl = useIntl();
  const [amount, setAmount] = useState(choice.kind === 'custom' ? String(choice.amount) : '1');
  const [unit, setUnit] = useState<CustomReminderUnit>(choice.kind === 'custom' ? choice.unit : 'hours');
  const number = Number(amount);
  const valid = amount !== '' && typeof customReminderMinutes(number, unit) === 'number';
  const apply = (nextAmount: string, nextUnit: CustomReminderUnit) => {
    const value = Number(nextAmount);
    if (nextAmount !== '' && typeof customReminderMinutes(value, nextUnit) === 'number') onSet(alertForCustom(value, nextUnit));
  };
  return (
    <span className="schedule-custom">
      <input type="number" min={1} className="schedule-number" aria-label={intl.formatMessage({ id: 'scheduling.reminder.amount' })}
        aria-invalid={!valid || undefined} value={amount}
        onChange={(event) => { setAmount(event.target.value); apply(event.target.value, unit); }} />
      <Select ariaLabel={intl.formatMessage({ id: 'scheduling.reminder.unit' })} value={unit}
        onValueChange={(value) => { const next = value as CustomReminderUnit; setUnit(next); apply(amount, next); }}
        options={units.map((u) => ({ value: u, label: intl.formatMessage({ id: `scheduling.reminder.unit.${u}` }, { amount: valid ? number : 2 }) }))} />
      {!valid && <span role="alert" className="field-error"><FormattedMessage id="scheduling.reminder.invalidAmount" /></span>}
    </span>
  );
}

/**
 * The reminder picker: none, every preset of SPEC.md section 4 (a preset that cannot apply is disabled and says why:
 * no due date, or '1 day before' on an all-day task), and a custom amount in minutes, hours, days or weeks. It writes
 * the reminder half of `alert` and keeps the repeat half.
 */
export function ReminderPicker({ task, settings }: { task: Task; settings: ScheduleSettings }) {
  const store = useObjectStore();
  const intl = useIntl();
  const name = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const context = { dueDate: task.dueDate, timeZone: settings.timezone, allDay: task.dueDate !== null && isAllDay(task.dueDate, settings.timezone) };
  const choice = presetOfAlert(task.alert, context);
  const write = (fields: ReminderFields) => store.edit('task', task.id, { alert: { ...task.alert, ...fields } });
  const choose = (fields: ReminderFields) => {
    setCustomOpen(false);
    write(fields);
  };
  const custom = customOpen || choice.kind === 'custom';
  const checked = (kind: ReminderChoice['kind'], id?: ReminderPresetId) =>
    !custom && choice.kind === kind && (id === undefined || (choice.kind === 'preset' && choice.id === id));
  return (
    <fieldset className="schedule-reminder">
      <legend><FormattedMessage id="scheduling.reminder" /></legend>
      <label><input type="radio" name={name} checked={checked('none')} onChange={() => choose(noReminder)} /><FormattedMessage id="scheduling.reminder.none" /></label>
      {reminderPresets.map((preset) => {
        const problem = reminderProblem(preset.id, context);
        const why = `${name}-${preset.id}-why`;
        return (
          <span key={preset.id} className={problem ? 'schedule-disabled' : undefined}>
            <label>
              <input type="radio" name={name} checked={checked('preset', preset.id)} disabled={problem !== null}
                aria-describedby={problem ? why : undefined} onChange={() => choose(alertForPreset(preset.id, context))} />
              <FormattedMessage id={`scheduling.reminder.preset.${preset.id}`} />
            </label>
            {problem && <span id={why} className="field-hint"> <FormattedMessage id={problem === 'NEEDS_TIME' ? 'scheduling.reminder.needsTime' : 'scheduling.reminder.needsDueDate'} /></span>}
          </span>
        );
      })}
      {choice.kind === 'customTime' && (
        <label><input type="radio" name={name} checked={!custom} readOnly />{describeReminder(intl, choice, settings)}</label>
      )}
      <span>
        <label>
          <input type="radio" name={name} checked={custom} disabled={task.dueDate === null} aria-describedby={task.dueDate === null ? `${name}-custom-why` : undefined}
            onChange={() => setCustomOpen(true)} />
          <FormattedMessage id="scheduling.reminder.custom" />
        </label>
        {task.dueDate === null && <span id={`${name}-custom-why`} className="field-hint"> <FormattedMessage id="scheduling.reminder.needsDueDate" /></span>}
      </span>
      {custom && <CustomAmount choice={choice} onSet={write} />}
    </fieldset>
  );
}
