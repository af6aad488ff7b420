import { useSyncExternalStore } from 'react';

/**
 * HTTP-only sync (SPEC.md section 7, "API origin"): no realtime socket; the device pulls on an interval and when the
 * person returns to the page. Set per device in settings (local storage), or for one tab by the feature parameter
 * `HTTP_ONLY_SYNC=1` in the first address it opens (`=0` turns it off for the tab; an empty value forgets the tab's).
 */
export const httpOnlySyncParameter = 'HTTP_ONLY_SYNC';
export const httpOnlySyncStorageKey = 'taskhub.httpOnlySync';

type PageLocation = Pick<Location, 'search'>;

const listeners = new Set<() => void>();

/** Whether this tab syncs over HTTP only: the tab's parameter when it gave one, else the device's setting. */
export function httpOnlySync(
  location: PageLocation = window.location, tab: Storage = sessionStorage, device: Storage = localStorage,
): boolean {
  const fromUrl = new URLSearchParams(location.search).get(httpOnlySyncParameter);
  if (fromUrl !== null) {
    const value = fromUrl.trim();
    if (value === '') tab.removeItem(httpOnlySyncStorageKey);
    else tab.setItem(httpOnlySyncStorageKey, value === '1' || value.toLowerCase() === 'true' ? '1' : '0');
  }
  return (tab.getItem(httpOnlySyncStorageKey) ?? device.getItem(httpOnlySyncStorageKey)) === '1';
}

/** The device's setting, chosen in settings; it replaces the tab's parameter and restarts the sync connection. */
export function setHttpOnlySync(on: boolean, tab: Storage = sessionStorage, device: Storage = localStorage): void {
  tab.removeItem(httpOnlySyncStorageKey);
  if (on) device.setItem(httpOnlySyncStorageKey, '1');
  else device.removeItem(httpOnlySyncStorageKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The tab's sync mode, re-read when settings change it. */
export function useHttpOnlySync(): boolean {
  return useSyncExternalStore(subscribe, () => httpOnlySync());
}
