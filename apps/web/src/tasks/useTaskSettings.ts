import { defaultWebConfig, type WebConfig } from '@taskhub/domain';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/useAuth.js';
import { usableTimeZone } from './views/dates.js';
import { dayBounds, type DayBounds } from './views/day-bounds.js';

/** The signed-in user's settings the task screens read: time zone and web settings. */
export function useTaskSettings(): { timeZone: string; webConfig: WebConfig } {
  const zone = useAuth((state) => state.user?.timezone ?? null);
  const webConfig = useAuth((state) => state.user?.webConfig ?? defaultWebConfig);
  return { timeZone: usableTimeZone(zone), webConfig };
}

/** Today's boundaries in the user's zone; the screen renders again when the day changes. */
export function useDayBounds(now: () => number, timeZone: string): DayBounds {
  const [tick, setTick] = useState(0);
  const bounds = useMemo(() => dayBounds(now(), timeZone), [now, timeZone, tick]);
  useEffect(() => {
    const timer = setTimeout(() => setTick((t) => t + 1), Math.max(1000, bounds.tomorrowStart - now()));
    return () => clearTimeout(timer);
  }, [bounds, now]);
  return bounds;
}
