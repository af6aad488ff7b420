import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it, vi } from 'vitest';

// get-nonce keeps its nonce for the whole run (a dependency, not reloaded): the page without one comes first.
afterEach(() => {
  vi.resetModules();
});

describe('the page\'s style nonce', () => {
  it('is left unset where the page has none (the dev server)', async () => {
    await import('./csp-nonce.js');
    expect(getNonce()).toBeUndefined();
  });

  it('is handed to the style injector (get-nonce) from the page\'s csp-nonce element', async () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'bm9uY2Utb2YtdGhpcy1wYWdl';
    document.head.append(meta);
    await import('./csp-nonce.js');
    expect(getNonce()).toBe('bm9uY2Utb2YtdGhpcy1wYWdl');
    meta.remove();
  });
});
