import { type UserDetails } from '@taskhub/domain';
import { act, render, screen, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { FakeServer } from '../../api/testing/fake-server.js';
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
  /** The fake server to sign in on (a test registers its own routes before the screen calls them). */
  server?: FakeServer;
  /** Runs once signed in, before the screen renders (local storage is cleared by then). */
  beforeRender?: () => void;
  /** Told of every commit that draws any part of the task screens (React's Profiler around them). */
  onRender?: ProfilerOnRenderCallback;
}

/** TasksHome on a memory object store, signed in as a Berlin user, in English, at testNow. */
export async function renderTasks(options: RenderTasksOptions = {}) {
  const { store: auth, server } = setupAuth({ user: wireUser({ timezone: testZone, ...options.user }), server: options.server });
  await loggedIn(auth);
  const store = createMemoryObjectStore({ now: () => testNow, seed: options.seed });
  options.beforeRender?.();
  const opened: string[] = [];
  let setShownProps: (props: Partial<TasksHomeProps>) => void = () => {};
  // The props a test changes later (setProps), as the shell changes them from page to page.
  function Screen() {
    const [later, setLater] = useState<Partial<TasksHomeProps>>({});
    setShownProps = setLater;
    return <TasksHome onOpenTask={(id) => opened.push(id)} now={() => testNow} {...options.props} {...later} />;
  }
  const view = render(
    <I18nProvider store={createLanguageStore({ storage: null, locale: () => 'en' })}>
      <AuthStoreContext.Provider value={auth}>
        <ObjectStoreProvider store={store}>
          <Profiler id="tasks" onRender={options.onRender ?? (() => {})}>
            <Screen />
          </Profiler>
        </ObjectStoreProvider>
      </AuthStoreContext.Provider>
    </I18nProvider>,
  );
  const task = (id: string) => store.getSnapshot().objects.task[id] as Task;
  const setProps = (props: Partial<TasksHomeProps>) => act(() => setShownProps(props));
  return { ...view, store, server, opened, task, setProps, user: userEvent.setup() };
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

/**
 * Opens a row's "More actions" menu: focusing the row's title draws its actions (they show on hover and focus only),
 * then the menu button opens the menu. Returns the menu to query its items.
 */
export async function openRowMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  const row = await screen.findByRole('button', { name: new RegExp(`^${title}`) });
  act(() => row.focus());
  await user.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  return within(await screen.findByRole('menu'));
}

export const sidebar = () => within(screen.getByRole('navigation', { name: 'Lists and views' }));

/** Chooses an action ('Rename', 'Share list', 'Archive', 'Delete') from a list's menu in the sidebar. */
export async function chooseListAction(user: ReturnType<typeof userEvent.setup>, list: string, action: string) {
  await user.click(sidebar().getByRole('button', { name: `Actions for the list ${list}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
