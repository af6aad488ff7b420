import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAuthStore } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { Alert, Button, Status, TextField } from '../ui/index.js';
import { PageBrand } from './PageBrand.js';

type ResetState = 'none' | 'loading' | 'success' | 'failed';

/** The page the mailed link opens (/reset-password?token=…): a new password, typed twice, sent with the token. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const { http, environment } = useAuthStore();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'password' | 'confirm'; id: MessageId } | null>(null);
  const [state, setState] = useState<ResetState>('none');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') return setFieldError({ field: 'password', id: 'signIn.passwordRequired' });
    if (password !== confirm) return setFieldError({ field: 'confirm', id: 'resetPassword.mismatch' });
    setFieldError(null);
    // A link without its token cannot work; saying so now spares a call the server would refuse.
    if (token === '') return setState('failed');
    setState('loading');
    try {
      // The reset proves the account from this tab: the server then trusts its client id, so a sign-in flood on the
      // account cannot hold its owner back here (ARCHITECTURE.md, "Sign-in limits").
      await http.request('POST', '/reset-password', { token, password, client_id: environment.clientId() });
      setState('success');
    } catch {
      setState('failed');
    }
  };

  const errorFor = (field: 'password' | 'confirm') =>
    fieldError?.field === field ? intl.formatMessage({ id: fieldError.id }) : null;

  return (
    <main className="page reset-password">
      <div className="card">
        <PageBrand />
        <h1><FormattedMessage id="resetPassword.title" /></h1>
        <Status>
          {state === 'success' ? (
            <p>
              <FormattedMessage id="resetPassword.success" />{' '}
              <Link to="/"><FormattedMessage id="resetPassword.goToLogIn" /></Link>
            </p>
          ) : null}
        </Status>
        {state === 'success' ? null : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Alert>{state === 'failed' ? <FormattedMessage id="errors.resetPasswordFailed" /> : null}</Alert>
            <TextField
              label={intl.formatMessage({ id: 'resetPassword.newPassword' })}
              type="password" name="new-password" autoComplete="new-password" required autoFocus
              value={password} onChange={(event) => setPassword(event.target.value)} error={errorFor('password')}
            />
            <TextField
              label={intl.formatMessage({ id: 'resetPassword.confirmPassword' })}
              type="password" name="confirm-password" autoComplete="new-password" required
              value={confirm} onChange={(event) => setConfirm(event.target.value)} error={errorFor('confirm')}
            />
            <Button type="submit" busy={state === 'loading'}><FormattedMessage id="resetPassword.submit" /></Button>
          </form>
        )}
      </div>
    </main>
  );
}
