import { platforms } from '@taskhub/domain';
import { LogOut, Monitor } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import type { User } from '../auth/user.js';
import { useDateTimeFormat } from '../format/useDateTimeFormat.js';
import type { MessageId } from '../i18n/index.js';
import { Alert, Button, Chip, IconButton, Spinner, useToast } from '../ui/index.js';
import { type DeviceSession, deviceSessions, endDeviceSession } from './device-sessions.js';

const platformLabels: Record<number, MessageId> = {
  [platforms.web]: 'settings.devices.platform.web',
  [platforms.desktop]: 'settings.devices.platform.desktop',
  [platforms.extension]: 'settings.devices.platform.extension',
};

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; sessions: DeviceSession[] };

/**
 * The devices signed in to the account (GET /api/v1/sessions): browser and system, app kind and when each was last
 * used, this device flagged; any other device can be signed out (DELETE /api/v1/sessions/:id), its token stops working.
 */
export function DevicesSection({ user }: { user: User }) {
  const intl = useIntl();
  const id = useId();
  const { http } = useAuthStore();
  const toast = useToast();
  const format = useDateTimeFormat({ ...user.webConfig, firstDayOfWeek: user.firstDayOfWeek });
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [ending, setEnding] = useState<string | null>(null);
  const [endFailed, setEndFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', sessions: await deviceSessions(http) });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [http]);
  useEffect(() => { void refresh(); }, [refresh]);

  const name = (session: DeviceSession) => session.browser && session.os
    ? intl.formatMessage({ id: 'settings.devices.device' }, { browser: session.browser, os: session.os })
    : session.browser ?? session.os ?? intl.formatMessage({ id: 'settings.devices.unknownDevice' });

  const end = async (session: DeviceSession) => {
    setEnding(session.id);
    setEndFailed(false);
    try {
      await endDeviceSession(http, session.id);
      toast(intl.formatMessage({ id: 'settings.devices.signedOut' }, { device: name(session) }));
      await refresh();
    } catch {
      setEndFailed(true);
    } finally {
      setEnding(null);
    }
  };

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`} aria-busy={load.state === 'loading'}>
      <h3 id={`${id}-title`}><FormattedMessage id="settings.devices.title" /></h3>
      <p><FormattedMessage id="settings.devices.description" /></p>
      {load.state === 'loading' ? <p className="settings-devices-loading"><Spinner /> <FormattedMessage id="common.loading" /></p> : null}
      {load.state === 'failed' ? (
        <Alert>
          <FormattedMessage id="settings.devices.loadFailed" />{' '}
          <Button variant="secondary" onClick={() => { setLoad({ state: 'loading' }); void refresh(); }}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Alert>
      ) : null}
      {load.state === 'loaded' ? (
        <ul className="settings-devices" aria-labelledby={`${id}-title`}>
          {load.sessions.map((session) => {
            const lastUsed = new Date(session.lastUsedAt);
            return (
              <li key={session.id} className="settings-device">
                <Monitor className="icon settings-device-icon" aria-hidden="true" />
                <div className="settings-device-text">
                  <span className="settings-device-name">
                    {name(session)}
                    {session.current ? <Chip tone="accent"><FormattedMessage id="settings.devices.thisDevice" /></Chip> : null}
                  </span>
                  <span className="settings-device-meta">
                    <FormattedMessage id={platformLabels[session.platform] ?? 'settings.devices.platform.other'} />
                    {' · '}
                    <FormattedMessage
                      id="settings.devices.lastUsed"
                      values={{ date: `${format.date(lastUsed)} ${format.time(lastUsed)}` }}
                    />
                  </span>
                </div>
                {session.current ? null : (
                  <IconButton
                    label={intl.formatMessage({ id: 'settings.devices.signOutNamed' }, { device: name(session) })}
                    icon={<LogOut className="icon" aria-hidden="true" />}
                    disabled={ending === session.id}
                    onClick={() => void end(session)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Alert>{endFailed ? <FormattedMessage id="settings.devices.signOutFailed" /> : null}</Alert>
    </section>
  );
}
