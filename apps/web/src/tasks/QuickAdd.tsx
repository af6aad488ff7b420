import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type QuickAddSchedule, quickAddFields } from '../scheduling/quick-add-schedule.js';
import { useTaskScreenSettings } from '../task-detail/screen-settings.js';

/**
 * The add-a-task field of a group: Enter adds the task and clears the field for the next one. Date and repeat phrases
 * ("tomorrow at 5pm", "every monday") become the task's due date and rule and leave the title.
 */
export function QuickAdd({ groupName, onAdd, now = Date.now }: { groupName: string; onAdd(title: string, schedule: QuickAddSchedule): void; now?: () => number }) {
  const intl = useIntl();
  const settings = useTaskScreenSettings();
  const [title, setTitle] = useState('');
  return (
    <input className="task-quick-add" type="text" value={title} maxLength={10_000}
      aria-label={intl.formatMessage({ id: 'tasks.quickAdd.label' }, { group: groupName })}
      placeholder={intl.formatMessage({ id: 'tasks.quickAdd.placeholder' })}
      onChange={(event) => setTitle(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (!title.trim()) return;
        const parsed = quickAddFields(title, { now: now(), timeZone: settings.timezone, weekStart: settings.firstDayOfWeek, locale: intl.locale, dateOrder: settings.dateFormat });
        onAdd(parsed.title, parsed.schedule);
        setTitle('');
      }} />
  );
}
