import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, TextField } from '../ui/index.js';
import type { ScreenMessage } from './messages.js';

export interface EmailStepProps {
  initialEmail: string;
  busy: boolean;
  /** A message from the last check (or a failed redirect sign-in), shown above the form. */
  error: ScreenMessage | null;
  onSubmit(email: string): void;
}

/** Step one: the email, which decides between log in and sign up. */
export function EmailStep({ initialEmail, busy, error, onSubmit }: EmailStepProps) {
  const intl = useIntl();
  const [email, setEmail] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title"><FormattedMessage id="signIn.emailStep.title" /></h1>
      <p className="page-lead"><FormattedMessage id="signIn.emailStep.subtitle" /></p>
      <TextField
        label={intl.formatMessage({ id: 'signIn.email' })}
        type="email" name="email" autoComplete="email" required autoFocus
        value={email} onChange={(event) => setEmail(event.target.value)}
        error={error ? intl.formatMessage({ id: error.id }, error.values) : null}
      />
      <Button type="submit" busy={busy}><FormattedMessage id="common.continue" /></Button>
    </form>
  );
}

/** An error that is not about one field, for the steps where the message concerns the whole form. */
export function FormError({ message }: { message: ScreenMessage | null }) {
  return <Alert>{message ? <FormattedMessage id={message.id} values={message.values} /> : null}</Alert>;
}
