import { linkExpiresAt } from '@taskhub/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Fresh download links of a task's attachments, id → url (store/attachment-links.ts); rejects when offline. */
export type FetchAttachmentLinks = (taskGlobalId: string) => Promise<Record<string, string>>;

interface Links {
  urls: Record<string, string>;
  fetchedAt: number;
}

/** Part of a link's life after which it is fetched again, so a link on screen has not expired when it is clicked. */
const refreshAfter = 0.8;

/** When links fetched at `fetchedAt` should be fetched again: before the first of them expires. */
function refreshAt(links: Links): number {
  const expiries = Object.values(links.urls).flatMap((url) => linkExpiresAt(url) ?? []);
  if (expiries.length === 0) return Infinity;
  return links.fetchedAt + (Math.min(...expiries) - links.fetchedAt) * refreshAfter;
}

export interface LinkOptions {
  /** The clock (tests). */
  now?: () => number;
  /** Goes to a url: the browser downloads it (the server answers `Content-Disposition: attachment`). */
  go?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/**
 * The task's download links: fetched when the attachments shown change, and again before they expire (a timer, and
 * when the tab is shown again: background tabs' timers are held back). `expired` tells a link that expired anyway (a
 * computer woken from sleep); `openFresh` then fetches new links and goes to the attachment's. `failed` says the last
 * fetch failed (offline).
 */
export function useAttachmentLinks(taskGlobalId: string, ids: string[], fetchLinks: FetchAttachmentLinks | undefined, options: LinkOptions = {}) {
  // Read when used, so a clock or navigation passed inline does not fetch again on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const now = useCallback(() => (optionsRef.current.now ?? Date.now)(), []);
  const go = useCallback((url: string) => (optionsRef.current.go ?? goTo)(url), []);
  const [links, setLinks] = useState<Links | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const idsKey = ids.join(' ');

  const load = useCallback(async () => {
    if (!fetchLinks) throw new Error('no links to fetch');
    const urls = await fetchLinks(taskGlobalId);
    const fresh = { urls, fetchedAt: now() };
    setLinks(fresh);
    setFailed(false);
    return fresh;
  }, [fetchLinks, taskGlobalId, now]);

  useEffect(() => {
    if (idsKey === '' || !fetchLinks) return undefined;
    let live = true;
    load().catch(() => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [load, fetchLinks, idsKey, round]);

  useEffect(() => {
    if (!links) return undefined;
    const due = refreshAt(links);
    if (!Number.isFinite(due)) return undefined;
    const timer = setTimeout(() => setRound((n) => n + 1), Math.max(1000, due - now()));
    const onShown = () => {
      if (document.visibilityState === 'visible' && now() >= due) setRound((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [links, now]);

  const expired = useCallback((url: string) => (linkExpiresAt(url) ?? Infinity) <= now(), [now]);

  const openFresh = useCallback((id: string) => {
    load().then((fresh) => {
      const url = fresh.urls[id];
      if (url) go(url);
    }, () => setFailed(true));
  }, [load, go]);

  const urlOf = (id: string): string | undefined => links?.urls[id];
  return { urlOf, expired, openFresh, failed };
}
