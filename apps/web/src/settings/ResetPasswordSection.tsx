import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStore } from 'zustand';
import { createForgotPassword } from '../auth/forgot-password.js';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Status } from '../ui/index.js';

/** Mails a reset link to the account's own address (POST /send-forgot-password-email). */
export function ResetPasswordSection({ email }: { email: string }) {
  const { http } = useAuthStore();
  const [store] = useState(() => createForgotPassword(http));
  const status = useStore(store, (state) => state.status);
  const send = useStore(store, (state) => state.send);
  return (
    <section className="settings-section" aria-labelledby="settings-reset-password">
      <h3 id="settings-reset-password"><FormattedMessage id="settings.menu.resetPassword" /></h3>
      <p><FormattedMessage id="settings.resetPassword.description" values={{ email }} /></p>
      <Button variant="secondary" busy={status === 'loading'} onClick={() => void send(email)}>
        <FormattedMessage id="settings.resetPassword.send" />
      </Button>
      <Status>{status === 'success' ? <FormattedMessage id="settings.resetPassword.sent" values={{ email }} /> : null}</Status>
      <Alert>{status === 'networkError' ? <FormattedMessage id="errors.resetPasswordFailed" /> : null}</Alert>
    </section>
  );
}
