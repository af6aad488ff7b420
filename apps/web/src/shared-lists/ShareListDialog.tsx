import { can, inviteOutcome, isActiveState, type Member } from '@taskhub/domain';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { phoneQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { Alert, Button, Dialog, Spinner, Status } from '../ui/index.js';
import { InviteForm } from '../workspaces/InviteForm.js';
import { MemberList } from '../workspaces/MemberList.js';
import { listMembersCache } from './list-members-cache.js';
import { isShared, useListMembers } from './useListMembers.js';
import '../workspaces/workspaces.css';
import './shared-lists.css';

export interface ShareListDialogProps {
  list: { id: string; name: string };
  onClose(): void;
  /** The signed-in person left the list: it leaves their devices with the next sync. */
  onLeft?(): void;
}

/** The caller may leave unless they are its only admin (the server would refuse: SOLE_ADMIN). */
function mayLeave(members: Member[], me: Member | undefined): boolean {
  if (!me || !isShared(members)) return false;
  return me.role !== 'admin' || members.some((member) => member !== me && member.role === 'admin' && isActiveState(member.state));
}

/**
 * Sharing a list (API.md section 5): invite people by email with a role, and see who is in the list with their state
 * and role. The list's admins change roles and remove people; members invite (not as admins) and guests only look; a
 * member of a list shared with them leaves it. A sheet on phones.
 */
export function ShareListDialog({ list, onClose, onLeft }: ShareListDialogProps) {
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
  const userId = useAuth((state) => state.user?.id ?? '');
  const { http } = useAuthStore();
  const store = useObjectStore();
  const { load, reload } = useListMembers(list.id);
  const scope = { kind: 'category', id: list.id } as const;
  // What another device or person changed since the sidebar last asked is shown as the dialog opens.
  useEffect(() => { void listMembersCache(http, store).refresh(list.id); }, [http, store, list.id]);

  const left = () => {
    listMembersCache(http, store).forget(list.id);
    void store.syncNow();
    onClose();
    onLeft?.();
  };

  const body = () => {
    if (load.state === 'loading') return <Status className="share-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
    if (load.state === 'notFound') return <p className="share-note"><FormattedMessage id="teams.share.notFound" /></p>;
    if (load.state === 'failed') {
      return (
        <Alert>
          <FormattedMessage id="teams.share.loadFailed" />{' '}
          <Button variant="secondary" onClick={() => void reload()}><FormattedMessage id="common.retry" /></Button>
        </Alert>
      );
    }
    const { members } = load;
    const me = members.find((member) => member.userId === userId);
    const manage = can(me?.role, 'manage');
    const outcome = inviteOutcome(me?.role, 'anyone');
    return (
      <>
        {outcome === 'invite' ? (
          <section className="share-section" aria-labelledby="share-invite-title">
            <h3 id="share-invite-title" className="workspace-section-title"><FormattedMessage id="teams.invite.title" /></h3>
            <InviteForm scope={scope} outcome="invite" callerIsAdmin={manage} onInvited={() => void reload()} />
          </section>
        ) : null}
        <section className="share-section" aria-labelledby="share-members-title">
          <h3 id="share-members-title" className="workspace-section-title">
            <FormattedMessage id="teams.settings.members" /> <span className="workspace-count">{members.length}</span>
          </h3>
          {isShared(members) ? null : (
            <p className="share-note share-empty">
              <Users className="icon" aria-hidden="true" /> <FormattedMessage id="teams.share.onlyYou" />
            </p>
          )}
          {manage ? null : <p className="share-note"><FormattedMessage id={outcome === 'invite' ? 'teams.share.readOnly' : 'teams.share.guest'} /></p>}
          <MemberList scope={scope} scopeName={list.name} members={members} userId={userId} manage={manage}
            canLeave={mayLeave(members, me)} reload={reload} onLeft={left} />
        </section>
      </>
    );
  };

  return (
    <Dialog title={intl.formatMessage({ id: 'teams.share.title' }, { name: list.name })} onClose={onClose}
      className="share-dialog" variant={phone ? 'sheet-full' : 'dialog'}>
      {body()}
    </Dialog>
  );
}
