import { Link2Off, UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Avatar, Button, EmptyState, Spinner, Status } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { useInviteLink } from './InviteIntro.js';
import { forgetInviteReturn } from './return-address.js';
import { refreshSpaces } from './spaces.js';
import { joinByLink } from './workspace-calls.js';
import './workspaces.css';

export interface InvitePageProps {
  token: string;
  /** Joined: the workspace's page, in place of this one. */
  onJoined(workspaceId: string): void;
  onCancel(): void;
}

/** An invite link's page, signed in: "Join <workspace>" and the button that joins (as a member). */
export function InvitePage({ token, onJoined, onCancel }: InvitePageProps) {
  const auth = useAuthStore();
  const load = useInviteLink(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  // Arrived: the return noted for a provider's sign-in is spent.
  useEffect(forgetInviteReturn, []);

  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const workspace = await joinByLink(auth.http, token);
      await refreshSpaces(auth);
      onJoined(workspace.id);
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      setBusy(false);
    }
  };

  if (load.state === 'loading') return <section className="invite-page"><Status><Spinner /> <FormattedMessage id="common.loading" /></Status></section>;
  if (load.state !== 'ready') {
    return (
      <section className="invite-page">
        {load.state === 'invalid' ? (
          <EmptyState icon={<Link2Off className="icon" />} title={<FormattedMessage id="teams.invitePage.invalid" />}
            hint={<FormattedMessage id="teams.invitePage.invalid.hint" />}
            action={<Button variant="secondary" onClick={onCancel}><FormattedMessage id="teams.workspace.backToTasks" /></Button>} />
        ) : <Alert><FormattedMessage id="errors.connectivity" /></Alert>}
      </section>
    );
  }
  return (
    <section className="invite-page" aria-labelledby="invite-page-title">
      <div className="invite-card">
        <Avatar id={token} name={load.workspaceName} size="lg" />
        <h1 id="invite-page-title" className="screen-title"><FormattedMessage id="teams.invitePage.title" values={{ workspace: load.workspaceName }} /></h1>
        <p className="invite-card-lead"><FormattedMessage id="teams.invitePage.lead" values={{ workspace: load.workspaceName }} /></p>
        <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
          <Button busy={busy} onClick={() => void join()}>
            <UserPlus className="icon" aria-hidden="true" /> <FormattedMessage id="teams.invitePage.join" />
          </Button>
        </div>
      </div>
    </section>
  );
}
