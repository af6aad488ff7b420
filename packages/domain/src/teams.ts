import { z } from 'zod';
import { teamSizes, teamTypes } from './onboarding.js';

/**
 * Roles and permissions of the teams half (API.md section 5), kept in one place: the server decides with them and the
 * web client receives the caller's role, so it hides what the caller may not do.
 */

/** The kinds of shared scope a membership belongs to. */
export const scopeKinds = ['workspace', 'board', 'category'] as const;
export type ScopeKind = (typeof scopeKinds)[number];

export const workspaceRoles = ['admin', 'member', 'viewer'] as const;
export const boardRoles = ['admin', 'member', 'viewer'] as const;
/** A shared list's (category's) roles: a guest sees only what is shared with them. */
export const categoryRoles = ['admin', 'member', 'guest'] as const;
export type Role = 'admin' | 'member' | 'viewer' | 'guest';

export const rolesOf: Record<ScopeKind, readonly Role[]> = { workspace: workspaceRoles, board: boardRoles, category: categoryRoles };

/** Member states of SPEC.md section 3. */
export const memberStates = ['CREATOR', 'ACCEPTED', 'PENDING', 'INVITE_ACTION', 'REJECTED'] as const;
export type MemberState = (typeof memberStates)[number];
/** The states of someone who is in the scope (the others are invitations or requests). */
export const activeStates: readonly MemberState[] = ['CREATOR', 'ACCEPTED'];
export const isActiveState = (state: string): boolean => (activeStates as readonly string[]).includes(state);

export const workspaceTypes = ['teams', 'pro'] as const;
/** Who may invite: anyone (members invite directly), request (a member's invitation waits for an admin), admins. */
export const invitePolicies = ['anyone', 'request', 'admins'] as const;
export type InvitePolicy = (typeof invitePolicies)[number];

/** What a role may do in a scope. */
export const permissions = ['read', 'comment', 'write', 'invite', 'manage'] as const;
export type Permission = (typeof permissions)[number];

/**
 * The role → permission table. admin: everything (members, roles, settings, deletion, billing: `manage`). member: read
 * and write content, comment, invite (as the workspace's invite policy says). viewer and guest: read and comment.
 */
const table: Record<Role, readonly Permission[]> = {
  admin: ['read', 'comment', 'write', 'invite', 'manage'],
  member: ['read', 'comment', 'write', 'invite'],
  viewer: ['read', 'comment'],
  guest: ['read', 'comment'],
};

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && table[role].includes(permission);
}

/** What the caller may do with one object, sent beside it so a client hides the rest (outline's policies). */
export type Policy = Record<Permission, boolean>;
export const policyFor = (role: Role | null | undefined): Policy =>
  Object.fromEntries(permissions.map((permission) => [permission, can(role, permission)])) as Policy;

/**
 * How an invitation by a non-admin goes (API.md section 5): `invite` directly, `request` an admin's confirmation, or
 * `refuse` ('Not permitted, contact your workspace administrator'). Admins always invite; viewers and guests never.
 */
export function inviteOutcome(role: Role | null | undefined, policy: InvitePolicy): 'invite' | 'request' | 'refuse' {
  if (role === 'admin') return 'invite';
  if (!can(role, 'invite')) return 'refuse';
  return policy === 'anyone' ? 'invite' : policy === 'request' ? 'request' : 'refuse';
}

const emailShape = z.string().email();

/**
 * Splits an invitation's addresses ("a@x.io, b@y.io c@z.io") on commas and white space, lower-cased, without repeats.
 * `invalid` holds each piece that is not an address, as typed.
 */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const pieces = text.split(/[\s,;]+/).map((piece) => piece.trim()).filter(Boolean);
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const piece of pieces) {
    if (!emailShape.safeParse(piece).success) invalid.push(piece);
    else if (!emails.includes(piece.toLowerCase())) emails.push(piece.toLowerCase());
  }
  return { emails, invalid };
}

const name = z.string().trim().min(1, 'INVALID_NAME').max(100, 'INVALID_NAME');
/** SPEC.md's job types are written with spaces ("software development"); the stored value uses underscores. */
export const jobTypeInput = z.string().transform((value) => value.trim().toLowerCase().replace(/[\s-]+/g, '_')).pipe(z.enum(teamTypes));

export const createWorkspaceInput = z.object({
  name,
  type: z.enum(workspaceTypes),
  teamSize: z.enum(teamSizes).optional(),
  jobType: jobTypeInput.optional(),
});

export const updateWorkspaceInput = z.strictObject({
  name: name.optional(),
  invitePolicy: z.enum(invitePolicies).optional(),
});

export const inviteInput = (kind: ScopeKind) => z.object({
  emails: z.string().max(10_000),
  role: z.enum(rolesOf[kind] as [Role, ...Role[]]),
});

export const roleInput = (kind: ScopeKind) => z.object({ role: z.enum(rolesOf[kind] as [Role, ...Role[]]) });

/** A member as the API shows it (API.md section 5). */
export interface Member {
  userId: string | null;
  email: string;
  name: string;
  profilePicture: string | null;
  role: Role;
  state: MemberState;
}

/**
 * A member as sync carries it (the `sharedMember` model, API.md section 5): one membership row of a shared scope the
 * caller is in, named by the scope (`scopeId`, `kind`, and `categoryId`, `workspaceId` or `boardId` for its kind).
 */
export interface SharedMember extends Member {
  id: string;
  scopeId: string;
  kind: ScopeKind;
  categoryId?: string;
  workspaceId?: string;
  boardId?: string;
  creationDate: number;
  lastUpdateDate: number;
}

export interface Workspace {
  id: string;
  name: string;
  type: (typeof workspaceTypes)[number];
  role: Role | null;
  invitePolicy: InvitePolicy;
  seats: number;
  membersCount: number;
  creationDate: number;
}

/**
 * What a workspace's creator said of the team (SPEC.md section 9), null where nothing was: GET
 * /api/v1/workspaces/{id}/profile, beside the workspace object of API.md (whose fields stay as listed). The template
 * gallery starts filtered by the job type.
 */
export interface WorkspaceProfile {
  teamSize: (typeof teamSizes)[number] | null;
  jobType: (typeof teamTypes)[number] | null;
}

export interface Invitation {
  id: string;
  kind: ScopeKind;
  targetId: string;
  targetName: string;
  inviterName: string;
  role: Role;
  state: MemberState;
  creationDate: number;
}

/** A non-admin's invitation waiting for an admin (GET .../requests): an invitation plus the address it is for. */
export interface InvitationRequest extends Invitation {
  email: string;
}
