import { type UserDetails } from '@taskhub/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn, setupAuth, wireUser } from '../../auth/testing/fixtures.js';
import { AuthStoreContext } from '../../auth/useAuth.js';
import { I18nProvider } from '../../i18n/index.js';
import { createLanguageStore } from '../../i18n/language.js';
import { createMemoryObjectStore, type MemoryObjectStore } from '../../store/memory-store.js';
import { ObjectStoreProvider } from '../../store/ObjectStoreContext.js';
import TasksHome, { type TasksHomeProps } from '../TasksHome.js';
import type { Task } from '../views/types.js';
import { testNow, testZone } from './fixtures.js';

export interface RenderTasksOptions {
  seed?: (store: MemoryObjectStore) => void;
  user?: Partial<UserDetails>;
  props?: Partial<TasksHomeProps>;
  /** Runs once signed in, before the screen renders (local storage is cleared by then). */
  beforeRender?: () => void;
}

/** TasksHome on a memory object store, signed in as a Berlin user, in English, at testNow. */
export async function renderTasks(options: RenderTasksOptions = {}) {
  const { store: auth } = setupAuth({ user: wireUser({ timezone: testZone, ...options.user }) });
  await loggedIn(auth);
  const store = createMemoryObjectStore({ now: () => testNow, seed: options.seed });
  options.beforeRender?.();
  const opened: string[] = [];
  const view = render(
    <I18nProvider store={createLanguageStore({ storage: null, locale: () => 'en' })}>
      <AuthStoreContext.Provider value={auth}>
        <ObjectStoreProvider store={store}>
          <TasksHome onOpenTask={(id) => opened.push(id)} now={() => testNow} {...options.props} />
        </ObjectStoreProvider>
      </AuthStoreContext.Provider>
    </I18nProvider>,
  );
  const task = (id: string) => store.getSnapshot().objects.task[id] as Task;
  return { ...view, store, opened, task, user: userEvent.setup() };
}

/** The titles of the task rows under a group heading, in screen order (single-column layout). */
export function tasksUnder(heading: string): string[] {
  const rows = [...document.querySelectorAll('.virtual-row')];
  const start = rows.findIndex((row) => row.querySelector('h2')?.textContent?.startsWith(`${heading} `));
  if (start < 0) throw new Error(`no group ${heading}`);
  const titles: string[] = [];
  for (const row of rows.slice(start + 2)) {
    const title = row.querySelector('.task-title-text');
    if (!title) break;
    titles.push(title.textContent ?? '');
  }
  return titles;
}

export const sidebar = () => within(screen.getByRole('navigation', { name: 'Lists and views' }));
