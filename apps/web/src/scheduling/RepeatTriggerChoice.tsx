import { type RepeatTrigger, repeatTriggerTypes } from '@taskhub/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { liveSections } from '../boards/board-view-model.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { Select } from '../ui/index.js';
import { type TriggerType, defaultTriggerSection, triggerChoiceMessage, triggerOf } from './repeat-trigger.js';

/**
 * What brings a repeating board card back (SPEC.md section 4, Recurring tasks): when due (completed, the default),
 * archived, moved to a section (then which one, from the board's live sections), or its tags change. The server makes
 * the next occurrence (apps/server/src/sync/repeating-tasks.ts); this writes `repeatTrigger` only. Shown for board
 * cards: a personal task comes back when it is due.
 */
export function RepeatTriggerChoice({ task, boardId }: { task: Task; boardId: string }) {
  const store = useObjectStore();
  const intl = useIntl();
  const id = useId();
  const { server } = useSyncSnapshot();
  const sections = liveSections(server.section, boardId);
  const trigger = triggerOf(task);
  const write = (repeatTrigger: RepeatTrigger) => store.edit('task', task.id, { repeatTrigger });
  const choose = (type: TriggerType) => {
    if (type === trigger.type) return;
    if (type !== 'movedToSection') return write({ type });
    const sectionId = defaultTriggerSection(sections, task.sectionId);
    if (sectionId) write({ type, sectionId });
  };
  const chosenSection = trigger.type === 'movedToSection' && sections.some((section) => section.id === trigger.sectionId) ? trigger.sectionId : '';
  const noSections = sections.length === 0;
  return (
    <div className="field schedule-trigger">
      <Select label={<FormattedMessage id="scheduling.trigger" />} value={trigger.type} onValueChange={(value) => choose(value as TriggerType)}
        describedBy={noSections ? `${id}-none` : undefined}
        options={repeatTriggerTypes.map((type) => ({
          value: type, label: intl.formatMessage({ id: triggerChoiceMessage[type] }), disabled: type === 'movedToSection' && noSections,
        }))} />
      {noSections && <span id={`${id}-none`} className="field-hint"><FormattedMessage id="scheduling.trigger.noSections" /></span>}
      {trigger.type === 'movedToSection' && (
        <>
          <Select label={<FormattedMessage id="scheduling.trigger.section" />} value={chosenSection}
            placeholder={intl.formatMessage({ id: 'scheduling.trigger.pickSection' })}
            describedBy={`${id}-back`}
            onValueChange={(sectionId) => write({ type: 'movedToSection', sectionId })}
            options={sections.map((section) => ({ value: section.id, label: section.name }))} />
          <span id={`${id}-back`} className="field-hint"><FormattedMessage id="scheduling.trigger.goesBack" /></span>
        </>
      )}
    </div>
  );
}
