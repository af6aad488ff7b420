import { isActiveState, type Member } from '@taskhub/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import { isObject, path } from '../workspaces/workspace-calls.js';

/**
 * Names of the people tasks of `boardIds` are assigned to, for a custom view's people groups: each board's members
 * (GET /api/v1/boards/{id}/members), fetched once per board the view shows. A board that cannot be read adds none.
 */
export function useBoardPeopleNames(boardIds: readonly string[]): Map<string, string> {
  const auth = useAuthStore();
  const [byBoard, setByBoard] = useState<Record<string, Member[]>>({});
  const key = [...new Set(boardIds)].sort().join(',');
  useEffect(() => {
    let live = true;
    const missing = key === '' ? [] : key.split(',').filter((id) => !(id in byBoard));
    for (const id of missing) {
      auth.http.request('GET', path('boards', id, 'members'))
        .then((answer) => (Array.isArray(answer) ? answer.filter((m): m is Member => isObject(m) && typeof m.email === 'string') : []))
        .catch(() => [] as Member[])
        .then((members) => { if (live) setByBoard((current) => ({ ...current, [id]: members })); });
    }
    return () => { live = false; };
    // byBoard is read only to skip boards already fetched.
  }, [auth, key]);
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const members of Object.values(byBoard)) {
      for (const member of members) if (member.userId && isActiveState(member.state)) names.set(member.userId, member.name || member.email);
    }
    return names;
  }, [byBoard]);
}
