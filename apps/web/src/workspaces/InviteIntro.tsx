import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AuthError } from '../api/auth-error.js';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert } from '../ui/index.js';
import { rememberInviteReturn } from './return-address.js';
import { inviteLinkWorkspace } from './workspace-calls.js';
import './invite-intro.css';

export type InviteLinkLoad = { state: 'loading' } | { state: 'invalid' } | { state: 'failed' } | { state: 'ready'; workspaceName: string };

/** The workspace an invite link leads to (a public call), or why it cannot be told. */
export function useInviteLink(token: string): InviteLinkLoad {
  const { http } = useAuthStore();
  const [load, setLoad] = useState<InviteLinkLoad>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    inviteLinkWorkspace(http, token).then(
      (workspaceName) => { if (live) setLoad({ state: 'ready', workspaceName }); },
      (error: unknown) => { if (live) setLoad({ state: error instanceof AuthError && error.status === 404 ? 'invalid' : 'failed' }); },
    );
    return () => { live = false; };
  }, [http, token]);
  return load;
}

/**
 * Above the sign-in form at an invite link's address, signed out: which workspace the link joins, and that signing in
 * or up comes first. The sign-in screen stays at this address, so signing in shows the join page; a provider's
 * sign-in comes back through the start page, which returns here (return-address.ts).
 */
export function InviteIntro({ token }: { token: string }) {
  const load = useInviteLink(token);
  useEffect(() => rememberInviteReturn(token), [token]);
  if (load.state === 'invalid') return <Alert><FormattedMessage id="teams.invitePage.invalid" /></Alert>;
  if (load.state !== 'ready') return null;
  return (
    <div className="invite-intro">
      <p className="invite-intro-title"><FormattedMessage id="teams.invitePage.title" values={{ workspace: load.workspaceName }} /></p>
      <p className="invite-intro-lead"><FormattedMessage id="teams.invitePage.signIn" values={{ workspace: load.workspaceName }} /></p>
    </div>
  );
}
