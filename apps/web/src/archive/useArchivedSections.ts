import type { Section } from '@taskhub/domain';
import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '../api/http.js';
import { browseBoards, openBoard } from '../boards/board-calls.js';

/** What the drawer needs to reach the caller's boards: the API, and the workspaces they are in (/me's spaces). */
export interface BoardsAccess {
  http: HttpClient;
  workspaceIds: string[];
}

/** An archived section with the name of its board. */
export interface ArchivedSection extends Section {
  boardName: string;
}

export type ArchivedSectionsLoad = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; sections: ArchivedSection[] };

/**
 * The archived sections of the caller's live boards across their workspaces: each workspace's boards the caller is
 * on, then each board's sections. Fetched when the Sections tab is shown.
 */
export function useArchivedSections(access: BoardsAccess | undefined, active: boolean) {
  const [load, setLoad] = useState<ArchivedSectionsLoad>({ state: 'idle' });
  const http = access?.http;
  const spaceIds = access?.workspaceIds.join(' ') ?? '';

  const reload = useCallback(async () => {
    if (!http) {
      setLoad({ state: 'ready', sections: [] });
      return;
    }
    try {
      const boards = (await Promise.all(spaceIds.split(' ').filter(Boolean).map((id) => browseBoards(http, id))))
        .flat().filter((board) => board.role !== null && !board.isArchived);
      const opened = await Promise.all(boards.map((board) => openBoard(http, board.id)));
      const sections = opened.flatMap(({ board, sections: all }) => all.filter((section) => section.isArchived).map((section) => ({ ...section, boardName: board.name })));
      setLoad({ state: 'ready', sections });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [http, spaceIds]);

  useEffect(() => {
    if (!active) return;
    setLoad({ state: 'loading' });
    void reload();
  }, [active, reload]);

  return { load, reload };
}
