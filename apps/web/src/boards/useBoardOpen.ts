import { isActiveState, type Member } from '@taskhub/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAnswerFor } from '../api/useAnswerFor.js';
import { useAuthStore } from '../auth/useAuth.js';
import { useObjectStore } from '../store/ObjectStoreContext.js';
import { boardCommentCounts, openBoard } from './board-view-calls.js';
import type { BoardPerson } from './board-view-model.js';

/** What a board view fetches when it opens, besides its synced cards: the members, and the cards' comment counts. */

/** The board's members with an account, as people columns and avatars show them (fetched when the board opens). */
export function useBoardPeople(boardId: string, membersCount: number | undefined) {
  const auth = useAuthStore();
  const store = useObjectStore();
  const [state, setState] = useState<{ members: Member[]; failed: boolean }>({ members: [], failed: false });
  useEffect(() => {
    let live = true;
    openBoard(auth.http, store, boardId)
      .then(({ members }) => { if (live) setState({ members, failed: false }); })
      .catch(() => { if (live) setState((current) => ({ ...current, failed: true })); });
    return () => { live = false; };
    // A change in the number of members (someone joined or left) fetches them again.
  }, [auth, store, boardId, membersCount]);
  const people = useMemo(() => state.members
    .filter((member): member is Member & { userId: string } => member.userId !== null && isActiveState(member.state))
    .map((member): BoardPerson => ({ userId: member.userId, name: member.name || member.email, picture: member.profilePicture }))
    .sort((a, b) => a.name.localeCompare(b.name)), [state.members]);
  return { people, failed: state.failed };
}

/** No comment counts known (yet): the same object every time, so the cards' context keeps its identity. */
const noComments: Readonly<Record<string, number>> = {};

/** The cards' comment counts, fetched when the board opens. */
export function useCommentCounts(boardId: string): Readonly<Record<string, number>> {
  return useAnswerFor(boardId, boardCommentCounts) ?? noComments;
}
