import { useEffect, useState } from 'react';

/** The current time, refreshed every 30 seconds, so a clock example shown on screen does not go stale. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
