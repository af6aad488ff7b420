import type { Invitation, InvitationRequest, Member, Workspace } from '@taskhub/domain';
import { screen } from '@testing-library/react';
import { ok } from '../../api/testing/fake-server.js';
import { wireUser } from '../../auth/testing/fixtures.js';
import { renderApp, type RenderAppOptions } from '../../shell/testing/render-app.js';

/** Wire shapes as apps/server presents them (workspaces/workspaces.ts, members/members.ts, members/invitations.ts). */

export function wireWorkspace(overrides: Partial<Workspace> = {}): Workspace {
  return {
    id: 'w1', name: 'Acme', type: 'teams', role: 'admin', invitePolicy: 'anyone', seats: 2, membersCount: 2, creationDate: 1, ...overrides,
  };
}

export function wireMember(overrides: Partial<Member> = {}): Member {
  return { userId: 'user-1', email: 'ada@example.com', name: 'Ada', profilePicture: null, role: 'admin', state: 'CREATOR', ...overrides };
}

export function wireInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1', kind: 'workspace', targetId: 'w2', targetName: 'Globex', inviterName: 'Grace', role: 'member', state: 'PENDING', creationDate: 1,
    ...overrides,
  };
}

export function wireRequest(overrides: Partial<InvitationRequest> = {}): InvitationRequest {
  return { ...wireInvitation({ id: 'req-1', targetId: 'w1', targetName: 'Acme', inviterName: 'Bob', state: 'INVITE_ACTION' }), email: 'new@example.com', ...overrides };
}

/** /me's `currentUserSpaces` entry for a workspace. */
export const space = (workspace: Workspace) => ({ id: workspace.id, name: workspace.name, type: workspace.type, role: workspace.role });

/**
 * The app signed in from a stored token at `url`, its user in `spaces`, with no pending invitations unless given.
 * The signed-in screens load lazily: the first of them takes a while on a loaded machine.
 */
export function renderSignedIn(url: string, { spaces = [], invitations = [], ...options }: RenderAppOptions & {
  spaces?: Workspace[]; invitations?: Invitation[];
} = {}) {
  const app = renderApp({ storedToken: 'token-old', url, user: wireUser({ currentUserSpaces: spaces.map(space) }), ...options });
  app.server.on('GET', '/api/v1/invitations', ok(invitations));
  return app;
}

/** Waits for the signed-in home (the account button in its header). */
export const findHome = () => screen.findByRole('button', { name: /^Account: / }, { timeout: 15_000 });
