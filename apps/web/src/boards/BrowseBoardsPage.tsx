import { type Board, can } from '@taskhub/domain';
import { LayoutGrid, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, EmptyState, Spinner, Status } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from '../workspaces/errors.js';
import { useWorkspace, useWorkspaceJobType } from '../workspaces/useWorkspace.js';
import { WorkspaceLoadState } from '../workspaces/WorkspacePage.js';
import { joinBoard } from './board-calls.js';
import { BoardTile } from './BoardTile.js';
import { BoardSettingsDialog } from './BoardSettingsDialog.js';
import { NewBoardDialog } from './NewBoardDialog.js';
import { useBoards } from './useBoards.js';
import '../workspaces/workspaces.css';
import './boards.css';

export interface BrowseBoardsPageProps {
  workspaceId: string;
  onOpenBoard(boardId: string): void;
  onOpenTemplates(workspaceId: string): void;
  /** Back to the personal views (a workspace that is gone). */
  onLeave(): void;
}

/**
 * Browse boards (SPEC.md section 2): the workspace's boards the caller is on and its public ones, each a card with
 * Joined or Join (joining opens the board), and New board for those who may write in the workspace.
 */
export function BrowseBoardsPage({ workspaceId, onOpenBoard, onOpenTemplates, onLeave }: BrowseBoardsPageProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const workspace = useWorkspace(workspaceId);
  const jobType = useWorkspaceJobType(workspaceId);
  const { load, reload } = useBoards(workspaceId);
  const [creating, setCreating] = useState(false);
  const [joining, setJoining] = useState<string | null>(null);
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);

  if (workspace.load.state !== 'ready') {
    return <section className="boards-page"><WorkspaceLoadState load={workspace.load} onRetry={() => void workspace.reload()} onLeave={onLeave} /></section>;
  }
  const { name, role } = workspace.load.workspace;
  const mayCreate = can(role, 'write');

  const join = async (board: Board) => {
    setJoining(board.id);
    setError(null);
    try {
      await joinBoard(http, board.id);
      onOpenBoard(board.id);
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      setJoining(null);
      void reload();
    }
  };

  const newBoard = (
    <Button onClick={() => setCreating(true)}><Plus className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.new" /></Button>
  );

  const body = () => {
    if (load.state === 'loading') return <Status className="boards-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
    if (load.state === 'failed') {
      return (
        <Alert>
          <FormattedMessage id="boardBrowse.loadFailed" />{' '}
          <Button variant="secondary" onClick={() => void reload()}><FormattedMessage id="common.retry" /></Button>
        </Alert>
      );
    }
    if (load.boards.length === 0) {
      return (
        <EmptyState icon={<LayoutGrid className="icon" />} title={<FormattedMessage id="boardBrowse.empty" />}
          hint={<FormattedMessage id={mayCreate ? 'boardBrowse.empty.hint' : 'boardBrowse.empty.viewer'} />} action={mayCreate ? newBoard : undefined} />
      );
    }
    return (
      <ul className="board-tiles" aria-label={intl.formatMessage({ id: 'boardBrowse.list' }, { workspace: name })}>
        {load.boards.map((board) => (
          <BoardTile key={board.id} board={board} busy={joining !== null} onOpen={(chosen) => onOpenBoard(chosen.id)} onJoin={(chosen) => void join(chosen)}
            onSettings={(chosen) => setSettingsOf(chosen.id)} />
        ))}
      </ul>
    );
  };

  return (
    <section className="boards-page" aria-labelledby="boards-title">
      <header className="screen-header boards-header">
        <div className="boards-heading">
          <h1 id="boards-title" className="screen-title"><FormattedMessage id="boardBrowse.title" /></h1>
          <p className="workspace-meta">{name}</p>
        </div>
        <div className="boards-actions">
          <Button variant="secondary" onClick={() => onOpenTemplates(workspaceId)}>
            <LayoutTemplate className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.templates" />
          </Button>
          {mayCreate ? newBoard : null}
        </div>
      </header>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      {body()}
      {settingsOf ? (
        <BoardSettingsDialog boardId={settingsOf} onClosed={() => { setSettingsOf(null); void reload(); }} onLeft={() => void reload()} />
      ) : null}
      {creating ? (
        <NewBoardDialog workspaceId={workspaceId} jobType={jobType} onClose={() => setCreating(false)} onCreated={(board) => { setCreating(false); onOpenBoard(board.id); }} />
      ) : null}
    </section>
  );
}
