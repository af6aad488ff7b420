import type { BrowserOptions } from '@sentry/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const sentryInit = vi.hoisted(() => vi.fn((_options: BrowserOptions) => ({ name: 'client' })));
vi.mock('@sentry/react', () => ({ init: sentryInit }));

const { initErrorReporting } = await import('./init.js');

afterEach(() => sentryInit.mockClear());

describe('initErrorReporting', () => {
  it.each([undefined, null, '', '   '])('creates no client without a DSN (%j)', (dsn) => {
    expect(initErrorReporting({ dsn, environment: 'production' })).toBeUndefined();
    expect(sentryInit).not.toHaveBeenCalled();
  });

  it('throws on an environment outside the list, even without a DSN', () => {
    expect(() => initErrorReporting({ dsn: 'https://k@errors.example/1', environment: 'staging' })).toThrow(
      /error-reporting environment setting "staging" is not valid/,
    );
    expect(() => initErrorReporting({ environment: 'Production' })).toThrow(/not valid/);
    expect(sentryInit).not.toHaveBeenCalled();
  });

  it('starts the reporter with the options of SPEC section 9', () => {
    const client = initErrorReporting({ dsn: ' https://k@errors.example/1 ', environment: 'NETLIFY', release: '1.2.3' });

    expect(client).toEqual({ name: 'client' });
    expect(sentryInit).toHaveBeenCalledTimes(1);
    const options = sentryInit.mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: 'https://k@errors.example/1',
      environment: 'NETLIFY',
      release: '1.2.3',
      maxBreadcrumbs: 100,
      normalizeDepth: 3,
      maxValueLength: 250,
      transportOptions: { bufferSize: 30 },
      initialScope: { tags: { app_store: 'stripe', app_platform: 'web', app_window: 'main' } },
    });
    expect(options.initialScope).toHaveProperty('tags.app_os');
  });

  it('defaults the environment to production and installs the suppression filters', () => {
    initErrorReporting({ dsn: 'https://k@errors.example/1' });
    const options = sentryInit.mock.calls[0]![0];
    expect(options.environment).toBe('production');
    expect(options.beforeSend!({ type: undefined, message: 'Loading chunk 3 failed.' }, {})).toBeNull();
    expect(options.beforeBreadcrumb!({ category: 'fetch', data: { url: 'https://storage.googleapis.com/x' } })).toBeNull();
    expect(options.beforeBreadcrumb!({ category: 'fetch', data: { url: '/me' } })).not.toBeNull();
  });
});
