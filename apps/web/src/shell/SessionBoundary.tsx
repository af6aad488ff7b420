import { Fragment, type ReactNode } from 'react';
import { useAuth } from '../auth/useAuth.js';

/** The session key of SPEC.md section 2: the signed-in user's id, or 'anonymous'. */
export function sessionKey(userId: string | null | undefined): string {
  return userId ?? 'anonymous';
}

/**
 * The per-user session: its children are remounted when the user id changes, so no screen state (a typed password,
 * a half-filled form, cached data) carries over from one person to the next.
 */
export function SessionBoundary({ children }: { children: ReactNode }) {
  const userId = useAuth((state) => (state.session === 'loggedIn' ? state.user?.id ?? null : null));
  return <Fragment key={sessionKey(userId)}>{children}</Fragment>;
}
