import type { MyDayConfig, MyDaySuggestionFilters } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatTime, type TimeFormat } from '../format/index.js';
import type { MessageId } from '../i18n/index.js';
import { resetHourAsDate, resetHourOptions } from './my-day.js';
import { Checkbox, Select, Switch } from '../ui/index.js';
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
        <Checkbox
          key={key}
          className="settings-choice"
          label={<FormattedMessage id={label} />}
          checked={filters[key]}
          disabled={!enabled}
          onCheckedChange={(checked) => update({ myDaySuggestionFilters: { [key]: checked } })}
        />
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
      <Select
        label={<FormattedMessage id="settings.myDay.resetTime" />}
        value={config.myDayResetHourOfDay}
        onValueChange={(value) => update({ myDayConfig: { myDayResetHourOfDay: value } })}
        options={resetHourOptions(config.myDayResetHourOfDay).map((value) => ({
          value,
          label: formatTime(resetHourAsDate(value), timeFormat, intl.locale),
        }))}
      />
      {toggles.map(({ key, label }) => (
        <Switch
          key={key}
          label={<FormattedMessage id={label} />}
          checked={config[key]}
          onCheckedChange={(checked) => update({ myDayConfig: key === 'isSuggestionsEnabled'
            ? { isSuggestionsEnabled: checked }
            : { isCalendarEventsEnabled: checked } })}
        />
      ))}
      <SuggestionFilters filters={filters} enabled={config.isSuggestionsEnabled} />
    </section>
  );
}
