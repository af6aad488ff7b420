import type { Board } from '@taskhub/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import { browseBoards } from './board-calls.js';

export type BoardsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; boards: Board[] };

/** A workspace's boards as the browse page shows them: the caller's, then the public ones they have not joined. */
export function useBoards(workspaceId: string) {
  const { http } = useAuthStore();
  const [load, setLoad] = useState<BoardsLoad>({ state: 'loading' });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = (latest.current += 1);
    try {
      const boards = (await browseBoards(http, workspaceId)).filter((board) => !board.isArchived);
      const joinedFirst = [...boards].sort((a, b) => Number(a.role === null) - Number(b.role === null));
      if (call === latest.current) setLoad({ state: 'ready', boards: joinedFirst });
    } catch {
      if (call === latest.current) setLoad({ state: 'failed' });
    }
  }, [http, workspaceId]);
  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);
  return { load, reload };
}
