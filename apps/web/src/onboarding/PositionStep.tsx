import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { TextField } from '../ui/index.js';
import { positionMaxLength } from './steps.js';

export interface PositionStepProps {
  title: MessageId;
  value: string;
  onChange(value: string): void;
  headingRef: Ref<HTMLHeadingElement>;
  headingId: string;
}

/** The free-text question: the person's position, capped at the length the server accepts. */
export function PositionStep({ title, value, onChange, headingRef, headingId }: PositionStepProps) {
  const intl = useIntl();
  return (
    <>
      <h1 id={headingId} ref={headingRef} tabIndex={-1}><FormattedMessage id={title} /></h1>
      <TextField
        label={intl.formatMessage({ id: 'onboarding.position.label' })}
        placeholder={intl.formatMessage({ id: 'onboarding.position.placeholder' })}
        name="position" autoComplete="organization-title" maxLength={positionMaxLength}
        value={value} onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
