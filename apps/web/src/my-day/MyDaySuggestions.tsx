import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../format/index.js';
import type { MessageId } from '../i18n/index.js';
import type { TaskScreenSettings } from '../task-detail/screen-settings.js';
import { EmptyState, IconButton } from '../ui/index.js';
import type { Suggestion, SuggestionReason, SuggestionSections } from './suggestions.js';
import { Lightbulb, Plus } from 'lucide-react';

const headings: Record<SuggestionReason, MessageId> = {
  overdue: 'myDay.suggestions.overdue',
  dueToday: 'myDay.suggestions.dueToday',
  fromLists: 'myDay.suggestions.fromLists',
};

/** The reason a task is suggested, in words: 'Overdue since Mar 3', 'Due today', 'From Work'. */
function Reason({ suggestion, dateFormat }: { suggestion: Suggestion; dateFormat: TaskScreenSettings['dateFormat'] }) {
  const intl = useIntl();
  if (suggestion.reason === 'overdue') {
    const date = formatDate(new Date(suggestion.task.dueDate ?? 0), dateFormat, intl.locale, { year: false });
    return <FormattedMessage id="myDay.reason.overdue" values={{ date }} />;
  }
  if (suggestion.reason === 'dueToday') return <FormattedMessage id="myDay.reason.dueToday" />;
  return suggestion.listName
    ? <FormattedMessage id="myDay.reason.fromList" values={{ list: suggestion.listName }} />
    : <FormattedMessage id="myDay.reason.fromLists" />;
}

function Section({ reason, suggestions, dateFormat, onAdd }: {
  reason: SuggestionReason;
  suggestions: Suggestion[];
  dateFormat: TaskScreenSettings['dateFormat'];
  onAdd(taskId: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="screen-group-title"><FormattedMessage id={headings[reason]} /></h3>
      <ul className="screen-list">
        {suggestions.map((suggestion) => {
          const title = suggestion.task.title || intl.formatMessage({ id: 'detail.untitled' });
          return (
            <li key={suggestion.task.id} className="screen-row">
              <span className="screen-row-text">
                <span className="screen-row-title">{title}</span>
                <small className={suggestion.reason === 'overdue' ? 'screen-row-meta is-overdue' : 'screen-row-meta'}>
                  <Reason suggestion={suggestion} dateFormat={dateFormat} />
                </small>
              </span>
              <IconButton
                size="row"
                className="screen-row-action"
                label={intl.formatMessage({ id: 'myDay.addTask' }, { title })}
                icon={<Plus className="icon" aria-hidden="true" />}
                onClick={() => onAdd(suggestion.task.id)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The suggestions panel of My Day: overdue, due today and from your lists, each task saying why it is there. */
export function MyDaySuggestions({ sections, dateFormat, onAdd }: {
  sections: SuggestionSections;
  dateFormat: TaskScreenSettings['dateFormat'];
  onAdd(taskId: string): void;
}) {
  const id = useId();
  const empty = sections.overdue.length + sections.dueToday.length + sections.fromLists.length === 0;
  return (
    <section className="my-day-suggestions" aria-labelledby={id}>
      <h2 id={id} className="screen-subtitle"><Lightbulb className="icon" aria-hidden="true" /> <FormattedMessage id="myDay.suggestions" /></h2>
      {empty && (
        <EmptyState
          className="ui-empty-compact"
          icon={<Lightbulb className="icon" />}
          title={<FormattedMessage id="myDay.suggestions.empty" />}
          hint={<FormattedMessage id="myDay.suggestions.emptyHint" />}
        />
      )}
      {(['overdue', 'dueToday', 'fromLists'] as const).map((reason) => (
        <Section key={reason} reason={reason} suggestions={sections[reason]} dateFormat={dateFormat} onAdd={onAdd} />
      ))}
    </section>
  );
}
