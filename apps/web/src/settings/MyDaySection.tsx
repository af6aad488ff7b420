import type { MyDayConfig } from '@taskhub/domain';
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

/** When My Day starts over (myDayResetHourOfDay, shown on the user's clock), and whether it suggests tasks and shows events. */
export function MyDaySection({ config, timeFormat }: { config: MyDayConfig; timeFormat: TimeFormat }) {
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
    </section>
  );
}
