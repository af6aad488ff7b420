import type { DateOrder } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../auth/user.js';
import { formatNumericDate, formatTime, type IsoWeekday, type TimeFormat, useDateTimeFormat, weekdayName } from '../format/index.js';
import { Select } from '../ui/index.js';
import { useUpdateQueue } from './update-queue-context.js';
import { useNow } from './useNow.js';

const dateOrders: DateOrder[] = ['MDY', 'DMY'];
const clocks: TimeFormat[] = ['12', '24'];
const weekdays: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * Date order, clock and week start (webConfig.dateFormat, webConfig.timeFormat, firstDayOfWeek), with today's date
 * and the current time formatted the way the rest of the app will show them, so the effect of a choice is visible.
 */
export function TimeSection({ user }: { user: User }) {
  const intl = useIntl();
  const id = useId();
  const update = useUpdateQueue((state) => state.update);
  const now = useNow();
  const { dateFormat, timeFormat } = user.webConfig;
  const format = useDateTimeFormat({ dateFormat, timeFormat, firstDayOfWeek: user.firstDayOfWeek });

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.timeSettings" /></h3>
      <p className="settings-example" data-testid="time-example">
        <FormattedMessage id="settings.time.example" values={{ date: format.date(now, { weekday: 'long' }), time: format.time(now) }} />
      </p>
      <fieldset className="settings-choices">
        <legend><FormattedMessage id="settings.time.dateFormat" /></legend>
        {dateOrders.map((order) => (
          <label key={order} className="settings-choice">
            <input
              type="radio"
              name={`${id}-date`}
              checked={dateFormat === order}
              onChange={() => update({ webConfig: { dateFormat: order } })}
            />
            <FormattedMessage id={`settings.time.dateFormat.${order}`} values={{ example: formatNumericDate(now, order) }} />
          </label>
        ))}
      </fieldset>
      <fieldset className="settings-choices">
        <legend><FormattedMessage id="settings.time.timeFormat" /></legend>
        {clocks.map((clock) => (
          <label key={clock} className="settings-choice">
            <input
              type="radio"
              name={`${id}-time`}
              checked={timeFormat === clock}
              onChange={() => update({ webConfig: { timeFormat: clock } })}
            />
            <FormattedMessage id={`settings.time.timeFormat.${clock}`} values={{ example: formatTime(now, clock, intl.locale) }} />
          </label>
        ))}
      </fieldset>
      <Select
        label={<FormattedMessage id="settings.time.weekStart" />}
        value={String(user.firstDayOfWeek)}
        onValueChange={(value) => update({ firstDayOfWeek: Number(value) })}
        options={weekdays.map((day) => ({ value: String(day), label: weekdayName(day, intl.locale) }))}
      />
    </section>
  );
}
