import type { SyncModelName, SyncObject } from '@taskhub/domain';
import type { ObjectStore, SyncSnapshot } from '@taskhub/sync-client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { en } from '../../i18n/messages/en.js';
import { createMemoryObjectStore } from '../../store/memory-store.js';
import { ObjectStoreProvider } from '../../store/ObjectStoreContext.js';

/** Renders a task screen in English against a memory object store seeded by `seed`. */
export function renderScreen(ui: ReactElement, seed?: (store: ObjectStore) => void, now?: () => number) {
  const memory = createMemoryObjectStore({ seed, now });
  const store = Object.assign(withServerObjects(memory), { edits: memory.edits });
  const user = userEvent.setup();
  const view = render(
    <IntlProvider locale="en" messages={en}>
      <ObjectStoreProvider store={store}>{ui}</ObjectStoreProvider>
    </IntlProvider>,
  );
  return { ...view, store, user, objects: () => store.getSnapshot().objects };
}

/**
 * Serious and critical accessibility violations axe-core finds in the rendered screen. Colour contrast is left to
 * the browser tests: jsdom does not compute styles.
 */
export async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Puts an object as the server sends it (with server fields such as an attachment's globalTaskId and fileSize,
 * which a local create cannot write) into the store, the way a pull would. Returns the wrapped store for render.
 */
export function withServerObjects(base: ObjectStore): ObjectStore & { put<M extends SyncModelName>(model: M, object: SyncObject<M>): void } {
  const extra: Partial<Record<SyncModelName, Record<string, unknown>>> = {};
  let version = 0;
  let cached: { base: SyncSnapshot; version: number; snapshot: SyncSnapshot } | null = null;
  const listeners = new Set<() => void>();
  base.subscribe(() => listeners.forEach((listener) => listener()));
  return {
    ...base,
    getSnapshot() {
      const current = base.getSnapshot();
      if (cached?.base === current && cached.version === version) return cached.snapshot;
      const objects = { ...current.objects };
      for (const [model, added] of Object.entries(extra)) {
        (objects as Record<string, unknown>)[model] = { ...current.objects[model as SyncModelName], ...added };
      }
      cached = { base: current, version, snapshot: { ...current, objects } };
      return cached.snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    put(model, object) {
      extra[model] = { ...extra[model], [object.id]: object };
      version += 1;
      listeners.forEach((listener) => listener());
    },
  };
}
