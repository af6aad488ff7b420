import type { CompletionDay } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Alert, Button, Spinner } from '../ui/index.js';
import { completionChartDays, useCompletions } from './completed-tasks.js';

/** A `YYYY-MM-DD` day as a date to format (noon UTC, formatted in UTC, so no zone moves it to another day). */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** One bar per day, as tall as its share of the busiest day; each bar's label is read out, the weekday is shown. */
function CompletionChart({ days }: { days: CompletionDay[] }) {
  const intl = useIntl();
  const busiest = Math.max(1, ...days.map((day) => day.count));
  return (
    <ol className="completion-chart" aria-label={intl.formatMessage({ id: 'settings.completed.lastDays' }, { days: days.length })}>
      {days.map((day) => {
        const date = dayDate(day.date);
        return (
          <li key={day.date} className="completion-day">
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'settings.completed.day' }, {
                date: intl.formatDate(date, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }), count: day.count,
              })}
            </span>
            <span className="completion-bar-track" aria-hidden="true">
              <span className="completion-bar" data-empty={day.count === 0 || undefined} style={{ blockSize: `${(day.count / busiest) * 100}%` }} />
            </span>
            <span className="completion-weekday" aria-hidden="true">{intl.formatDate(date, { weekday: 'narrow', timeZone: 'UTC' })}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The completed counter of API.md section 4 and a small chart of the last week, in the profile section. */
export function CompletedTasksSection() {
  const id = useId();
  const state = useCompletions(completionChartDays);
  return (
    <section className="settings-section completed-tasks" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.completed.title" /></h3>
      {state.status === 'loading' ? <Spinner /> : null}
      {state.status === 'failed' ? (
        <>
          <Alert><FormattedMessage id="errors.unknown" /></Alert>
          <Button variant="secondary" onClick={state.retry}><FormattedMessage id="common.retry" /></Button>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <div className="completed-tasks-body">
          <p className="completed-count" aria-describedby={`${id}-title`}>
            <FormattedNumber value={state.answer.completedCounter} />
          </p>
          {state.answer.tracking ? null : <p className="settings-description"><FormattedMessage id="settings.completed.startsNow" /></p>}
          <CompletionChart days={state.answer.days} />
        </div>
      ) : null}
    </section>
  );
}
