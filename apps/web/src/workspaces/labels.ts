import { type InvitePolicy, type MemberState, type Role, teamSizes, teamTypes, type Workspace } from '@taskhub/domain';
import type { MessageId } from '../i18n/index.js';
import { teamSizeLabels, teamTypeLabels } from '../onboarding/steps.js';

/** The names the screens give the teams half's values; each id spelled whole, so the catalogue check finds it. */

export const roleLabels: Record<Role, MessageId> = {
  admin: 'teams.role.admin',
  member: 'teams.role.member',
  viewer: 'teams.role.viewer',
  guest: 'teams.role.guest',
};

/** SPEC.md section 3's member states as shown to people: CREATOR and ACCEPTED are both Active. */
export const stateLabels: Record<MemberState, MessageId> = {
  CREATOR: 'teams.state.active',
  ACCEPTED: 'teams.state.active',
  PENDING: 'teams.state.pending',
  INVITE_ACTION: 'teams.state.inviteAction',
  REJECTED: 'teams.state.rejected',
};

export const policyLabels: Record<InvitePolicy, MessageId> = {
  anyone: 'teams.policy.anyone',
  request: 'teams.policy.request',
  admins: 'teams.policy.admins',
};

export const typeLabels: Record<Workspace['type'], { name: MessageId; description: MessageId }> = {
  teams: { name: 'teams.type.teams', description: 'teams.type.teams.description' },
  pro: { name: 'teams.type.pro', description: 'teams.type.pro.description' },
};

/** Team size buckets and job types of SPEC.md section 9, in the domain's order, named as onboarding names them. */
export const teamSizeOptions = teamSizes.map((value) => ({ value, label: teamSizeLabels[value] }));
export const teamTypeOptions = teamTypes.map((value) => ({ value, label: teamTypeLabels[value] }));

/** The member screens' sentences that name the scope: a workspace's, or a shared list's (`{workspace}` or `{list}`). */
export interface ScopeTexts {
  /** The value name the scope's name goes in. */
  nameKey: 'workspace' | 'board' | 'list';
  alreadyIn: MessageId;
  removeTitle: MessageId;
  removeBody: MessageId;
  removed: MessageId;
  leave: MessageId;
  leaveTitle: MessageId;
  leaveBody: MessageId;
  left: MessageId;
}

export const scopeTexts: Record<'workspace' | 'board' | 'category', ScopeTexts> = {
  workspace: {
    nameKey: 'workspace',
    alreadyIn: 'teams.invite.alreadyIn',
    removeTitle: 'teams.members.removeTitle',
    removeBody: 'teams.members.removeBody',
    removed: 'teams.members.removed',
    leave: 'teams.members.leave',
    leaveTitle: 'teams.members.leaveTitle',
    leaveBody: 'teams.members.leaveBody',
    left: 'teams.members.left',
  },
  board: {
    nameKey: 'board',
    alreadyIn: 'boardSettings.invite.alreadyIn',
    removeTitle: 'boardSettings.members.removeTitle',
    removeBody: 'boardSettings.members.removeBody',
    removed: 'boardSettings.members.removed',
    leave: 'boardSettings.members.leave',
    leaveTitle: 'boardSettings.members.leaveTitle',
    leaveBody: 'boardSettings.members.leaveBody',
    left: 'boardSettings.members.left',
  },
  category: {
    nameKey: 'list',
    alreadyIn: 'teams.share.invite.alreadyIn',
    removeTitle: 'teams.share.members.removeTitle',
    removeBody: 'teams.share.members.removeBody',
    removed: 'teams.share.members.removed',
    leave: 'teams.share.members.leave',
    leaveTitle: 'teams.share.members.leaveTitle',
    leaveBody: 'teams.share.members.leaveBody',
    left: 'teams.share.members.left',
  },
};
