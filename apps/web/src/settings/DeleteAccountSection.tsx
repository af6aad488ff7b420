import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, TextField } from '../ui/index.js';
import { deleteAccountErrorId } from './delete-account.js';

/**
 * Deleting the account cannot be undone, so it takes two steps: the email and password, then an explicit confirmation.
 * On success the store signs out and the routes show the sign-in page.
 */
export function DeleteAccountSection() {
  const intl = useIntl();
  const store = useAuthStore();
  const deleteAccount = useAuth((state) => state.deleteAccount);
  const pending = useAuth((state) => state.pending);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [errorId, setErrorId] = useState<ReturnType<typeof deleteAccountErrorId> | null>(null);

  function onContinue(event: FormEvent) {
    event.preventDefault();
    setErrorId(null);
    setConfirming(true);
  }

  async function onConfirm() {
    const result = await deleteAccount({ email, password });
    if (result === 'ignored') return;
    if (result === 'failed') {
      // Read after the action, not from the render: the store holds the error the action raised.
      setErrorId(deleteAccountErrorId(store.getState().lastError));
      setConfirming(false);
    }
  }

  return (
    <section className="settings-section settings-danger" aria-labelledby="settings-delete-account">
      <p className="settings-danger-label"><FormattedMessage id="settings.deleteAccount.dangerZone" /></p>
      <h3 id="settings-delete-account"><FormattedMessage id="settings.menu.deleteAccount" /></h3>
      <p className="settings-description"><FormattedMessage id="settings.deleteAccount.warning" /></p>
      {confirming ? (
        <div className="settings-confirm" role="group" aria-labelledby="settings-delete-account">
          <p><strong><FormattedMessage id="settings.deleteAccount.finalConfirm" values={{ email: email.trim() }} /></strong></p>
          <Button className="btn-danger" busy={pending} onClick={() => void onConfirm()}>
            <FormattedMessage id="settings.deleteAccount.confirm" />
          </Button>{' '}
          <Button variant="secondary" disabled={pending} onClick={() => setConfirming(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </div>
      ) : (
        <form className="settings-inline-form" onSubmit={onContinue}>
          <TextField
            label={intl.formatMessage({ id: 'settings.deleteAccount.email' })}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={intl.formatMessage({ id: 'settings.deleteAccount.password' })}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="secondary"><FormattedMessage id="common.continue" /></Button>
        </form>
      )}
      <Alert>{errorId ? <FormattedMessage id={errorId} /> : null}</Alert>
    </section>
  );
}
