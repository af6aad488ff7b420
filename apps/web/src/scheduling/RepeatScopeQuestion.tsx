import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../ui/index.js';
import type { RepeatScope } from './repeat-edit.js';

/**
 * SPEC.md section 4: editing a repeating task's due date asks "this task only, or this and following". Shown in place
 * under the date (not modal: the rest of the panel stays usable); Escape or Cancel keeps the old date.
 */
export function RepeatScopeQuestion({ onAnswer }: { onAnswer(scope: RepeatScope | null): void }) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Focus goes to the question itself, not a button: the Enter that committed the date must not also answer it.
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="alertdialog" aria-modal="false" aria-labelledby={`${id}-q`} className="schedule-question"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape answers the question only; the panel stays open.
        event.stopPropagation();
        onAnswer(null);
      }}>
      <p id={`${id}-q`}><FormattedMessage id="scheduling.scope.question" /></p>
      <Button variant="primary" onClick={() => onAnswer('single')}><FormattedMessage id="scheduling.scope.single" /></Button>
      <Button variant="secondary" onClick={() => onAnswer('following')}><FormattedMessage id="scheduling.scope.following" /></Button>
      <Button variant="link" onClick={() => onAnswer(null)}><FormattedMessage id="common.cancel" /></Button>
    </div>
  );
}
