import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { RadioGroup, RadioItem } from '../ui/index.js';
import type { ChoiceOption } from './steps.js';

export interface ChoiceStepProps {
  title: MessageId;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChange(value: string): void;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

/**
 * One question with exclusive answers: a radio group named by the step's heading, so screen readers read the question
 * with the answers, and the arrow keys move between answers.
 */
export function ChoiceStep({ title, options, value, onChange, headingRef, headingId }: ChoiceStepProps) {
  return (
    <div className="onboarding-choices">
      <h1 id={headingId} ref={headingRef} tabIndex={-1}><FormattedMessage id={title} /></h1>
      <RadioGroup labelledBy={headingId} value={value} onValueChange={onChange}>
        {options.map((option) => (
          <RadioItem key={option.value} value={option.value} className="onboarding-choice"><FormattedMessage id={option.label} /></RadioItem>
        ))}
      </RadioGroup>
    </div>
  );
}
