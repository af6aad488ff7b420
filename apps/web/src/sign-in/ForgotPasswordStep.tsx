import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import type { HttpClient } from '../api/http.js';
import { createForgotPassword } from '../auth/forgot-password.js';
import { Alert, Button, Status, TextField } from '../ui/index.js';
import { rateLimitMessage } from './messages.js';

export interface ForgotPasswordStepProps {
  http: HttpClient;
  initialEmail: string;
  onBack(): void;
}

/** Asks for the reset mail (SPEC.md section 4 states none, loading, success, network error). */
export function ForgotPasswordStep({ http, initialEmail, onBack }: ForgotPasswordStepProps) {
  const intl = useIntl();
  const [store] = useState(() => createForgotPassword(http));
  const status = useStore(store, (state) => state.status);
  const retryAfterSeconds = useStore(store, (state) => state.retryAfterSeconds);
  const limited = rateLimitMessage(retryAfterSeconds);
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState(initialEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(email.trim());
    void store.getState().send(email);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title"><FormattedMessage id="forgotPassword.title" /></h1>
      <p className="page-lead"><FormattedMessage id="forgotPassword.description" /></p>
      <Alert>
        {status === 'networkError' ? <FormattedMessage id="forgotPassword.networkError" /> : null}
        {status === 'rateLimited' ? <FormattedMessage id={limited.id} values={limited.values} /> : null}
      </Alert>
      <Status>{status === 'success' ? <FormattedMessage id="forgotPassword.success" values={{ email: sentTo }} /> : null}</Status>
      <TextField
        label={intl.formatMessage({ id: 'signIn.email' })}
        type="email" name="email" autoComplete="email" required autoFocus
        value={email} onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" busy={status === 'loading'}><FormattedMessage id="forgotPassword.submit" /></Button>
      <div className="form-links">
        <Button variant="link" onClick={onBack}><FormattedMessage id="forgotPassword.backToLogIn" /></Button>
      </div>
    </form>
  );
}
