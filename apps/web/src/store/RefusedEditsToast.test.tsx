import type { RefusedEdit } from '@taskhub/sync-client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/messages/en.js';
import { ToastProvider } from '../ui/index.js';
import { createMemoryObjectStore } from './memory-store.js';
import { ObjectStoreProvider } from './ObjectStoreContext.js';
import { RefusedEditsToast } from './RefusedEditsToast.js';

afterEach(cleanup);

/** The toast over a store whose sync client reports refusals through `tell`. */
function renderToast() {
  const listeners = new Set<(refused: RefusedEdit[]) => void>();
  const store = Object.assign(createMemoryObjectStore(), {
    onRefused: (listener: (refused: RefusedEdit[]) => void) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
  });
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <ObjectStoreProvider store={store}><ToastProvider><RefusedEditsToast /></ToastProvider></ObjectStoreProvider>
    </IntlProvider>,
  );
  const tell = (...codes: string[]) => act(() => { for (const listener of listeners) listener(codes.map((code, i) => ({ model: 'task', id: `t${i}`, code }))); });
  return { ...view, listeners, tell };
}

describe('an edit the server refused', () => {
  it('says the change was not saved, and why, once per sync', () => {
    const { tell } = renderToast();
    tell('FORBIDDEN', 'NOT_FOUND');
    expect(screen.getByText('You can only read this, so your change was not saved')).toBeDefined();
    tell('NOT_FOUND');
    expect(screen.getByText('This was removed or is no longer shared with you, so your change was not saved')).toBeDefined();
    tell('BOARD_ARCHIVED');
    expect(screen.getByText('An archived board cannot be changed or restored')).toBeDefined();
    tell('SOMETHING_NEW');
    expect(screen.getByText('Your change could not be saved and was undone')).toBeDefined();
  });

  it('stops listening when the screen goes', () => {
    const { listeners, unmount } = renderToast();
    expect(listeners.size).toBe(1);
    unmount();
    expect(listeners.size).toBe(0);
  });
});
