import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatNumericDate, parseDateInput } from '../format/index.js';
import type { TaskScreenSettings } from '../task-detail/screen-settings.js';
import { Button } from '../ui/index.js';
import { type QuickDay, composeDue, dateAsDay, dayAsDate, dueParts, quickDay } from './due-parts.js';
import { formatClock, parseClock } from './time-text.js';

export type ScheduleSettings = Pick<TaskScreenSettings, 'dateFormat' | 'timeFormat' | 'firstDayOfWeek' | 'timezone'>;

export interface DueDatePickerProps {
  dueDate: number | null;
  settings: ScheduleSettings;
  onChange(dueDate: number | null): void;
  now?: () => number;
}

/** Text that follows the stored value: a new value (this edit, or another device's) replaces what is typed. */
function useSyncedText(stored: string) {
  const [text, setText] = useState(stored);
  const [shown, setShown] = useState(stored);
  if (shown !== stored) {
    setShown(stored);
    setText(stored);
  }
  return [text, setText] as const;
}

const onEnter = (commit: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') commit();
};

/**
 * The due date picker: the day as text in the user's order (SPEC.md section 5 formats), quick choices, and an
 * optional time in the user's clock. Without a time the task is all-day (local midnight, the domain's isAllDay).
 */
export function DueDatePicker({ dueDate, settings, onChange, now = Date.now }: DueDatePickerProps) {
  const intl = useIntl();
  const id = useId();
  const { dateFormat, timeFormat, timezone } = settings;
  const parts = dueDate === null ? null : dueParts(dueDate, timezone);
  const storedDay = parts ? formatNumericDate(dayAsDate(parts.day), dateFormat) : '';
  const storedTime = parts?.time ? formatClock(parts.time, timeFormat, intl.locale) : '';
  const [dayText, setDayText] = useSyncedText(storedDay);
  const [timeText, setTimeText] = useSyncedText(storedTime);
  const [invalid, setInvalid] = useState<'day' | 'time' | null>(null);

  function commitDay() {
    if (dayText === storedDay) return setInvalid(null);
    if (dayText.trim() === '') {
      setInvalid(null);
      return onChange(null);
    }
    const date = parseDateInput(dayText, dateFormat, intl.locale);
    if (!date) return setInvalid('day');
    setInvalid(null);
    onChange(composeDue(dateAsDay(date), parts?.time ?? null, timezone));
  }

  function commitTime() {
    if (timeText === storedTime) return setInvalid(null);
    const time = timeText.trim() === '' ? null : parseClock(timeText, intl.locale);
    if (timeText.trim() !== '' && !time) return setInvalid('time');
    setInvalid(null);
    // A time on a task without a day is for today.
    const day = parts?.day ?? quickDay('today', now(), timezone, settings.firstDayOfWeek);
    onChange(composeDue(day, time, timezone));
  }

  function pick(choice: QuickDay | 'none') {
    setInvalid(null);
    onChange(choice === 'none' ? null : composeDue(quickDay(choice, now(), timezone, settings.firstDayOfWeek), parts?.time ?? null, timezone));
  }

  const dayExample = formatNumericDate(new Date(now()), dateFormat);
  const timeExample = formatClock({ hour: 17, minute: 30 }, timeFormat, intl.locale);
  return (
    <div className="schedule-due">
      <div className="field detail-due">
        <label htmlFor={`${id}-due`}><FormattedMessage id="detail.dueDate" /></label>
        <input id={`${id}-due`} value={dayText} placeholder={dayExample} aria-invalid={invalid === 'day' || undefined}
          aria-describedby={`${id}-due-hint`} onChange={(event) => setDayText(event.target.value)} onBlur={commitDay} onKeyDown={onEnter(commitDay)} />
        <span id={`${id}-due-hint`} className={invalid === 'day' ? 'field-error' : 'field-hint'} role={invalid === 'day' ? 'alert' : undefined}>
          {invalid === 'day'
            ? <FormattedMessage id="detail.dueDate.invalid" values={{ example: dayExample }} />
            : parts && formatDate(dayAsDate(parts.day), dateFormat, intl.locale, { weekday: 'short' })}
        </span>
      </div>
      <div className="schedule-quick" role="group" aria-label={intl.formatMessage({ id: 'scheduling.quick.label' })}>
        {(['today', 'tomorrow', 'nextWeek', 'none'] as const).map((choice) => (
          <Button key={choice} variant="secondary" onClick={() => pick(choice)}>
            <FormattedMessage id={`scheduling.quick.${choice}`} />
          </Button>
        ))}
      </div>
      <div className="field schedule-time">
        <label htmlFor={`${id}-time`}><FormattedMessage id="scheduling.time" /></label>
        <input id={`${id}-time`} value={timeText} placeholder={timeExample} aria-invalid={invalid === 'time' || undefined}
          aria-describedby={`${id}-time-hint`} onChange={(event) => setTimeText(event.target.value)} onBlur={commitTime} onKeyDown={onEnter(commitTime)} />
        <span id={`${id}-time-hint`} className={invalid === 'time' ? 'field-error' : 'field-hint'} role={invalid === 'time' ? 'alert' : undefined}>
          {invalid === 'time'
            ? <FormattedMessage id="scheduling.time.invalid" values={{ example: timeExample }} />
            : parts && !parts.time && <FormattedMessage id="scheduling.time.allDay" />}
        </span>
        {parts?.time && (
          <Button variant="link" onClick={() => onChange(composeDue(parts.day, null, timezone))}>
            <FormattedMessage id="scheduling.time.clear" />
          </Button>
        )}
      </div>
    </div>
  );
}
