import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import type { User } from '../auth/user.js';
import type { MessageId } from '../i18n/index.js';
import { Alert, Spinner, Status, Switch } from '../ui/index.js';
import { phoneErrorId } from './phone-errors.js';

/**
 * Messaging-app reminders, personal scope. The server sends them to the verified number only, so the toggle is
 * disabled with the reason until there is one; turning them on needs Premium or a Workspace (403 PREMIUM_REQUIRED).
 * The toggle shows whatsapp.isReminders as the server reports it after the change, not the click.
 */
export function WhatsAppSection({ user }: { user: User }) {
  const id = useId();
  const { http } = useAuthStore();
  const refreshUser = useAuth((state) => state.refreshUser);
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<MessageId | null>(null);
  const hasPhone = Boolean(user.verifiedPhoneNumber);

  async function toggle(on: boolean) {
    setBusy(true);
    setErrorId(null);
    try {
      await http.request('POST', on ? '/me/enable-whatsapp' : '/me/disable-whatsapp');
      await refreshUser();
    } catch (error) {
      setErrorId(phoneErrorId(error, 'messaging'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.menu.whatsappReminders" /></h3>
      <p className="settings-description"><FormattedMessage id="settings.whatsapp.description" /></p>
      <Switch
        label={<FormattedMessage id="settings.whatsapp.enable" />}
        description={hasPhone ? undefined : <FormattedMessage id="settings.whatsapp.needsPhone" />}
        checked={hasPhone && user.whatsapp.isReminders}
        disabled={!hasPhone || busy}
        onCheckedChange={(on) => void toggle(on)}
      />
      <Status>{busy ? <><Spinner /> <FormattedMessage id="settings.status.saving" /></> : null}</Status>
      <Alert>{errorId ? <FormattedMessage id={errorId} /> : null}</Alert>
    </section>
  );
}
