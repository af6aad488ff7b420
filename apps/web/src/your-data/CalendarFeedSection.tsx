import { Copy, Link2Off, Rss } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Status, TextField } from '../ui/index.js';
import { calendarFeed } from './data-calls.js';

/**
 * The private calendar feed: make an address, copy it into a calendar app, revoke it (after a confirmation, since
 * every calendar subscribed to it stops updating). Making a new one replaces the old address.
 */
export function CalendarFeedSection() {
  const intl = useIntl();
  const { http } = useAuthStore();
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let live = true;
    calendarFeed.status(http).then((current) => { if (live) setUrl(current); }, () => { if (live) { setUrl(null); setFailed(true); } });
    return () => { live = false; };
  }, [http]);

  const run = async (action: typeof calendarFeed.create | typeof calendarFeed.revoke) => {
    setBusy(true);
    setFailed(false);
    setCopied(false);
    try {
      setUrl(await action(http));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="settings-data-feed">
      <h3 id="settings-data-feed"><FormattedMessage id="settings.data.feed.title" /></h3>
      <p><FormattedMessage id="settings.data.feed.description" /></p>
      {url ? (
        <>
          <TextField label={intl.formatMessage({ id: 'settings.data.feed.url' })} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div className="your-data-actions">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy className="icon" aria-hidden="true" /><FormattedMessage id="settings.data.feed.copy" />
            </Button>
            <Button variant="secondary" busy={busy} disabled={confirming} onClick={() => setConfirming(true)}>
              <Link2Off className="icon" aria-hidden="true" /><FormattedMessage id="settings.data.feed.revoke" />
            </Button>
          </div>
          {confirming ? (
            <div className="settings-confirm" role="group" aria-labelledby="settings-data-feed-confirm">
              <p id="settings-data-feed-confirm"><strong><FormattedMessage id="settings.data.feed.revokeConfirm" /></strong></p>
              <Button className="btn-danger" onClick={() => { setConfirming(false); void run(calendarFeed.revoke); }}>
                <FormattedMessage id="settings.data.feed.revokeAction" />
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="your-data-actions">
          <Button variant="secondary" busy={busy || url === undefined} onClick={() => void run(calendarFeed.create)}>
            <Rss className="icon" aria-hidden="true" /><FormattedMessage id="settings.data.feed.create" />
          </Button>
        </div>
      )}
      <Status>{copied ? <FormattedMessage id="settings.data.feed.copied" /> : null}</Status>
      <Alert>{failed ? <FormattedMessage id="settings.data.feed.failed" /> : null}</Alert>
    </section>
  );
}
