/**
 * Where the API lives (SPEC.md section 7, "API origin").
 *
 * By default the web app is served by the API server itself, so the page's own origin is the API origin.
 * The feature parameters API_HOST and WS_API_HOST point one tab at another server (a staging host, a local
 * server during development). The override is kept in session storage because the parameters are only in
 * the first address the tab opens; later navigation drops them.
 */

export const apiHostParameter = 'API_HOST';
export const wsApiHostParameter = 'WS_API_HOST';

/** Session-storage keys holding a tab's overrides. */
export const apiHostStorageKey = 'taskhub.apiHost';
export const wsApiHostStorageKey = 'taskhub.wsApiHost';

type PageLocation = Pick<Location, 'origin' | 'protocol' | 'search'>;

/** An origin from a parameter value that may omit the scheme ('api.example.com:8080'); null when it is not a URL. */
function toOrigin(value: string, defaultScheme: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `${defaultScheme}//${value}`;
  try {
    const url = new URL(withScheme);
    return url.host ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}

/**
 * The tab's override for one parameter: a value in the page address wins and is remembered;
 * an empty value (API_HOST=) forgets the override.
 */
function override(parameter: string, storageKey: string, defaultScheme: string, location: PageLocation, storage: Storage): string | null {
  const fromUrl = new URLSearchParams(location.search).get(parameter);
  if (fromUrl !== null) {
    const origin = fromUrl.trim() === '' ? null : toOrigin(fromUrl.trim(), defaultScheme);
    if (origin) storage.setItem(storageKey, origin);
    else if (fromUrl.trim() === '') storage.removeItem(storageKey);
  }
  return storage.getItem(storageKey);
}

const wsScheme = (httpScheme: string) => (httpScheme === 'https:' ? 'wss:' : 'ws:');

/** The origin HTTP calls go to. */
export function apiOrigin(location: PageLocation = window.location, storage: Storage = sessionStorage): string {
  return override(apiHostParameter, apiHostStorageKey, location.protocol, location, storage) ?? location.origin;
}

/** The origin of the realtime websocket: WS_API_HOST, else the API origin with a ws/wss scheme. */
export function wsOrigin(location: PageLocation = window.location, storage: Storage = sessionStorage): string {
  const explicit = override(wsApiHostParameter, wsApiHostStorageKey, wsScheme(location.protocol), location, storage);
  if (explicit) return explicit;
  const api = new URL(apiOrigin(location, storage));
  return `${wsScheme(api.protocol)}//${api.host}`;
}
