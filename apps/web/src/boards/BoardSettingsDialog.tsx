import { can, inviteOutcome } from '@taskhub/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { phoneQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { Alert, Button, Dialog, Spinner, Status, Tabs } from '../ui/index.js';
import { InviteForm } from '../workspaces/InviteForm.js';
import { MemberList } from '../workspaces/MemberList.js';
import { BoardGeneralTab } from './BoardGeneralTab.js';
import { type BoardDetailsLoad, useBoardDetails } from './useBoardDetails.js';
import '../workspaces/workspaces.css';
import './boards.css';

export type BoardSettingsTab = 'general' | 'members';

export interface BoardSettingsDialogProps {
  boardId: string;
  /** The tab to open on. */
  tab?: BoardSettingsTab;
  /** The dialog closed. */
  onClosed(): void;
  /** The caller left the board, or archived it: it is no longer theirs to show. */
  onLeft(): void;
}

function Members({ load, userId, reload, onLeft }: { load: Extract<BoardDetailsLoad, { state: 'ready' }>; userId: string; reload(): Promise<void>; onLeft(): void }) {
  const { board, members, invitePolicy } = load;
  const scope = { kind: 'board', id: board.id } as const;
  const outcome = inviteOutcome(board.role, invitePolicy);
  return (
    <div className="workspace-members">
      <section className="workspace-section" aria-labelledby="board-invite-title">
        <h3 id="board-invite-title" className="workspace-section-title"><FormattedMessage id="teams.invite.title" /></h3>
        {outcome === 'refuse' ? <p className="workspace-note"><FormattedMessage id="teams.errors.notPermitted" /></p> : (
          <>
            {outcome === 'request' ? <p className="workspace-section-lead"><FormattedMessage id="teams.invite.requestNote" /></p> : null}
            <InviteForm scope={scope} outcome={outcome} callerIsAdmin={can(board.role, 'manage')} onInvited={() => void reload()} />
          </>
        )}
      </section>
      <section className="workspace-section" aria-labelledby="board-members-title">
        <h3 id="board-members-title" className="workspace-section-title">
          <FormattedMessage id="teams.settings.members" /> <span className="workspace-count">{members.length}</span>
        </h3>
        <MemberList scope={scope} scopeName={board.name} members={members} userId={userId} manage={can(board.role, 'manage')} canLeave
          reload={reload} onLeft={onLeft} />
      </section>
    </div>
  );
}

/**
 * A board's settings (opened from the board header's menu, BoardMenu): General (rename, emoji, private or public, save as
 * template, archive; admins) and Members (invite by email with a role, change roles, remove, leave; the server's
 * SOLE_ADMIN refusal is said in the board's words). A sheet on phones.
 */
export function BoardSettingsDialog({ boardId, tab: initialTab = 'general', onClosed, onLeft }: BoardSettingsDialogProps) {
  const intl = useIntl();
  const phone = useMediaQuery(phoneQuery);
  const userId = useAuth((state) => state.user?.id ?? '');
  const { load, reload } = useBoardDetails(boardId);
  const [tab, setTab] = useState<BoardSettingsTab>(initialTab);
  const gone = () => {
    onClosed();
    onLeft();
  };

  const body = () => {
    if (load.state === 'loading') return <Status className="boards-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
    if (load.state === 'notFound') return <p className="workspace-note"><FormattedMessage id="boardSettings.notFound" /></p>;
    if (load.state === 'failed') {
      return (
        <Alert>
          <FormattedMessage id="boardSettings.loadFailed" />{' '}
          <Button variant="secondary" onClick={() => void reload()}><FormattedMessage id="common.retry" /></Button>
        </Alert>
      );
    }
    return (
      <Tabs label={intl.formatMessage({ id: 'boardSettings.title' }, { board: load.board.name })} value={tab}
        onValueChange={(value) => setTab(value === 'members' ? 'members' : 'general')}
        tabs={[
          { value: 'general', label: <FormattedMessage id="boardSettings.general" />, content: <BoardGeneralTab board={load.board} onChanged={reload} onArchived={gone} /> },
          { value: 'members', label: <FormattedMessage id="boardSettings.members" />, content: <Members load={load} userId={userId} reload={reload} onLeft={gone} /> },
        ]} />
    );
  };

  const title = load.state === 'ready'
    ? <FormattedMessage id="boardSettings.title" values={{ board: `${load.board.emoji ? `${load.board.emoji} ` : ''}${load.board.name}` }} />
    : <FormattedMessage id="boardSettings.open" />;
  return (
    <Dialog title={title} onClose={onClosed} variant={phone ? 'sheet-full' : 'dialog'} className="board-settings-dialog">
      {body()}
    </Dialog>
  );
}
