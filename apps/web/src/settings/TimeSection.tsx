import type { DateOrder } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { User } from '../auth/user.js';
import { formatNumericDate, formatTime, type IsoWeekday, type TimeFormat, useDateTimeFormat, weekdayName } from '../format/index.js';
import { RadioGroup, RadioItem, Select } from '../ui/index.js';
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
      <RadioGroup className="settings-choices" label={<FormattedMessage id="settings.time.dateFormat" />} value={dateFormat}
        onValueChange={(value) => update({ webConfig: { dateFormat: value as DateOrder } })}>
        {dateOrders.map((order) => (
          <RadioItem key={order} value={order} className="settings-choice">
            <FormattedMessage id={`settings.time.dateFormat.${order}`} values={{ example: formatNumericDate(now, order) }} />
          </RadioItem>
        ))}
      </RadioGroup>
      <RadioGroup className="settings-choices" label={<FormattedMessage id="settings.time.timeFormat" />} value={timeFormat}
        onValueChange={(value) => update({ webConfig: { timeFormat: value as TimeFormat } })}>
        {clocks.map((clock) => (
          <RadioItem key={clock} value={clock} className="settings-choice">
            <FormattedMessage id={`settings.time.timeFormat.${clock}`} values={{ example: formatTime(now, clock, intl.locale) }} />
          </RadioItem>
        ))}
      </RadioGroup>
      <Select
        label={<FormattedMessage id="settings.time.weekStart" />}
        value={String(user.firstDayOfWeek)}
        onValueChange={(value) => update({ firstDayOfWeek: Number(value) })}
        options={weekdays.map((day) => ({ value: String(day), label: weekdayName(day, intl.locale) }))}
      />
    </section>
  );
}
