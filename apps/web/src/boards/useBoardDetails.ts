import type { Board, InvitePolicy, Member } from '@taskhub/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AuthError } from '../api/auth-error.js';
import { useAuthStore } from '../auth/useAuth.js';
import { getWorkspace } from '../workspaces/workspace-calls.js';
import { openBoard } from './board-calls.js';

export type BoardDetailsLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  /** Archived away, private to the caller, or gone: the server answers alike (404). */
  | { state: 'notFound' }
  | { state: 'ready'; board: Board; members: Member[]; invitePolicy: InvitePolicy };

/** A board with its members and its workspace's invite policy (which says how a board member's invitation goes). */
export function useBoardDetails(boardId: string) {
  const { http } = useAuthStore();
  const [load, setLoad] = useState<BoardDetailsLoad>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const { board, members } = await openBoard(http, boardId);
      const workspace = await getWorkspace(http, board.workspaceId);
      if (call === latest.current) setLoad({ state: 'ready', board, members, invitePolicy: workspace.invitePolicy });
    } catch (error) {
      if (call === latest.current) setLoad({ state: error instanceof AuthError && error.status === 404 ? 'notFound' : 'failed' });
    }
  }, [http, boardId]);
  useEffect(() => { void reload(); }, [reload]);
  return { load, reload };
}
