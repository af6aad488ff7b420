import { inviteOutcome } from '@taskhub/domain';
import { Building2, LayoutGrid, Settings, UserPlus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Avatar, Button, EmptyState, Spinner, Status } from '../ui/index.js';
import { roleLabels, typeLabels } from './labels.js';
import { useWorkspace, type WorkspaceLoad } from './useWorkspace.js';
import './workspaces.css';

export interface WorkspacePageProps {
  workspaceId: string;
  onOpenSettings(workspaceId: string): void;
  onBrowseBoards(workspaceId: string): void;
  /** Back to the personal views (a workspace that is gone). */
  onLeave(): void;
}

/** Loading, a workspace that is not there (deleted, or the person is not a member), or a failure with Retry. */
export function WorkspaceLoadState({ load, onRetry, onLeave }: { load: Exclude<WorkspaceLoad, { state: 'ready' }>; onRetry(): void; onLeave(): void }) {
  if (load.state === 'loading') return <Status className="workspace-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
  if (load.state === 'notFound') {
    return (
      <EmptyState icon={<Building2 className="icon" />} title={<FormattedMessage id="teams.workspace.notFound" />}
        hint={<FormattedMessage id="teams.workspace.notFound.hint" />}
        action={<Button variant="secondary" onClick={onLeave}><FormattedMessage id="teams.workspace.backToTasks" /></Button>} />
    );
  }
  return (
    <Alert>
      <FormattedMessage id="teams.workspace.loadFailed" />{' '}
      <Button variant="secondary" onClick={onRetry}><FormattedMessage id="common.retry" /></Button>
    </Alert>
  );
}

/**
 * A workspace's page: its name, type, members count and the caller's role, the way to its members and settings, and
 * to its boards (the browse-boards page) and inviting the team.
 */
export function WorkspacePage({ workspaceId, onOpenSettings, onBrowseBoards, onLeave }: WorkspacePageProps) {
  const intl = useIntl();
  const { load, reload } = useWorkspace(workspaceId);
  if (load.state !== 'ready') {
    return <section className="workspace-page"><WorkspaceLoadState load={load} onRetry={() => void reload()} onLeave={onLeave} /></section>;
  }
  const { workspace } = load;
  return (
    <section className="workspace-page" aria-labelledby="workspace-title">
      <header className="screen-header workspace-header">
        <Avatar id={workspace.id} name={workspace.name} size="lg" />
        <div className="workspace-heading">
          <h1 id="workspace-title" className="screen-title">{workspace.name}</h1>
          <p className="workspace-meta">
            <FormattedMessage id={typeLabels[workspace.type].name} />
            {' · '}<FormattedMessage id="teams.workspace.members" values={{ count: workspace.membersCount }} />
            {workspace.role ? <>{' · '}<FormattedMessage id="teams.workspace.yourRole" values={{ role: intl.formatMessage({ id: roleLabels[workspace.role] }) }} /></> : null}
          </p>
        </div>
        <Button variant="secondary" onClick={() => onOpenSettings(workspace.id)}>
          <Settings className="icon" aria-hidden="true" /> <FormattedMessage id="teams.workspace.manage" />
        </Button>
      </header>
      <EmptyState
        className="workspace-boards-empty"
        icon={<LayoutGrid className="icon" />}
        title={<FormattedMessage id="boardBrowse.fromWorkspace" />}
        hint={<FormattedMessage id="boardBrowse.fromWorkspace.hint" />}
        action={(
          <span className="workspace-actions">
            <Button onClick={() => onBrowseBoards(workspace.id)}>
              <LayoutGrid className="icon" aria-hidden="true" /> <FormattedMessage id="boardBrowse.entry" />
            </Button>
            {inviteOutcome(workspace.role, workspace.invitePolicy) !== 'refuse' ? (
              <Button variant="secondary" onClick={() => onOpenSettings(workspace.id)}>
                <UserPlus className="icon" aria-hidden="true" /> <FormattedMessage id="teams.workspace.invite" />
              </Button>
            ) : null}
          </span>
        )}
      />
    </section>
  );
}
