import { can, type InvitationRequest, type Member, type Workspace } from '@taskhub/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthError } from '../api/auth-error.js';
import { useAnswerFor } from '../api/useAnswerFor.js';
import { useAuthStore } from '../auth/useAuth.js';
import { refreshSpaces } from './spaces.js';
import { listMembers } from './member-calls.js';
import { getWorkspace, getWorkspaceJobType, listRequests } from './workspace-calls.js';

export type WorkspaceLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  /** Deleted, or the caller is not (or no longer) a member: the server answers both alike (404). */
  | { state: 'notFound' }
  | { state: 'ready'; workspace: Workspace; members: Member[]; requests: InvitationRequest[] };

const isNotFound = (error: unknown) => error instanceof AuthError && error.status === 404;

/**
 * One workspace as its screens need it: the workspace (with the caller's role), and with `withMembers` its members and,
 * for an admin, the requests waiting for confirmation. `reload` fetches again after a change; a workspace that is gone
 * also makes the switcher forget it.
 */
export function useWorkspace(workspaceId: string, { withMembers = false } = {}) {
  const auth = useAuthStore();
  const [load, setLoad] = useState<WorkspaceLoad>({ state: 'loading' });
  // Answers of an earlier workspace (the address changed meanwhile) are dropped.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const workspace = await getWorkspace(auth.http, workspaceId);
      const [members, requests] = withMembers
        ? await Promise.all([listMembers(auth.http, { kind: 'workspace', id: workspaceId }), can(workspace.role, 'manage') ? listRequests(auth.http, workspaceId) : []])
        : [[], []];
      if (call === latest.current) setLoad({ state: 'ready', workspace, members, requests });
    } catch (error) {
      if (call !== latest.current) return;
      setLoad({ state: isNotFound(error) ? 'notFound' : 'failed' });
      if (isNotFound(error)) void refreshSpaces(auth);
    }
  }, [auth, workspaceId, withMembers]);

  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);

  return { load, reload };
}

/** The workspace's job type for the template gallery: undefined while it is asked, then the type or null. */
export function useWorkspaceJobType(workspaceId: string): string | null | undefined {
  return useAnswerFor(workspaceId, getWorkspaceJobType);
}
