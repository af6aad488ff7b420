import { beforeEach, describe, expect, it } from 'vitest';
import { apiHostStorageKey, apiOrigin, wsOrigin } from './config.js';

const page = (search = '', origin = 'https://app.example.com') => ({ origin, protocol: new URL(origin).protocol, search });

describe('API origin', () => {
  beforeEach(() => sessionStorage.clear());

  it('defaults to the page origin (the server serves the web app), with ws/wss for the websocket', () => {
    expect(apiOrigin(page())).toBe('https://app.example.com');
    expect(wsOrigin(page())).toBe('wss://app.example.com');
    expect(wsOrigin(page('', 'http://localhost:3000'))).toBe('ws://localhost:3000');
  });

  it('uses window.location when no location is given', () => {
    expect(apiOrigin()).toBe(window.location.origin);
  });

  it('"may be overridden by URL feature parameters API_HOST and WS_API_HOST"', () => {
    const location = page('?API_HOST=https://api.other.test:8443/&WS_API_HOST=wss://rt.other.test');
    expect(apiOrigin(location)).toBe('https://api.other.test:8443');
    expect(wsOrigin(location)).toBe('wss://rt.other.test');
  });

  it('a bare host takes the page scheme, and the websocket follows API_HOST when WS_API_HOST is absent', () => {
    const location = page('?API_HOST=api.other.test');
    expect(apiOrigin(location)).toBe('https://api.other.test');
    expect(wsOrigin(location)).toBe('wss://api.other.test');
  });

  it('keeps the override for the tab in session storage, so it survives navigation', () => {
    apiOrigin(page('?API_HOST=http://localhost:4000'));
    expect(sessionStorage.getItem(apiHostStorageKey)).toBe('http://localhost:4000');
    expect(apiOrigin(page('?other=1'))).toBe('http://localhost:4000');
    expect(wsOrigin(page())).toBe('ws://localhost:4000');
  });

  it('an empty parameter forgets the override; a value that is not a host is ignored', () => {
    apiOrigin(page('?API_HOST=http://localhost:4000'));
    expect(apiOrigin(page('?API_HOST=http://'))).toBe('http://localhost:4000');
    expect(apiOrigin(page('?API_HOST='))).toBe('https://app.example.com');
  });
});
