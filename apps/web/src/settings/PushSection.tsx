import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AuthError } from '../api/auth-error.js';
import { useAuthStore } from '../auth/useAuth.js';
import { messageIdForErrorCode, type MessageId } from '../i18n/index.js';
import { browserPushEnvironment, disablePush, enablePush, pushState, type PushState } from '../push/web-push.js';
import { Alert, Spinner, Status, Switch } from '../ui/index.js';

/** A failed switch: no answer is the connectivity message, a server answer its code's, anything else the browser's refusal. */
function pushErrorId(error: unknown): MessageId {
  if (!(error instanceof AuthError)) return 'settings.push.failed';
  if (error.code === 'NETWORK_UNAVAILABLE') return 'errors.connectivity';
  return messageIdForErrorCode(error.serverCode);
}

/**
 * Reminders by Web Push on this browser. The switch shows what the browser reports (a subscription or none), not the
 * click; a browser without push, or with notifications blocked for the site, gets the reason instead of a working switch.
 */
export function PushSection() {
  const id = useId();
  const { http } = useAuthStore();
  const [env] = useState(browserPushEnvironment);
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<MessageId | null>(null);

  useEffect(() => {
    let current = true;
    // A browser that cannot even say (e.g. service workers refused on an insecure origin) cannot show reminders here.
    pushState(env).then((read) => current && setState(read), () => current && setState('unsupported'));
    return () => { current = false; };
  }, [env]);

  async function toggle(on: boolean) {
    setBusy(true);
    setErrorId(null);
    try {
      setState(await (on ? enablePush(http, env) : disablePush(http, env)));
    } catch (error) {
      setErrorId(pushErrorId(error));
    } finally {
      setBusy(false);
    }
  }

  const denied = state === 'denied';
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.push.title" /></h3>
      <p className="settings-description"><FormattedMessage id="settings.push.description" /></p>
      {state === 'unsupported' ? <p className="field-hint"><FormattedMessage id="settings.push.unsupported" /></p> : (
        <Switch
          label={<FormattedMessage id="settings.push.enable" />}
          description={denied ? <FormattedMessage id="settings.push.denied" /> : undefined}
          checked={state === 'on'}
          disabled={state === 'loading' || denied || busy}
          onCheckedChange={(on) => void toggle(on)}
        />
      )}
      <Status>
        {state === 'loading' ? <><Spinner /> <FormattedMessage id="common.loading" /></> : null}
        {busy ? <><Spinner /> <FormattedMessage id="settings.status.saving" /></> : null}
      </Status>
      <Alert>{errorId ? <FormattedMessage id={errorId} /> : null}</Alert>
    </section>
  );
}
