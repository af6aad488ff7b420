import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '../ui/index.js';
import { FormError } from './EmailStep.js';
import type { ScreenMessage } from './messages.js';

export interface SignUpStepProps {
  email: string;
  busy: boolean;
  error: ScreenMessage | null;
  onSubmit(input: { name: string; password: string }): void;
  onChangeEmail(): void;
}

/** 'Welcome' for a new user: name and password create the account (blank ones are refused here, SPEC.md section 5). */
export function SignUpStep({ email, busy, error, onSubmit, onChangeEmail }: SignUpStepProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const nameError = checked && name.trim() === '' ? intl.formatMessage({ id: 'signIn.nameRequired' }) : null;
  const passwordError = checked && password.trim() === '' ? intl.formatMessage({ id: 'signIn.passwordRequired' }) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (name.trim() !== '' && password.trim() !== '') onSubmit({ name: name.trim(), password });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title"><FormattedMessage id="signIn.welcomeNew.title" /></h1>
      <p className="page-lead"><FormattedMessage id="signIn.welcomeNew.subtitle" values={{ email }} /></p>
      <FormError message={error} />
      <TextField
        label={intl.formatMessage({ id: 'signIn.name' })}
        name="name" autoComplete="name" required autoFocus
        value={name} onChange={(event) => setName(event.target.value)} error={nameError}
      />
      <TextField
        label={intl.formatMessage({ id: 'signIn.password' })}
        type="password" name="new-password" autoComplete="new-password" required
        value={password} onChange={(event) => setPassword(event.target.value)} error={passwordError}
      />
      <Button type="submit" busy={busy}><FormattedMessage id="signIn.signUp" /></Button>
      <div className="form-links">
        <Button variant="link" onClick={onChangeEmail}><FormattedMessage id="signIn.useAnotherEmail" /></Button>
      </div>
    </form>
  );
}
