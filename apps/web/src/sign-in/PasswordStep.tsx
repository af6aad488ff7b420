import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '../ui/index.js';
import { FormError } from './EmailStep.js';
import type { ScreenMessage } from './messages.js';

export interface PasswordStepProps {
  email: string;
  busy: boolean;
  error: ScreenMessage | null;
  onSubmit(password: string): void;
  onForgotPassword(): void;
  onChangeEmail(): void;
}

/** 'Welcome back': the account exists, so the password logs in. */
export function PasswordStep({ email, busy, error, onSubmit, onForgotPassword, onChangeEmail }: PasswordStepProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBlank(password === '');
    if (password !== '') onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title"><FormattedMessage id="signIn.welcomeBack.title" /></h1>
      <p className="page-lead"><FormattedMessage id="signIn.welcomeBack.subtitle" values={{ email }} /></p>
      <FormError message={error} />
      <TextField
        label={intl.formatMessage({ id: 'signIn.password' })}
        type="password" name="password" autoComplete="current-password" required autoFocus
        value={password} onChange={(event) => setPassword(event.target.value)}
        error={blank ? intl.formatMessage({ id: 'signIn.passwordRequired' }) : null}
      />
      <Button type="submit" busy={busy}><FormattedMessage id="signIn.logIn" /></Button>
      <div className="form-links">
        <Button variant="link" onClick={onForgotPassword}><FormattedMessage id="forgotPassword.link" /></Button>
        <Button variant="link" onClick={onChangeEmail}><FormattedMessage id="signIn.useAnotherEmail" /></Button>
      </div>
    </form>
  );
}
