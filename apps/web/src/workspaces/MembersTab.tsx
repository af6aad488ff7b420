import { can, type InvitationRequest, inviteOutcome, type Member, type Workspace } from '@taskhub/domain';
import { FormattedMessage } from 'react-intl';
import { InviteForm } from './InviteForm.js';
import { InviteLinkSection } from './InviteLinkSection.js';
import { MemberList } from './MemberList.js';
import { RequestsSection } from './RequestsSection.js';

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

/**
 * Workspace management's Members tab: invite (as the caller's role and the workspace's invite policy allow: directly,
 * as a request an admin confirms, or not at all, which says so), the invite link, requests waiting for an admin, the
 * members with their state and role (admins change roles and remove people), and Leave for everyone.
 */
export function MembersTab({ workspace, members, requests, userId, reload, onLeft }: MembersTabProps) {
  const manage = can(workspace.role, 'manage');
  const outcome = inviteOutcome(workspace.role, workspace.invitePolicy);
  const scope = { kind: 'workspace', id: workspace.id } as const;

  return (
    <div className="workspace-members">
      <section className="workspace-section" aria-labelledby="invite-title">
        <h2 id="invite-title" className="workspace-section-title"><FormattedMessage id="teams.invite.title" /></h2>
        {outcome === 'refuse' ? (
          <p className="workspace-note"><FormattedMessage id="teams.errors.notPermitted" /></p>
        ) : (
          <>
            {outcome === 'request' ? <p className="workspace-section-lead"><FormattedMessage id="teams.invite.requestNote" /></p> : null}
            <InviteForm scope={scope} outcome={outcome} callerIsAdmin={manage} onInvited={() => void reload()} />
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
        <MemberList scope={scope} scopeName={workspace.name} members={members} userId={userId} manage={manage} canLeave
          reload={reload} onLeft={onLeft} />
      </section>
    </div>
  );
}
