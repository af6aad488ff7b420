import type { RecurrenceRule, RepeatTrigger, Section } from '@taskhub/domain';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import type { Task } from '../task-detail/task-queries.js';
import { describeRule } from './recurrence-summary.js';
import type { ScheduleSettings } from './schedule-settings.js';

export type TriggerType = RepeatTrigger['type'];

/** The choice's name in the repeat editor ("When archived"). */
export const triggerChoiceMessage: Record<TriggerType, MessageId> = {
  due: 'scheduling.trigger.due',
  archived: 'scheduling.trigger.archived',
  movedToSection: 'scheduling.trigger.movedToSection',
  tagChanged: 'scheduling.trigger.tagChanged',
};

/** The task's trigger; a missing or null one is `due` (task.ts, `repeatTrigger`). */
export const triggerOf = (task: Pick<Task, 'repeatTrigger'>): RepeatTrigger => task.repeatTrigger ?? { type: 'due' };

/**
 * The section a new "when moved to a section" trigger starts with: the board's last section that is not the card's
 * own (boards usually end in Done), else its last; null when the board has none.
 */
export function defaultTriggerSection(sections: Section[], current: string | null): string | null {
  const others = sections.filter((section) => section.id !== current);
  return (others.at(-1) ?? sections.at(-1))?.id ?? null;
}

/**
 * The repeat as a sentence, with the trigger when it is not `due`: "Every week on Monday · when moved to Done". A
 * section no longer on the board is named as such (the card cannot move into it, so the task will not come back).
 */
export function describeRepeat(
  intl: IntlShape, rule: RecurrenceRule | null, trigger: RepeatTrigger, sections: Record<string, Section>, settings: ScheduleSettings,
): string {
  const text = describeRule(intl, rule, settings.dateFormat, settings.firstDayOfWeek);
  if (!rule || trigger.type === 'due') return text;
  if (trigger.type === 'archived') return intl.formatMessage({ id: 'scheduling.trigger.summary.archived' }, { rule: text });
  if (trigger.type === 'tagChanged') return intl.formatMessage({ id: 'scheduling.trigger.summary.tagChanged' }, { rule: text });
  const section = sections[trigger.sectionId];
  return section && !section.isArchived
    ? intl.formatMessage({ id: 'scheduling.trigger.summary.movedToSection' }, { rule: text, section: section.name })
    : intl.formatMessage({ id: 'scheduling.trigger.summary.sectionGone' }, { rule: text });
}
