import {
  type CustomReminderUnit, type ReminderChoice, type ReminderFields, type ReminderPresetId, alertForCustom, alertForPreset,
  customReminderMinutes, customReminderUnits, isAllDay, noReminder, presetOfAlert, reminderPresets, reminderProblem,
} from '@taskhub/domain';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatTime } from '../format/index.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { RadioGroup, RadioItem, Select } from '../ui/index.js';
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
  const value = custom ? 'custom' : choice.kind === 'preset' ? `preset:${choice.id}` : choice.kind;
  const onValueChange = (next: string) => {
    if (next === 'none') choose(noReminder);
    else if (next === 'custom') setCustomOpen(true);
    else if (next.startsWith('preset:')) choose(alertForPreset(next.slice(7) as ReminderPresetId, context));
  };
  const hint = (id: string, message: 'scheduling.reminder.needsTime' | 'scheduling.reminder.needsDueDate') =>
    <span id={id} className="field-hint"><FormattedMessage id={message} /></span>;
  return (
    <RadioGroup className="schedule-reminder" label={<FormattedMessage id="scheduling.reminder" />} value={value} onValueChange={onValueChange}>
      <RadioItem value="none"><FormattedMessage id="scheduling.reminder.none" /></RadioItem>
      {reminderPresets.map((preset) => {
        const problem = reminderProblem(preset.id, context);
        const why = `${name}-${preset.id}-why`;
        return (
          <RadioItem key={preset.id} value={`preset:${preset.id}`} disabled={problem !== null} describedBy={problem ? why : undefined}
            after={problem && hint(why, problem === 'NEEDS_TIME' ? 'scheduling.reminder.needsTime' : 'scheduling.reminder.needsDueDate')}>
            <FormattedMessage id={`scheduling.reminder.preset.${preset.id}`} />
          </RadioItem>
        );
      })}
      {choice.kind === 'customTime' && <RadioItem value="customTime">{describeReminder(intl, choice, settings)}</RadioItem>}
      <RadioItem value="custom" disabled={task.dueDate === null} describedBy={task.dueDate === null ? `${name}-custom-why` : undefined}
        after={task.dueDate === null && hint(`${name}-custom-why`, 'scheduling.reminder.needsDueDate')}>
        <FormattedMessage id="scheduling.reminder.custom" />
      </RadioItem>
      {custom && <CustomAmount choice={choice} onSet={write} />}
    </RadioGroup>
  );
}
