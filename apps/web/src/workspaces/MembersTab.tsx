import { can, type InvitationRequest, inviteOutcome, type Member, type Role, type Workspace } from '@taskhub/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Dialog, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { InviteForm } from './InviteForm.js';
import { InviteLinkSection } from './InviteLinkSection.js';
import { roleLabels } from './labels.js';
import { MemberRow } from './MemberRow.js';
import { RequestsSection } from './RequestsSection.js';
import { changeRole, removeMember } from './workspace-calls.js';

export interface MembersTabProps {
  workspace: Workspace;
  members: Member[];
  requests: InvitationRequest[];
  userId: string;
  /** Fetch the workspace, members and requests again after a change. */
  reload(): Promise<void>;
  /** The caller left the workspace. */
  onLeft(): void;
}

type Confirm = { kind: 'remove'; member: Member } | { kind: 'leave' };

/**
 * Workspace management's Members tab: invite (as the caller's role and the workspace's invite policy allow: directly,
 * as a request an admin confirms, or not at all, which says so), the invite link, requests waiting for an admin, the
 * members with their state and role (admins change roles and remove people), and Leave for everyone.
 */
export function MembersTab({ workspace, members, requests, userId, reload, onLeft }: MembersTabProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const manage = can(workspace.role, 'manage');
  const outcome = inviteOutcome(workspace.role, workspace.invitePolicy);

  /** Runs one change; its failure (SOLE_ADMIN, NOT_PERMITTED...) is shown above the list, and the list fetched again. */
  const change = async (work: () => Promise<void>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      if (done) toast(done);
      return true;
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      return false;
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const setRole = (member: Member, role: Role) => void change(
    () => changeRole(http, workspace.id, member.userId!, role),
    intl.formatMessage({ id: 'teams.members.roleChanged' }, { name: member.name, role: intl.formatMessage({ id: roleLabels[role] }) }),
  );

  const confirmed = async () => {
    if (!confirm) return;
    setConfirm(null);
    if (confirm.kind === 'remove') {
      await change(() => removeMember(http, workspace.id, confirm.member.userId!),
        intl.formatMessage({ id: 'teams.members.removed' }, { name: confirm.member.name }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await removeMember(http, workspace.id, userId);
      toast(intl.formatMessage({ id: 'teams.members.left' }, { workspace: workspace.name }));
      onLeft();
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <div className="workspace-members">
      <section className="workspace-section" aria-labelledby="invite-title">
        <h2 id="invite-title" className="workspace-section-title"><FormattedMessage id="teams.invite.title" /></h2>
        {outcome === 'refuse' ? (
          <p className="workspace-note"><FormattedMessage id="teams.errors.notPermitted" /></p>
        ) : (
          <>
            {outcome === 'request' ? <p className="workspace-section-lead"><FormattedMessage id="teams.invite.requestNote" /></p> : null}
            <InviteForm workspaceId={workspace.id} outcome={outcome} callerIsAdmin={manage} onInvited={() => void reload()} />
          </>
        )}
      </section>
      {outcome === 'invite' ? <InviteLinkSection workspaceId={workspace.id} /> : null}
      {manage && requests.length > 0 ? (
        <RequestsSection workspaceId={workspace.id} requests={requests} onAnswered={reload} />
      ) : null}
      <section className="workspace-section" aria-labelledby="members-title">
        <h2 id="members-title" className="workspace-section-title">
          <FormattedMessage id="teams.settings.members" /> <span className="workspace-count">{members.length}</span>
        </h2>
        <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
        <ul className="member-list" aria-label={intl.formatMessage({ id: 'teams.members.list' }, { name: workspace.name })}>
          {members.map((member) => (
            <MemberRow key={member.email} member={member} isSelf={member.userId === userId} manage={manage} busy={busy}
              onChangeRole={setRole} onRemove={(chosen) => setConfirm({ kind: 'remove', member: chosen })} />
          ))}
        </ul>
        <div className="workspace-actions">
          <Button variant="secondary" disabled={busy} onClick={() => setConfirm({ kind: 'leave' })}>
            <LogOut className="icon" aria-hidden="true" /> <FormattedMessage id="teams.members.leave" />
          </Button>
        </div>
      </section>
      {confirm ? (
        <Dialog
          title={confirm.kind === 'remove'
            ? <FormattedMessage id="teams.members.removeTitle" values={{ name: confirm.member.name, workspace: workspace.name }} />
            : <FormattedMessage id="teams.members.leaveTitle" values={{ workspace: workspace.name }} />}
          onClose={() => setConfirm(null)}
        >
          <p><FormattedMessage id={confirm.kind === 'remove' ? 'teams.members.removeBody' : 'teams.members.leaveBody'} /></p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setConfirm(null)}><FormattedMessage id="common.cancel" /></Button>
            <Button className="btn-danger" onClick={() => void confirmed()}>
              <FormattedMessage id={confirm.kind === 'remove' ? 'teams.members.removeConfirm' : 'teams.members.leaveConfirm'} />
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
