import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/messages/en.js';

const sdk = vi.hoisted(() => ({ initErrorReporting: vi.fn(), captureException: vi.fn() }));
vi.mock('./sdk.js', () => sdk);

/** A fresh start module per test: it keeps whether the SDK is loaded. */
const load = async () => {
  vi.resetModules();
  return import('./start.js');
};

function setPage(data: Record<string, string> | null) {
  document.head.querySelector('meta[name="taskhub:error-reporting"]')?.remove();
  if (!data) return;
  const meta = document.createElement('meta');
  meta.name = 'taskhub:error-reporting';
  for (const [key, value] of Object.entries(data)) meta.dataset[key] = value;
  document.head.append(meta);
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => setPage(null));

describe('startErrorReporting', () => {
  it('loads nothing when the page names no reporting (no DSN on the server)', async () => {
    setPage(null);
    const { startErrorReporting } = await load();
    await startErrorReporting();
    expect(sdk.initErrorReporting).not.toHaveBeenCalled();
  });

  it('starts the SDK with the page\'s settings', async () => {
    setPage({ dsn: 'https://k@errors.example/1', environment: 'beta', release: 'r1' });
    const { startErrorReporting } = await load();
    await startErrorReporting();
    expect(sdk.initErrorReporting).toHaveBeenCalledWith({ dsn: 'https://k@errors.example/1', environment: 'beta', release: 'r1' });
  });

  it('refuses an environment outside SPEC.md section 5\'s list before loading anything', async () => {
    setPage({ dsn: 'https://k@errors.example/1', environment: 'staging' });
    const { startErrorReporting } = await load();
    await expect(startErrorReporting()).rejects.toThrow(/"staging" is not valid/);
    expect(sdk.initErrorReporting).not.toHaveBeenCalled();
  });

  it('sends errors caught while the SDK loaded once it is there, and later ones at once', async () => {
    setPage({ dsn: 'https://k@errors.example/1', environment: 'production' });
    const { startErrorReporting, reportError } = await load();
    const started = startErrorReporting();
    const early = new Error('early');
    reportError(early, '\n    in Broken');
    expect(sdk.captureException).not.toHaveBeenCalled();
    await started;
    expect(sdk.captureException).toHaveBeenCalledWith(early, { contexts: { react: { componentStack: '\n    in Broken' } } });
    const later = new Error('later');
    reportError(later);
    expect(sdk.captureException).toHaveBeenLastCalledWith(later, undefined);
  });
});

describe('ErrorBoundary', () => {
  it('reports a render error and offers a retry instead of a blank page', async () => {
    setPage({ dsn: 'https://k@errors.example/1', environment: 'production' });
    const { startErrorReporting } = await load();
    await startErrorReporting();
    const { ErrorBoundary } = await import('./ErrorBoundary.js');
    const onRetry = vi.fn();
    function Broken(): never {
      throw new Error('render failed');
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en" messages={en}>
        <ErrorBoundary onRetry={onRetry}><Broken /></ErrorBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe(en['errors.unknown']);
    screen.getByRole('button', { name: en['common.retry'] }).click();
    expect(onRetry).toHaveBeenCalled();
    expect(sdk.captureException).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }), { contexts: { react: { componentStack: expect.stringContaining('Broken') } } },
    );
  });
});
