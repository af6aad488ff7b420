import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, TextField, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { inviteLink, resetInviteLink } from './workspace-calls.js';

/** Copies to the clipboard; false where the browser refuses (no permission, an insecure page), so the field is the way. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The workspace's invite link (anyone holding it joins as a member): Copy asks the server for it (the same link each
 * time) and copies it; Reset revokes it and makes a new one, which is copied too. The link also stays in a read-only
 * field, for a browser that refuses the clipboard.
 */
export function InviteLinkSection({ workspaceId }: { workspaceId: string }) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'copy' | 'reset' | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);

  const run = async (kind: 'copy' | 'reset') => {
    setBusy(kind);
    setError(null);
    try {
      const link = kind === 'copy' ? await inviteLink(http, workspaceId) : await resetInviteLink(http, workspaceId);
      setUrl(link);
      const copied = await copyText(link);
      if (kind === 'reset') toast(intl.formatMessage({ id: copied ? 'teams.invite.linkResetCopied' : 'teams.invite.linkReset' }));
      else if (copied) toast(intl.formatMessage({ id: 'teams.invite.linkCopied' }));
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="workspace-section" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title" className="workspace-section-title"><FormattedMessage id="teams.invite.link" /></h2>
      <p className="workspace-section-lead"><FormattedMessage id="teams.invite.link.description" /></p>
      {url ? (
        <TextField className="invite-link-url" label={intl.formatMessage({ id: 'teams.invite.link' })} value={url} readOnly
          onFocus={(event) => event.currentTarget.select()} />
      ) : null}
      <div className="workspace-actions">
        <Button variant="secondary" busy={busy === 'copy'} disabled={busy !== null} onClick={() => void run('copy')}>
          <Copy className="icon" aria-hidden="true" /> <FormattedMessage id="teams.invite.copyLink" />
        </Button>
        <Button variant="secondary" busy={busy === 'reset'} disabled={busy !== null} onClick={() => void run('reset')}>
          <RefreshCw className="icon" aria-hidden="true" /> <FormattedMessage id="teams.invite.resetLink" />
        </Button>
      </div>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
    </section>
  );
}
