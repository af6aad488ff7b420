import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { useRowSensors } from './useRowSensors.js';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FirstScreenOr } from '../shell/FirstScreenPreview.js';
import { useObjectStore, useSyncSelector } from '../store/ObjectStoreContext.js';
import { RefusedEditsToast } from '../store/RefusedEditsToast.js';
import { Spinner, Status } from '../ui/index.js';
import { dropEdits, type DragRow, type DropTarget } from './drag.js';
import { editTasks } from './edits.js';
import { personalLabels } from '../labels/tag-rules.js';
import { QuickAddLayer } from '../quick-add/QuickAddLayer.js';
import { TaskShortcuts } from '../shortcuts/TaskShortcuts.js';
import { useShellLayout } from '../shell/layout-store.js';
import { Sidebar } from './Sidebar.js';
import { SidebarFrame } from './SidebarFrame.js';
import { SyncIndicator } from './SyncIndicator.js';
import { TaskListView } from './TaskListView.js';
import { ToastProvider } from '../ui/index.js';
import { useDndAnnouncements } from './useDndAnnouncements.js';
import { useFirstScreenSaver } from './useFirstScreenSaver.js';
import { useTaskActions } from './useTaskActions.js';
import { useDayBounds, useTaskSettings } from './useTaskSettings.js';
import { createViewModel } from './views/memo.js';
import { groupingChange, rememberedGrouping } from './views/remembered-grouping.js';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import type { Grouping, Layout, ViewKey } from './views/types.js';
import './tasks.css';

export interface TasksHomeProps {
  /** A task was chosen (click, or Enter on it): the detail panel opens it. */
  onOpenTask(id: string): void;
  /** The shown view; without it the screen keeps its own, starting at All my tasks. */
  view?: ViewKey;
  onViewChange?(view: ViewKey): void;
  /** Drawn in the main area when the view is My Day (the my-day screen). */
  myDay?: ReactNode;
  /** Above the sidebar and the main area: the app header, which shows the sync state; without it the sync line is
   * drawn above the list. */
  header?: ReactNode;
  /** Drawn in the main area instead of the view's tasks (the search results of `/search`). */
  main?: ReactNode;
  /** At the sidebar's foot: a tip (hints/SidebarHints). */
  sidebarFooter?: ReactNode;
  /** At the top of the sidebar: the workspace switcher. */
  sidebarTop?: ReactNode;
  /** In the sidebar below the lists: the boards group. */
  sidebarBoards?: ReactNode;
  /** A layer over the screen that may show toasts (the create-workspace wizard, the archive drawer). */
  layer?: ReactNode;
  /** Beside the main area, e.g. the open task's detail panel. */
  aside?: ReactNode;
  /** The aside lies over the rest (a narrow window or a phone): everything else is inert until it closes. */
  behindAside?: boolean;
  /** The clock (tests fix it). */
  now?: () => number;
}

function useViewState(props: TasksHomeProps): [ViewKey, (view: ViewKey) => void] {
  const [own, setOwn] = useState<ViewKey>('all-mine');
  const view = props.view ?? own;
  return [view, (next) => {
    setOwn(next);
    props.onViewChange?.(next);
  }];
}

/**
 * A list's view whose list goes away while it is shown (the person left it or was removed from it, or it was deleted or
 * archived on another device): the screen moves to All my tasks. Only a list that was there goes: one not synced yet
 * (a link opened on a new device) keeps its address until it arrives.
 */
function useLeaveVanishedList(view: ViewKey, lists: { id: string }[], setView: (view: ViewKey) => void) {
  const shown = useRef<string | null>(null);
  const present = view.startsWith('list:') && lists.some((list) => `list:${list.id}` === view);
  useEffect(() => {
    if (present) shown.current = view;
    else if (shown.current === view) {
      shown.current = null;
      setView('all-mine');
    }
  });
}

function TasksScreen(props: TasksHomeProps) {
  const intl = useIntl();
  const store = useObjectStore();
  const ready = useSyncSelector((s) => s.ready);
  const { timeZone, webConfig } = useTaskSettings();
  const bounds = useDayBounds(props.now ?? Date.now, timeZone);
  const [view, setView] = useViewState(props);
  const [layout, setLayout] = useState<Layout>('single');
  const [groupings, setGroupings] = useState<Partial<Record<ViewKey, Grouping>>>({});
  const grouping = rememberedGrouping(view, webConfig) ?? groupings[view] ?? 'time';
  const auth = useAuthStore();
  const me = useAuth((state) => state.user?.id ?? null);
  // All my tasks and Next 7 days remember the choice for the user (PUT /me webConfig); other views for the visit.
  const chooseGrouping = (next: Grouping) => {
    const change = groupingChange(view, next);
    if (change) userUpdateQueueFor(auth).getState().update({ webConfig: change });
    else setGroupings((all) => ({ ...all, [view]: next }));
  };
  const build = useRef(createViewModel()).current;
  // Selected from the store, not read whole: the model keeps its identity through changes that show nowhere on the
  // screen (a card another member moves on the board in view), and then nothing here draws again.
  const settings = { view, grouping, layout, showMulticolumnOverdue: webConfig.showMulticolumnOverdue, bounds, me, viewShown: !props.main };
  const model = useSyncSelector((s) => build({ ...settings, tasks: s.objects.task, categories: s.objects.category, labels: s.objects.label }));
  // The sidebar and quick add show the person's own tags: a board's tags belong to its cards (model.tags still has
  // them, for the chips of board tasks in My Day and the smart views).
  const ownTags = useMemo(() => personalLabels(model.tags), [model.tags]);
  const actions = useTaskActions({ groups: model.groups });
  useLeaveVanishedList(view, model.lists, setView);
  const sensors = useRowSensors();
  const accessibility = useDndAnnouncements(store);
  const title = useMemo(() => viewTitle(intl, view, model), [intl, view, model]);
  useFirstScreenSaver({
    view, title, model, timeZone, timeFormat: webConfig.timeFormat, bounds, grouping, layout, ready, store, now: props.now ?? Date.now,
  });

  // Choosing a view in the drawer (tablet, phone) closes it: the chosen view is what the person wants to see.
  const chooseView = (next: ViewKey) => {
    setView(next);
    useShellLayout.getState().setDrawerOpen(false);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = active.data.current as DragRow | undefined;
    const target = over?.data.current as DropTarget | undefined;
    if (!dragged || !target) return;
    editTasks(store, dropEdits(model.groups, store.getSnapshot().objects.task, dragged, target));
  };

  if (!ready) {
    return (
      <FirstScreenOr>
        <div className="tasks-home">
          {props.header}
          <main className="tasks-loading"><Status><Spinner /> <FormattedMessage id="common.loading" /></Status></main>
        </div>
      </FirstScreenOr>
    );
  }
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
      <div className="tasks-home">
        <div className="layer-frame" inert={props.behindAside || undefined}>{props.header}</div>
        <div className="tasks-body">
          <div className="layer-frame" inert={props.behindAside || undefined}>
            <SidebarFrame>
              <Sidebar view={props.main ? null : view} onViewChange={chooseView} lists={model.lists} tags={ownTags} counts={model.counts}
                footer={props.sidebarFooter} top={props.sidebarTop} boards={props.sidebarBoards} />
            </SidebarFrame>
          </div>
          <main className="tasks-main" inert={props.behindAside || undefined}>
            {props.header ? null : <SyncIndicator />}
            {props.main ?? (view === 'my-day' ? props.myDay : (
              <TaskListView key={view} view={view} title={title} model={model} actions={actions} grouping={grouping} layout={layout}
                onGroupingChange={chooseGrouping} onLayoutChange={setLayout}
                timeZone={timeZone} bounds={bounds} now={props.now} onOpenTask={props.onOpenTask} onViewChange={chooseView} />
            ))}
          </main>
          {props.aside}
        </div>
      </div>
      {props.layer}
      <QuickAddLayer view={view} lists={model.lists} tags={ownTags} now={props.now} />
      <TaskShortcuts actions={actions} lists={model.lists} tags={model.tags} now={props.now} onNavigate={setView} />
    </DndContext>
  );
}

function viewTitle(intl: ReturnType<typeof useIntl>, view: ViewKey, model: { lists: { id: string; name: string }[]; tags: { id: string; name: string }[] }): string {
  if (view.startsWith('list:')) return model.lists.find((l) => `list:${l.id}` === view)?.name ?? '';
  if (view.startsWith('tag:')) return model.tags.find((t) => `tag:${t.id}` === view)?.name ?? '';
  const ids = {
    'my-day': 'tasks.view.myDay', 'all-mine': 'tasks.view.allMine', all: 'tasks.view.all', 'next-7': 'tasks.view.next7', 'assigned-to-me': 'tasks.view.assignedToMe',
  } as const;
  return intl.formatMessage({ id: ids[view as keyof typeof ids] });
}

/**
 * The signed-in task screens: sidebar of views, lists and tags beside the chosen view's tasks. Needs an
 * ObjectStoreProvider and the auth store above it; the default export so the shell can load it lazily.
 */
export default function TasksHome(props: TasksHomeProps) {
  return (
    <ToastProvider>
      <RefusedEditsToast />
      <TasksScreen {...props} />
    </ToastProvider>
  );
}
