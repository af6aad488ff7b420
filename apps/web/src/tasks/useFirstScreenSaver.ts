import { useEffect, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import type { ObjectStore, SyncSnapshot } from '@taskhub/sync-client';
import type { WebConfig } from '@taskhub/domain';
import {
  boardViewKey, firstScreenDisabled, removeFirstScreen, saveFirstScreen, startViewOf, type FirstScreen, type FirstScreenRow,
} from '../store/first-screen-snapshot.js';
import { dismissFirstScreen } from '../store/first-screen-start.js';
import { currentShownBoard, subscribeShownBoard } from '../boards/board-first-screen.js';
import { groupTitle } from './group-title.js';
import { globalIdOf } from '../task-detail/task-queries.js';
import { rowFaceOf, rowMetaIndex } from './row-meta.js';
import type { DayBounds } from './views/day-bounds.js';
import type { ViewModel } from './views/memo.js';
import type { Grouping, Layout, Task, ViewKey } from './views/types.js';

const smartViews = [['my-day', 'tasks.view.myDay'], ['all-mine', 'tasks.view.allMine'], ['all', 'tasks.view.all'], ['next-7', 'tasks.view.next7'],
  ['assigned-to-me', 'tasks.view.assignedToMe']] as const;
/** A row's worth of tasks per group at most: the snapshot is bounded again when saved. */
const rowsPerGroup = 40;

export interface FirstScreenInput {
  intl: IntlShape;
  view: ViewKey;
  title: string;
  model: ViewModel;
  timeZone: string;
  timeFormat: WebConfig['timeFormat'];
  bounds: DayBounds;
  /** The objects the model was built from (the rows' subtask and attachment counts read them too). */
  objects: Pick<SyncSnapshot['objects'], 'task' | 'category' | 'label' | 'attachment'>;
}

/**
 * The text of the view's first screen as the task screens draw it: groups and rows (each row's face as TaskRow draws
 * it, row-face.ts), the sidebar's views and lists.
 */
export function firstScreenOf({ intl, view, title, model, timeZone, timeFormat, bounds, objects }: FirstScreenInput): FirstScreen {
  const listNames = new Map(model.lists.map((list) => [list.id, list.name]));
  const tagsById = new Map(model.tags.map((tag) => [tag.id, tag]));
  // My Day is not on the row's face: no entries, no day.
  const { counts } = rowMetaIndex(objects.task, objects.attachment, {}, 0);
  const row = (task: Task, showList: boolean): FirstScreenRow => ({
    id: task.id,
    ...rowFaceOf(task, {
      intl, bounds, timeZone, timeFormat, tagsById, counts: counts.get(globalIdOf(task)),
      listName: showList && task.categoryId ? listNames.get(task.categoryId) : undefined,
    }),
  });
  const showLists = !view.startsWith('list:');
  return {
    title,
    groups: model.groups.map((group) => ({
      title: groupTitle(intl, group), count: group.tasks.length,
      rows: group.tasks.slice(0, rowsPerGroup).map((task) => row(task, showLists && group.kind !== 'list')),
    })),
    ...sidebarOf(intl, view, model),
  };
}

/** The sidebar's views and lists with their counts; `view` is the current one (none on a board's page). */
function sidebarOf(intl: IntlShape, view: ViewKey | null, model: ViewModel): Pick<FirstScreen, 'views' | 'listsHeading' | 'lists'> {
  return {
    views: smartViews.map(([key, id]) => ({ label: intl.formatMessage({ id }), count: key === 'my-day' ? null : model.counts[key], current: view === key })),
    listsHeading: intl.formatMessage({ id: 'tasks.sidebar.lists' }),
    lists: model.lists.map((list) => ({ label: list.name, count: model.counts.lists[list.id] ?? 0, current: view === `list:${list.id}` })),
  };
}

export interface FirstScreenSaverInput extends Omit<FirstScreenInput, 'intl' | 'objects'> {
  grouping: Grouping;
  layout: Layout;
  ready: boolean;
  /** The screen's clock. */
  now: () => number;
  /** The objects: followed here, so the screen need not draw again for a change it does not show to have it saved. */
  store: Pick<ObjectStore, 'getSnapshot' | 'subscribe'>;
}

const sourcesOf = ({ task, category, label, attachment }: SyncSnapshot['objects']) => [task, category, label, attachment] as const;
const sameSources = (a: readonly unknown[], b: readonly unknown[]) => a.every((source, i) => source === b[i]);

/**
 * Keeps the user's first-screen snapshot true to the screen the page opens at: saved (a moment after the rows
 * settle) while that screen shows, with its default grouping and layout; removed when the objects change while
 * another view shows, since it would then paint rows that are no longer so. Withdraws the painted snapshot once the
 * real rows are ready. At a board's address the board offers its face (boards/board-first-screen.ts, sections
 * grouping only) and the snapshot keeps it with the sidebar, under the view key `board:<id>`.
 */
export function useFirstScreenSaver(input: FirstScreenSaverInput): void {
  const intl = useIntl();
  const userId = useAuth((state) => state.user?.id ?? null);
  const lastSources = useRef<readonly unknown[] | null>(null);
  const { ready, view, grouping, layout, store } = input;
  const latest = useRef(input);
  latest.current = input;

  useEffect(() => { if (ready) dismissFirstScreen(); }, [ready]);

  useEffect(() => {
    if (!ready || !userId || firstScreenDisabled(localStorage)) return undefined;
    // Where the page is, read when a change comes: the task screens stay mounted from page to page (a board, search),
    // and their view does not change when another page fills the main area.
    const where = () => {
      const address = window.location.pathname + window.location.search;
      return { address, shown: startViewOf(address) };
    };
    // The objects and board offer last followed (`lastSources` holds the objects last saved or passed over).
    let seen: readonly unknown[] | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      const { address, shown } = where();
      const board = currentShownBoard();
      const boardShown = board !== null && shown === boardViewKey(board.boardId);
      const { bounds, now, model } = latest.current;
      const at = { userId, address, view: boardShown ? shown : view, now: now(), validUntil: bounds.tomorrowStart };
      if (boardShown) {
        const face = board.build();
        saveFirstScreen(localStorage, at, { title: face.name, groups: [], ...sidebarOf(intl, null, model), board: face });
      } else saveFirstScreen(localStorage, at, firstScreenOf({ ...latest.current, objects: store.getSnapshot().objects, intl }));
      lastSources.current = seen && seen.slice(0, -1);
    };
    // Each change of the objects shown (not of the sync status), or of the board's offer (a change the board shows),
    // saves again, off the path of the render that shows it; a page closed sooner saves on its way out. Followed here
    // rather than drawn: the task screens do not draw again for a change only the board shows.
    const follow = () => {
      const board = currentShownBoard();
      const sources = sourcesOf(store.getSnapshot().objects);
      if (seen && sameSources([...sources, board], seen)) return;
      seen = [...sources, board];
      const { shown } = where();
      const boardShown = board !== null && shown === boardViewKey(board.boardId);
      if (!boardShown && (shown !== view || grouping !== 'time' || layout !== 'single')) {
        clearTimeout(timer);
        timer = undefined;
        if (lastSources.current !== null && !sameSources(sources, lastSources.current)) removeFirstScreen(localStorage, userId);
        lastSources.current = sources;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(save, 250);
    };
    follow();
    const unsubscribe = [store.subscribe(follow), subscribeShownBoard(follow)];
    window.addEventListener('pagehide', save);
    return () => {
      for (const stopFollowing of unsubscribe) stopFollowing();
      window.removeEventListener('pagehide', save);
      clearTimeout(timer);
    };
  }, [ready, userId, view, grouping, layout, intl, store]);
}
