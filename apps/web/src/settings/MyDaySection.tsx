import type { MyDayConfig, MyDaySuggestionFilters } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatTime, type TimeFormat } from '../format/index.js';
import type { MessageId } from '../i18n/index.js';
import { resetHourAsDate, resetHourOptions } from './my-day.js';
import { useUpdateQueue } from './update-queue-context.js';

type MyDayToggle = 'isSuggestionsEnabled' | 'isCalendarEventsEnabled';

const toggles: { key: MyDayToggle; label: MessageId }[] = [
  { key: 'isSuggestionsEnabled', label: 'settings.myDay.suggestions' },
  { key: 'isCalendarEventsEnabled', label: 'settings.myDay.calendarEvents' },
];

type SuggestionSource = 'overdue' | 'dueToday' | 'fromLists';

const sources: { key: SuggestionSource; label: MessageId }[] = [
  { key: 'overdue', label: 'settings.myDay.overdue' },
  { key: 'dueToday', label: 'settings.myDay.dueToday' },
  { key: 'fromLists', label: 'settings.myDay.fromLists' },
];

/** Where suggestions come from (myDaySuggestionFilters); only asked while suggestions are on. */
function SuggestionFilters({ filters, enabled }: { filters: MyDaySuggestionFilters; enabled: boolean }) {
  const update = useUpdateQueue((state) => state.update);
  return (
    <fieldset className="settings-choices" disabled={!enabled}>
      <legend><FormattedMessage id="settings.myDay.suggestFrom" /></legend>
      {sources.map(({ key, label }) => (
        <label key={key} className="settings-choice">
          <input
            type="checkbox"
            checked={filters[key]}
            onChange={(event) => update({ myDaySuggestionFilters: { [key]: event.target.checked } })}
          />
          <FormattedMessage id={label} />
        </label>
      ))}
    </fieldset>
  );
}

/** When My Day starts over (myDayResetHourOfDay, shown on the user's clock), whether and from where it suggests tasks, and events. */
export function MyDaySection({ config, filters, timeFormat }: {
  config: MyDayConfig;
  filters: MyDaySuggestionFilters;
  timeFormat: TimeFormat;
}) {
  const intl = useIntl();
  const id = useId();
  const update = useUpdateQueue((state) => state.update);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.myDay" /></h3>
      <div className="field">
        <label htmlFor={`${id}-reset`}><FormattedMessage id="settings.myDay.resetTime" /></label>
        <select
          id={`${id}-reset`}
          value={config.myDayResetHourOfDay}
          onChange={(event) => update({ myDayConfig: { myDayResetHourOfDay: event.target.value } })}
        >
          {resetHourOptions(config.myDayResetHourOfDay).map((value) => (
            <option key={value} value={value}>{formatTime(resetHourAsDate(value), timeFormat, intl.locale)}</option>
          ))}
        </select>
      </div>
      {toggles.map(({ key, label }) => (
        <label key={key} className="settings-choice">
          <input
            type="checkbox"
            checked={config[key]}
            onChange={(event) => update({ myDayConfig: key === 'isSuggestionsEnabled'
              ? { isSuggestionsEnabled: event.target.checked }
              : { isCalendarEventsEnabled: event.target.checked } })}
          />
          <FormattedMessage id={label} />
        </label>
      ))}
      <SuggestionFilters filters={filters} enabled={config.isSuggestionsEnabled} />
    </section>
  );
}
