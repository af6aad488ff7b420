// The teams half's screens (API.md section 5): workspaces, their members and settings, invitations and invite links.
export { CreateWorkspaceWizard } from './CreateWorkspaceWizard.js';
export { InvitationsTab } from './InvitationsTab.js';
export { InvitePage } from './InvitePage.js';
export { inviteReturn } from './return-address.js';
export { useInvitations } from './useInvitations.js';
export { WorkspacePage } from './WorkspacePage.js';
export { WorkspaceSettingsPage } from './WorkspaceSettingsPage.js';
export { WorkspaceSwitcher } from './WorkspaceSwitcher.js';
