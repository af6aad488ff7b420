import type { Invitation } from '@taskhub/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { refreshSpaces } from './spaces.js';
import { answerInvitation, listInvitations } from './workspace-calls.js';

export type InvitationsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: Invitation[] };

export interface InvitationsModel {
  load: InvitationsLoad;
  /** How many invitations wait for an answer (the notifications' badge); 0 until they are known. */
  pending: number;
  reload(): Promise<void>;
  /** Accepts or declines one; resolves with the error's message, or null when it worked. */
  answer(invitation: Invitation, choice: 'accept' | 'reject'): Promise<TeamsMessage | null>;
}

/**
 * The signed-in person's pending invitations (GET /api/v1/invitations), asked for when the signed-in screens open and
 * again when the notifications menu does. Accepting one fetches /me again, so the workspace joins the switcher.
 */
export function useInvitations(): InvitationsModel {
  const auth = useAuthStore();
  const [load, setLoad] = useState<InvitationsLoad>({ state: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const items = await listInvitations(auth.http);
      if (call === latest.current) setLoad({ state: 'ready', items });
    } catch {
      if (call === latest.current) setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' }));
    }
  }, [auth]);

  useEffect(() => { void reload(); }, [reload]);

  const answer = useCallback(async (invitation: Invitation, choice: 'accept' | 'reject') => {
    try {
      await answerInvitation(auth.http, invitation.id, choice);
    } catch (error) {
      await reload();
      return teamsErrorMessage(error);
    }
    setLoad((current) => (current.state === 'ready' ? { state: 'ready', items: current.items.filter((item) => item.id !== invitation.id) } : current));
    if (choice === 'accept') await refreshSpaces(auth);
    return null;
  }, [auth, reload]);

  return { load, pending: load.state === 'ready' ? load.items.length : 0, reload, answer };
}
