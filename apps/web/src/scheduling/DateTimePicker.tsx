import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatNumericDate, parseDateInput } from '../format/index.js';
import { Button, Popover } from '../ui/index.js';
import { type CalendarDay, type ClockTime, composeDue, dateAsDay, dayAsDate, dueParts, quickDay } from './due-parts.js';
import { type QuickDate, quickDates, quickDue } from './quick-dates.js';
import type { ScheduleSettings } from './schedule-settings.js';
import { formatClock, parseClock } from './time-text.js';
import './date-time-picker.css';

export interface DateTimePickerProps {
  /**
   * The due date as the wire stores it, or null for no date. A due date at local midnight of the user's zone is
   * all-day (the domain's isAllDay); any other instant has a time of day.
   */
  value: number | null;
  /** The new due date (all-day days are written as local midnight in `settings.timezone`), or null for "No date". */
  onChange(dueDate: number | null): void;
  /** Date order, clock, week start and time zone of the user. */
  settings: ScheduleSettings;
  /** Minutes between the entries of the time list (15 or 30). */
  timeStep?: 15 | 30;
  now?: () => number;
  /** Called after a choice that finishes the picking (a quick choice, No date, a typed date): a popover closes. */
  onDone?(): void;
}

/** The minutes of the time list: every `step` minutes from midnight. */
export function timeSlots(step: number): ClockTime[] {
  return Array.from({ length: (24 * 60) / step }, (_, index) => ({ hour: Math.floor((index * step) / 60), minute: (index * step) % 60 }));
}

/**
 * A typed date, optionally followed by a time ("28/11/2026", "11/28/2026 5pm", "28.11.2026 17:30"): the date in the
 * user's order (SPEC.md section 5 formats, slashes too) and the time in either clock. Null when it is not a real day.
 */
export function parseDateTimeText(text: string, settings: Pick<ScheduleSettings, 'dateFormat'>, locale: string): { day: CalendarDay; time: ClockTime | null } | null {
  const trimmed = text.trim();
  const whole = parseDateInput(trimmed, settings.dateFormat, locale);
  if (whole) return { day: dateAsDay(whole), time: null };
  const words = trimmed.split(/\s+/);
  // The time is the last one or two words ("17:30", "5:30 pm").
  for (const count of [1, 2]) {
    if (words.length <= count) continue;
    const date = parseDateInput(words.slice(0, -count).join(' '), settings.dateFormat, locale);
    const time = parseClock(words.slice(-count).join(' '), locale);
    if (date && time) return { day: dateAsDay(date), time };
  }
  return null;
}

const sameTime = (a: ClockTime | null, b: ClockTime | null) => a?.hour === b?.hour && a?.minute === b?.minute;

/** The time list: a listbox whose arrow keys move the choice, Enter or a click picks it; its first entry is "No time". */
function TimeList({ selected, step, timeFormat, onPick }: { selected: ClockTime | null; step: number; timeFormat: ScheduleSettings['timeFormat']; onPick(time: ClockTime | null): void }) {
  const intl = useIntl();
  const slots = useMemo(() => [null, ...timeSlots(step)], [step]);
  const chosen = Math.max(0, slots.findIndex((slot) => sameTime(slot, selected)));
  const [active, setActive] = useState(chosen);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = (index: number) => {
    const next = Math.min(slots.length - 1, Math.max(0, index));
    setActive(next);
    const option = list.current?.children[next] as HTMLElement | undefined;
    option?.focus();
  };
  // The chosen time starts in the middle of the list. Not scrollIntoView: that would scroll the popover and page too.
  useEffect(() => {
    const box = list.current;
    const option = box?.children[chosen] as HTMLElement | undefined;
    if (box && option) box.scrollTop = option.offsetTop - box.clientHeight / 2 + option.clientHeight / 2;
  }, [chosen]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: slots.length - 1, PageDown: active + 4, PageUp: active - 4 };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(slots[active] ?? null);
    }
  }
  return (
    <ul ref={list} role="listbox" className="dtp-times" aria-label={intl.formatMessage({ id: 'scheduling.time' })} onKeyDown={onKeyDown}>
      {slots.map((slot, index) => (
        <li
          key={slot ? `${slot.hour}:${slot.minute}` : 'none'}
          role="option"
          aria-selected={index === chosen}
          tabIndex={index === active ? 0 : -1}
          className="dtp-time"
          onClick={() => onPick(slot)}
        >
          {slot ? formatClock(slot, timeFormat, intl.locale) : intl.formatMessage({ id: 'picker.time.none' })}
        </li>
      ))}
    </ul>
  );
}

/**
 * The one date-and-time picker (DESIGN.md "Pickers"; used by the detail panel and the multi-select bar): a typed date in
 * the user's order, quick choices (Today, Tomorrow, Next week by the user's week start, No date), a calendar that starts
 * the week on the user's day and names months and days in the interface language, and a time list in the user's clock.
 * A day keeps the time already set; a time without a day is for today.
 */
export function DateTimePicker({ value, onChange, settings, timeStep = 30, now = Date.now, onDone }: DateTimePickerProps) {
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  const { dateFormat, timeFormat, timezone, firstDayOfWeek } = settings;
  const parts = value === null ? null : dueParts(value, timezone);
  const today = quickDay('today', now(), timezone, firstDayOfWeek);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [month, setMonth] = useState(() => dayAsDate(parts?.day ?? today));
  const example = formatNumericDate(dayAsDate(today), dateFormat);

  const setDay = (day: CalendarDay, time: ClockTime | null = parts?.time ?? null) => {
    setMonth(dayAsDate(day));
    onChange(composeDue(day, time, timezone));
  };

  function pickQuick(choice: QuickDate) {
    const due = quickDue(choice, value, now(), settings);
    if (due !== null) setMonth(dayAsDate(dueParts(due, timezone).day));
    onChange(due);
    onDone?.();
  }

  function commitText() {
    if (text.trim() === '') return setInvalid(false);
    const parsed = parseDateTimeText(text, settings, intl.locale);
    // A refused text stays in the field so nothing typed is lost.
    if (!parsed) return setInvalid(true);
    setInvalid(false);
    setText('');
    setDay(parsed.day, parsed.time ?? parts?.time ?? null);
    onDone?.();
  }

  const weekdayFormat = new Intl.DateTimeFormat(intl.locale, { weekday: 'narrow' });
  const weekdayLong = new Intl.DateTimeFormat(intl.locale, { weekday: 'long' });
  const captionFormat = new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric' });
  const dayLabel = new Intl.DateTimeFormat(intl.locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

  return (
    <div className="dtp">
      <div className="field dtp-typed">
        <input
          className="dtp-input"
          aria-label={intl.formatMessage({ id: 'picker.date.type' })}
          placeholder={example}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => { setText(event.target.value); setInvalid(false); }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            commitText();
          }}
        />
        {invalid && (
          <p id={errorId} className="field-error" role="alert">
            <FormattedMessage id="detail.dueDate.invalid" values={{ example }} />
          </p>
        )}
      </div>
      <div className="dtp-quick" role="group" aria-label={intl.formatMessage({ id: 'scheduling.quick.label' })}>
        {quickDates.map(({ choice, message }) => (
          <Button key={choice} variant="secondary" className="dtp-quick-button" onClick={() => pickQuick(choice)}>
            <FormattedMessage id={message} />
          </Button>
        ))}
      </div>
      <div className="dtp-body">
        <DayPicker
          mode="single"
          className="dtp-calendar"
          month={month}
          onMonthChange={setMonth}
          today={dayAsDate(today)}
          selected={parts ? dayAsDate(parts.day) : undefined}
          onSelect={(date) => { if (date) setDay(dateAsDay(date)); }}
          weekStartsOn={(firstDayOfWeek % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6}
          lang={intl.locale}
          formatters={{
            formatCaption: (date) => captionFormat.format(date),
            formatWeekdayName: (date) => weekdayFormat.format(date),
          }}
          labels={{
            labelDayButton: (date, modifiers) => `${dayLabel.format(date)}${modifiers.selected ? `, ${intl.formatMessage({ id: 'picker.date.selected' })}` : ''}`,
            labelWeekday: (date) => weekdayLong.format(date),
            labelGrid: (date) => captionFormat.format(date),
            labelNext: () => intl.formatMessage({ id: 'picker.month.next' }),
            labelPrevious: () => intl.formatMessage({ id: 'picker.month.previous' }),
            labelNav: () => intl.formatMessage({ id: 'picker.month.nav' }),
          }}
        />
        <TimeList
          selected={parts?.time ?? null}
          step={timeStep}
          timeFormat={timeFormat}
          onPick={(time) => setDay(parts?.day ?? today, time)}
        />
      </div>
      <p className="dtp-summary" aria-live="polite">
        {parts
          ? `${formatDate(dayAsDate(parts.day), dateFormat, intl.locale, { weekday: 'short' })} · ${parts.time ? formatClock(parts.time, timeFormat, intl.locale) : intl.formatMessage({ id: 'scheduling.time.allDay' })}`
          : intl.formatMessage({ id: 'scheduling.quick.none' })}
      </p>
    </div>
  );
}

/**
 * The text of a due date for a chip: "Fri, 28 Nov" (the year only when it is not this year), with the time when one is
 * set; null without a date.
 */
export function dueChipText(value: number | null, settings: ScheduleSettings, locale: string, now = Date.now()): string | null {
  if (value === null) return null;
  const { day, time } = dueParts(value, settings.timezone);
  const thisYear = dueParts(now, settings.timezone).day.year === day.year;
  const date = formatDate(dayAsDate(day), settings.dateFormat, locale, { weekday: 'short', year: !thisYear });
  return time ? `${date} ${formatClock(time, settings.timeFormat, locale)}` : date;
}

/** The picker in a popover opened by `trigger` (a chip or button); closes on a quick choice and on No date. */
export function DateTimePopover({ trigger, open, onOpenChange, ...picker }: DateTimePickerProps & { trigger: ReactNode; open: boolean; onOpenChange(open: boolean): void }) {
  const intl = useIntl();
  return (
    <Popover trigger={trigger} open={open} onOpenChange={onOpenChange} label={intl.formatMessage({ id: 'detail.dueDate' })} className="dtp-popover">
      <DateTimePicker {...picker} onDone={() => onOpenChange(false)} />
    </Popover>
  );
}
