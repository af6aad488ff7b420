import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Status, TextField } from '../ui/index.js';
import { createPhoneVerification } from './phone-verification.js';

/**
 * Phone verification: the verified number (or none), a number → code → verified flow, and removal after a
 * confirmation. The number shown is always the user details' verifiedPhoneNumber, refreshed after each change.
 */
export function PhoneSection({ verifiedPhoneNumber }: { verifiedPhoneNumber: string | null }) {
  const intl = useIntl();
  const id = useId();
  const auth = useAuthStore();
  const refreshUser = useAuth((state) => state.refreshUser);
  const [store] = useState(() => createPhoneVerification({ http: auth.http, refreshUser }));
  const { step, sentTo, busy, errorId, sendCode, verify, remove, changeNumber } = useStore(store);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirmingRemove, setConfirmingRemove] = useState(false);

  async function onSend(event: FormEvent) {
    event.preventDefault();
    if (await sendCode(phone)) setCode('');
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (await verify(code)) {
      setPhone('');
      setCode('');
    }
  }

  async function onRemove() {
    if (await remove()) setConfirmingRemove(false);
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.phoneVerification" /></h3>
      <p><FormattedMessage id="settings.phone.description" /></p>
      <p data-testid="verified-phone">
        {verifiedPhoneNumber
          ? <FormattedMessage id="settings.phone.verified" values={{ phone: verifiedPhoneNumber }} />
          : <FormattedMessage id="settings.phone.none" />}
      </p>
      {verifiedPhoneNumber && confirmingRemove ? (
        <div className="settings-confirm">
          <p><strong><FormattedMessage id="settings.phone.removeConfirm" values={{ phone: verifiedPhoneNumber }} /></strong></p>
          <Button className="btn-danger" busy={busy === 'remove'} onClick={() => void onRemove()}>
            <FormattedMessage id="settings.phone.remove" />
          </Button>{' '}
          <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirmingRemove(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
        </div>
      ) : null}
      {verifiedPhoneNumber && !confirmingRemove ? (
        <Button variant="secondary" onClick={() => setConfirmingRemove(true)}>
          <FormattedMessage id="settings.phone.remove" />
        </Button>
      ) : null}
      {step === 'number' ? (
        <form onSubmit={(event) => void onSend(event)}>
          <TextField
            label={intl.formatMessage({ id: 'settings.phone.number' })}
            hint={intl.formatMessage({ id: 'settings.phone.hint' })}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={busy === 'send'}>
            <FormattedMessage id="settings.phone.sendCode" />
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void onVerify(event)}>
          <TextField
            label={intl.formatMessage({ id: 'settings.phone.code' })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" busy={busy === 'verify'} disabled={code.trim() === ''}>
            <FormattedMessage id="settings.phone.verify" />
          </Button>{' '}
          <Button variant="link" disabled={busy !== null} onClick={() => void sendCode(sentTo ?? phone)}>
            <FormattedMessage id="settings.phone.resendCode" />
          </Button>{' '}
          <Button variant="link" disabled={busy !== null} onClick={changeNumber}>
            <FormattedMessage id="settings.phone.changeNumber" />
          </Button>
        </form>
      )}
      <Status>{step === 'code' && sentTo ? <FormattedMessage id="settings.phone.codeSent" values={{ phone: sentTo }} /> : null}</Status>
      <Alert>{errorId ? <FormattedMessage id={errorId} /> : null}</Alert>
    </section>
  );
}
