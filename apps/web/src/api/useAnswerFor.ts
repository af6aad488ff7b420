import { useEffect, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';
import type { HttpClient } from './http.js';

/**
 * What `load` answers for `key` (a board's or workspace's id), asked once per key: undefined until it has answered for
 * the current key, so an earlier key's late answer is never shown. `load` must not throw (answer a fallback instead)
 * and should be a module-level function, or the same one every render.
 */
export function useAnswerFor<T>(key: string, load: (http: HttpClient, key: string) => Promise<T>): T | undefined {
  const auth = useAuthStore();
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  useEffect(() => {
    let live = true;
    void load(auth.http, key).then((value) => { if (live) setAnswer({ key, value }); });
    return () => { live = false; };
  }, [auth, key, load]);
  return answer?.key === key ? answer.value : undefined;
}
