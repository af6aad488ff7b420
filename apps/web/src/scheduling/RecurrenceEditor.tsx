import './scheduling.css';
import {
  type RecurrenceFrequency, type RecurrenceRule, type RecurrenceWeekNumber, recurrenceFrequencies, ruleFromTask, wallClock,
} from '@taskhub/domain';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumericDate, orderedWeekdays, parseDateInput, weekdayName } from '../format/index.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { RadioGroup, RadioItem, Select, ToggleGroup } from '../ui/index.js';
import { composeDue, dateAsDay, dayAsDate } from './due-parts.js';
import type { ScheduleSettings } from './schedule-settings.js';
import { weekNumberOf, weekdaysOf } from './recurrence-summary.js';
import { alertWithRule } from './repeat-edit.js';
import { describeRepeat, triggerOf } from './repeat-trigger.js';
import { RepeatTriggerChoice } from './RepeatTriggerChoice.js';

const weekNumbers: RecurrenceWeekNumber[] = [1, 2, 3, 4, 5, 6, 'last'];
type Write = (rule: RecurrenceRule) => void;

/** A whole-number field that writes only valid values (min–max) and keeps what is typed meanwhile. */
function NumberField({ label, value, min, max, onValid }: { label: string; value: number; min: number; max: number; onValid(value: number): void }) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <input type="number" className="schedule-number" aria-label={label} min={min} max={max} value={text}
      onChange={(event) => {
        setText(event.target.value);
        const number = Number(event.target.value);
        if (event.target.value !== '' && Number.isInteger(number) && number >= min && number <= max) onValid(number);
      }} />
  );
}

function WeekdayChoice({ rule, settings, write }: { rule: RecurrenceRule; settings: ScheduleSettings; write: Write }) {
  const intl = useIntl();
  const chosen = weekdaysOf(rule);
  const choose = (values: string[]) => {
    // The last chosen day cannot be taken away: a weekly rule needs one.
    if (values.length > 0) write({ ...rule, weekdays: values.map(Number).sort((a, b) => a - b) });
  };
  return (
    <ToggleGroup type="multiple" className="schedule-weekdays" label={<FormattedMessage id="scheduling.repeat.weekdays" />}
      value={chosen.map(String)} onValueChange={choose}
      options={orderedWeekdays(settings.firstDayOfWeek).map((day) => ({
        // Named by the short name it shows (a longer accessible name than the visible text trips speech input).
        value: String(day), label: weekdayName(day, intl.locale, 'short'),
        disabled: chosen.length === 1 && chosen.includes(day),
      }))} />
  );
}

function MonthChoice({ rule, write }: { rule: RecurrenceRule; write: Write }) {
  const intl = useIntl();
  const start = wallClock(rule.start, rule.timeZone);
  const onDay = rule.monthType === 'ON_DAY';
  const weekday = weekdayName(start.weekday as 1, intl.locale);
  const nth = (week: RecurrenceWeekNumber) => intl.formatMessage({ id: `scheduling.weekNumber.${week}` });
  return (
    <RadioGroup label={<FormattedMessage id="scheduling.repeat.monthType" />} value={onDay ? 'ON_DAY' : 'ON_DATE'}
      onValueChange={(value) => write(value === 'ON_DAY'
        ? { ...rule, monthType: 'ON_DAY', weekNumber: weekNumberOf(rule) }
        : { ...rule, monthType: 'ON_DATE', weekNumber: undefined })}>
      <RadioItem value="ON_DATE"><FormattedMessage id="scheduling.repeat.onDate" values={{ day: start.day }} /></RadioItem>
      <RadioItem value="ON_DAY"><FormattedMessage id="scheduling.repeat.onDay" values={{ nth: nth(weekNumberOf(rule)), weekday }} /></RadioItem>
      {onDay && (
        <Select ariaLabel={intl.formatMessage({ id: 'scheduling.repeat.weekNumber' })} value={String(weekNumberOf(rule))}
          onValueChange={(value) => write({ ...rule, weekNumber: value === 'last' ? 'last' : (Number(value) as RecurrenceWeekNumber) })}
          options={weekNumbers.map((week) => ({ value: String(week), label: nth(week) }))} />
      )}
    </RadioGroup>
  );
}

function EndDateField({ rule, settings, write }: { rule: RecurrenceRule; settings: ScheduleSettings; write: Write }) {
  const intl = useIntl();
  const end = rule.end.type === 'on' ? wallClock(rule.end.date, rule.timeZone) : null;
  const stored = end ? formatNumericDate(dayAsDate(end), settings.dateFormat) : '';
  const [text, setText] = useState(stored);
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const date = parseDateInput(text, settings.dateFormat, intl.locale);
    setInvalid(!date);
    // The whole end day counts (ruleFromTask reads the end date to the end of that day).
    if (date) write({ ...rule, end: { type: 'on', date: composeDue(dateAsDay(date), null, rule.timeZone) } });
  };
  const example = formatNumericDate(new Date(rule.start), settings.dateFormat);
  return (
    <>
      <input aria-label={intl.formatMessage({ id: 'scheduling.repeat.endDate' })} value={text} placeholder={example} aria-invalid={invalid || undefined}
        onChange={(event) => setText(event.target.value)} onBlur={commit} onKeyDown={(event) => event.key === 'Enter' && commit()} />
      {invalid && <span role="alert" className="field-error"><FormattedMessage id="detail.dueDate.invalid" values={{ example }} /></span>}
    </>
  );
}

function EndChoice({ rule, settings, write }: { rule: RecurrenceRule; settings: ScheduleSettings; write: Write }) {
  const intl = useIntl();
  const { end } = rule;
  const count = end.type === 'after' ? end.occurrences : 5;
  const choose = (type: string) => {
    if (type === 'never') write({ ...rule, end: { type: 'never' } });
    else if (type === 'after') write({ ...rule, end: { type: 'after', occurrences: count } });
    else write({ ...rule, end: { type: 'on', date: rule.start } });
  };
  return (
    <RadioGroup className="schedule-end" label={<FormattedMessage id="scheduling.repeat.end" />} value={end.type} onValueChange={choose}>
      <RadioItem value="never"><FormattedMessage id="scheduling.repeat.end.never" /></RadioItem>
      <RadioItem value="after" after={end.type === 'after' && (
        <NumberField label={intl.formatMessage({ id: 'scheduling.repeat.end.count' })} value={end.occurrences} min={1} max={10_000}
          onValid={(occurrences) => write({ ...rule, end: { type: 'after', occurrences } })} />
      )}><FormattedMessage id="scheduling.repeat.end.after" /></RadioItem>
      <RadioItem value="on" after={end.type === 'on' && <EndDateField rule={rule} settings={settings} write={write} />}>
        <FormattedMessage id="scheduling.repeat.end.on" />
      </RadioItem>
    </RadioGroup>
  );
}

/** A rule of a new frequency: the interval and end stay, the options of the old frequency go. */
function withFrequency(task: Task, rule: RecurrenceRule | null, frequency: RecurrenceFrequency, timeZone: string): RecurrenceRule {
  const base = rule ?? { frequency, interval: 1, end: { type: 'never' as const }, start: task.dueDate!, timeZone };
  return {
    frequency, interval: base.interval, end: base.end, start: base.start, timeZone,
    ...(frequency === 'month' ? { monthType: 'ON_DATE' as const } : {}),
  };
}

/**
 * The recurrence editor (SPEC.md section 3): off, day, week, month or year; interval; weekdays; monthly on a date or
 * on the n-th weekday (1–6 or last); end never, after N or on a date. Each change is written at once as the wire
 * fields (ruleToTaskFields), keeping the reminder half of `alert`; the sentence above says what the rule does. A board
 * card also chooses what brings it back (RepeatTriggerChoice); turning the repeat off puts that back to "when due".
 */
export function RecurrenceEditor({ task, settings }: { task: Task; settings: ScheduleSettings }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const { server } = useSyncSnapshot();
  const rule = ruleFromTask(task, settings.timezone);
  const trigger = triggerOf(task);
  const write = (next: RecurrenceRule | null) => store.edit('task', task.id, {
    ...alertWithRule(task.alert, next), ...(next === null && trigger.type !== 'due' ? { repeatTrigger: { type: 'due' as const } } : {}),
  });
  const noDate = task.dueDate === null;
  return (
    <div className="schedule-repeat">
      <p className="schedule-summary" aria-live="polite">{describeRepeat(intl, rule, trigger, server.section, settings)}</p>
      <div className="field">
        <Select label={<FormattedMessage id="scheduling.repeat" />} value={rule?.frequency ?? 'off'} disabled={noDate}
          describedBy={noDate ? `${id}-why` : undefined}
          onValueChange={(value) => write(value === 'off' ? null
            : withFrequency(task, rule, value as RecurrenceFrequency, settings.timezone))}
          options={(['off', ...recurrenceFrequencies] as const).map((frequency) => ({
            value: frequency, label: intl.formatMessage({ id: `scheduling.repeat.${frequency}` }),
          }))} />
        {noDate && <span id={`${id}-why`} className="field-hint"><FormattedMessage id="scheduling.repeat.needsDueDate" /></span>}
      </div>
      {rule && (
        <>
          <div className="field schedule-interval">
            <FormattedMessage id="scheduling.repeat.every" />{' '}
            <NumberField label={intl.formatMessage({ id: 'scheduling.repeat.interval' })} value={rule.interval} min={1} max={1000}
              onValid={(interval) => write({ ...rule, interval })} />{' '}
            <FormattedMessage id={`scheduling.repeat.unit.${rule.frequency}`} values={{ interval: rule.interval }} />
          </div>
          {rule.frequency === 'week' && <WeekdayChoice rule={rule} settings={settings} write={write} />}
          {rule.frequency === 'month' && <MonthChoice rule={rule} write={write} />}
          <EndChoice rule={rule} settings={settings} write={write} />
          {task.boardId !== null && <RepeatTriggerChoice task={task} boardId={task.boardId} />}
        </>
      )}
    </div>
  );
}
