import type { CompletionsAnswer } from '@taskhub/domain';
import { useCallback, useEffect, useState } from 'react';
import { useAuthStore } from '../auth/useAuth.js';

/** How many days the profile's chart shows. */
export const completionChartDays = 7;

const trackingKey = (userId: string) => `taskhub.completedTracking.${userId}`;

/**
 * Starts the completed counter once per account on this browser (API.md section 4: completions count only after
 * `POST /me/start-tracking-completed-tasks`; the server keeps the first start, so a repeat elsewhere changes nothing).
 */
export function useCompletedTracking(userId: string | undefined) {
  const { http } = useAuthStore();
  useEffect(() => {
    if (!userId || localStorage.getItem(trackingKey(userId))) return;
    http.request('POST', '/me/start-tracking-completed-tasks').then(
      () => localStorage.setItem(trackingKey(userId), '1'),
      // Offline or refused: the next start tries again.
      () => undefined,
    );
  }, [http, userId]);
}

export type CompletionsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; answer: CompletionsAnswer };

/** The counter and the last days' completions (`GET /me/completions`), read when the profile opens. */
export function useCompletions(days = completionChartDays): CompletionsState {
  const { http } = useAuthStore();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CompletionsState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    http.request('GET', `/me/completions?days=${days}`).then(
      (answer) => { if (current) setState({ status: 'ready', answer: answer as CompletionsAnswer }); },
      () => { if (current) setState({ status: 'failed', retry }); },
    );
    return () => { current = false; };
  }, [http, days, attempt, retry]);
  return state;
}
