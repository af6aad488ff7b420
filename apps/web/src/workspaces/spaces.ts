import type { Role, Workspace } from '@taskhub/domain';
import type { AuthStore } from '../auth/auth-store.js';
import type { User } from '../auth/user.js';

/** A workspace as GET /me lists it in `currentUserSpaces` (API.md section 5). */
export interface UserSpace {
  id: string;
  name: string;
  type: Workspace['type'];
  role: Role | null;
}

/** The user's workspaces from their details; entries of another shape (an older or newer server) are left out. */
export function userSpaces(user: Pick<User, 'currentUserSpaces'> | null): UserSpace[] {
  return (user?.currentUserSpaces ?? []).filter((space): space is UserSpace => {
    const value = space as Partial<UserSpace> | null;
    return typeof value === 'object' && value !== null && typeof value.id === 'string' && typeof value.name === 'string';
  });
}

/**
 * After a workspace is created, joined, left or deleted: GET /me again, so the switcher lists what the server now
 * says. A failure keeps the list it has (the next start refreshes it).
 */
export async function refreshSpaces(auth: AuthStore): Promise<void> {
  await auth.getState().refreshUser();
}
