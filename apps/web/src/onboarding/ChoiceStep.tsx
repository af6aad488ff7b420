import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import type { ChoiceOption } from './steps.js';

export interface ChoiceStepProps {
  /** The radio group's name; one group per step. */
  name: string;
  title: MessageId;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChange(value: string): void;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

/**
 * One question with exclusive answers: native radios in a fieldset, so the legend names the group for screen readers
 * and the arrow keys move between answers. The step's heading sits in the legend, so it names the group too.
 */
export function ChoiceStep({ name, title, options, value, onChange, headingRef, headingId }: ChoiceStepProps) {
  return (
    <fieldset className="onboarding-choices">
      <legend>
        <h1 id={headingId} ref={headingRef} tabIndex={-1}><FormattedMessage id={title} /></h1>
      </legend>
      {options.map((option) => (
        <label key={option.value} className="onboarding-choice">
          <input
            type="radio" name={name} value={option.value}
            checked={value === option.value} onChange={() => onChange(option.value)}
          />
          <span><FormattedMessage id={option.label} /></span>
        </label>
      ))}
    </fieldset>
  );
}
