import { can, type Workspace } from '@taskhub/domain';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Avatar, IconButton, Tabs } from '../ui/index.js';
import { MembersTab } from './MembersTab.js';
import { SettingsTab } from './SettingsTab.js';
import { refreshSpaces } from './spaces.js';
import { useWorkspace } from './useWorkspace.js';
import { WorkspaceLoadState } from './WorkspacePage.js';
import './workspaces.css';

export interface WorkspaceSettingsPageProps {
  workspaceId: string;
  userId: string;
  onOpenWorkspace(workspaceId: string): void;
  /** The person is no longer in the workspace (left it, or deleted it): back to the personal views. */
  onLeave(): void;
}

/**
 * Workspace management (SPEC.md section 2): the Members tab for everyone, and the Settings tab for admins. Billing
 * tabs come with billing.
 */
export function WorkspaceSettingsPage({ workspaceId, userId, onOpenWorkspace, onLeave }: WorkspaceSettingsPageProps) {
  const intl = useIntl();
  const auth = useAuthStore();
  const { load, reload } = useWorkspace(workspaceId, { withMembers: true });
  const [tab, setTab] = useState<'members' | 'settings'>('members');
  const [changed, setChanged] = useState<Workspace | null>(null);
  if (load.state !== 'ready') {
    return <section className="workspace-page"><WorkspaceLoadState load={load} onRetry={() => void reload()} onLeave={onLeave} /></section>;
  }
  // A rename or a policy change shows at once, before the next fetch.
  const workspace = changed?.id === workspaceId ? { ...load.workspace, ...changed } : load.workspace;
  const gone = () => {
    void refreshSpaces(auth);
    onLeave();
  };
  const changedWorkspace = (next: Workspace) => {
    setChanged(next);
    if (next.name !== load.workspace.name) void refreshSpaces(auth);
  };
  const members = <MembersTab workspace={workspace} members={load.members} requests={load.requests} userId={userId} reload={reload} onLeft={gone} />;
  return (
    <section className="workspace-page workspace-settings" aria-labelledby="workspace-settings-title">
      <header className="screen-header workspace-header">
        <IconButton label={intl.formatMessage({ id: 'teams.settings.back' }, { name: workspace.name })}
          icon={<ArrowLeft className="icon icon-toolbar" aria-hidden="true" />} onClick={() => onOpenWorkspace(workspace.id)} />
        <Avatar id={workspace.id} name={workspace.name} />
        <h1 id="workspace-settings-title" className="screen-title">{workspace.name}</h1>
      </header>
      {can(workspace.role, 'manage') ? (
        <Tabs label={intl.formatMessage({ id: 'teams.settings.tabs' })} value={tab} onValueChange={(value) => setTab(value === 'settings' ? 'settings' : 'members')}
          tabs={[
            { value: 'members', label: <FormattedMessage id="teams.settings.members" />, content: members },
            {
              value: 'settings', label: <FormattedMessage id="teams.settings.settings" />,
              content: <SettingsTab workspace={workspace} onChanged={changedWorkspace} onDeleted={gone} />,
            },
          ]} />
      ) : members}
    </section>
  );
}
