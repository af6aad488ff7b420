import { useEffect, useState } from 'react';

/** How long a save may take before a screen says it is still saving: a quicker one is never announced. */
export const slowSaveMs = 1000;

/**
 * Whether `flag` has stayed true for `ms` without a break: false again as soon as it turns false. For states worth
 * showing only when they last (a save still pending after a second).
 */
export function useAfterDelay(flag: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!flag) {
      setElapsed(false);
      return undefined;
    }
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [flag, ms]);
  return flag && elapsed;
}
