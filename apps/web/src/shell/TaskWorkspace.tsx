import type { User } from '../auth/user.js';
import type { ObjectStore } from '@taskhub/sync-client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router';
import { ArchiveDrawer } from '../archive/index.js';
import { BoardMenu, BrowseBoardsPage, TemplatesPage } from '../boards/index.js';
import { BoardView, BoardViewSidebar } from '../boards/board-view-index.js';
import { CustomViewPage, CustomViewsSidebar } from '../custom-views/index.js';
import { OnboardingTour, SidebarHints } from '../hints/index.js';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { useAuthStore } from '../auth/useAuth.js';
import { MyDayView } from '../my-day/index.js';
import { targetForView } from '../quick-add/quick-add-task.js';
import { UserNotificationsMenu } from '../scheduling/NotificationsMenu.js';
import { useNotificationsLauncher } from '../scheduling/notifications-launcher.js';
import { SearchBox, SearchView } from '../search/index.js';
import { SettingsDialog } from '../settings/SettingsDialog.js';
import { UpdateQueueContext } from '../settings/update-queue-context.js';
import { GlobalShortcuts } from '../shortcuts/GlobalShortcuts.js';
import { ObjectStoreProvider } from '../store/ObjectStoreContext.js';
import { fetchAttachmentLinks } from '../store/attachment-links.js';
import { uploadAttachment } from '../store/upload-attachment.js';
import { useUserSyncClient } from '../store/useUserSyncClient.js';
import { TaskDetailPanel } from '../task-detail/index.js';
import TasksHome from '../tasks/TasksHome.js';
import {
  CreateWorkspaceWizard, InvitationsTab, InvitePage, inviteReturn, useInvitations, WorkspacePage, WorkspaceSettingsPage, WorkspaceSwitcher,
} from '../workspaces/index.js';
import { userSpaces } from '../workspaces/spaces.js';
import { AddFab, AppHeader } from './AppHeader.js';
import { useShellLayout } from './layout-store.js';
import { type PageAddress, startPath } from './paths.js';
import { PageLoading } from './routes.js';
import { TaskPanel } from './TaskPanel.js';
import { panelOverlayQuery, phoneQuery, useMediaQuery } from './useMediaQuery.js';
import { useShellAddress } from './useShellAddress.js';
import './shell.css';

/** The mailed invitations link, signed in: the task screens with the notifications menu open on Invitations. */
function InvitationsAddress() {
  useEffect(() => useNotificationsLauncher.getState().request('invitations'), []);
  return <Navigate to={startPath} replace />;
}

function Workspace({ client, user }: { client: ObjectStore; user: User }) {
  const auth = useAuthStore();
  const shell = useShellAddress();
  const { address, background, openTask, openSettings, closeOverlay, openView, openSearch, openWorkspace } = shell;
  const invitations = useInvitations();
  const [archiveOpen, setArchiveOpen] = useState(false);
  const phone = useMediaQuery(phoneQuery);
  const panelOverlays = useMediaQuery(panelOverlayQuery);
  const upload = useCallback(async (taskGlobalId: string, file: File) => {
    await uploadAttachment({ token: auth.getState().token, taskGlobalId, file });
    await client.syncNow();
  }, [auth, client]);
  const attachmentLinks = useCallback((taskGlobalId: string) => fetchAttachmentLinks({ token: auth.getState().token, taskGlobalId }), [auth]);
  const openAnySettings = useCallback(() => openSettings(), [openSettings]);
  const { openNewWorkspace } = shell;
  // The sidebar's "Create a workspace": the drawer it may sit in closes, as when a view is chosen there.
  const openWorkspaceCreation = useCallback(() => {
    useShellLayout.getState().setDrawerOpen(false);
    openNewWorkspace();
  }, [openNewWorkspace]);

  // A board's page belongs to its board's workspace (known once the board is in the store).
  const boardId = background.kind === 'board' ? background.boardId : null;
  const boardWorkspace = useSyncExternalStore(client.subscribe, () => (boardId ? client.getSnapshot().server.board[boardId]?.workspaceId ?? null : null));

  // The start page: an invite link's page when a provider's sign-in began there (workspaces/return-address.ts).
  if (address.kind === 'start') return <Navigate to={inviteReturn() ?? startPath} replace />;
  if (address.kind === 'unknown') return <Navigate to={startPath} replace />;
  if (address.kind === 'invitations') return <InvitationsAddress />;
  const view = background.kind === 'view' ? background.view : null;
  const current = 'workspaceId' in background ? background.workspaceId : boardWorkspace;
  // The header's Add button and the phone's add button aim at the view shown: its list, its tag, or My Day.
  const addTarget = view ? targetForView(view) : {};
  const header = (
    <AppHeader user={user} addTarget={addTarget} onOpenArchive={() => setArchiveOpen(true)} onOpenSettings={openAnySettings}
      search={<SearchBox onOpenTask={openTask} onOpenList={(id) => openView(`list:${id}`)} onOpenBoard={shell.openBoard} onSearch={openSearch} />}
      notifications={(
        <UserNotificationsMenu onOpenTask={openTask} invitations={{
          count: invitations.pending, onShow: invitations.reload,
          content: <InvitationsTab model={invitations} onJoined={(invitation) => openWorkspace(invitation.targetId)} />,
        }} />
      )} />
  );
  return (
    <ObjectStoreProvider store={client}>
      <GlobalShortcuts onOpenSettings={openAnySettings} />
      <TasksHome
        view={view ?? undefined}
        onViewChange={openView}
        onOpenTask={openTask}
        header={header}
        myDay={<MyDayView onOpenTask={openTask} />}
        main={background.kind === 'view' ? undefined : <PageMain page={background} user={user} shell={shell} workspaceId={current} />}
        sidebarFooter={<SidebarHints onCreateWorkspace={openWorkspaceCreation} />}
        sidebarBoards={(
          <>
            <CustomViewsSidebar current={background.kind === 'customView' ? background.viewId : null} onOpen={(id) => {
              useShellLayout.getState().setDrawerOpen(false);
              shell.openCustomView(id);
            }} />
            <BoardViewSidebar workspaceId={current} current={boardId} onOpen={(id) => {
              useShellLayout.getState().setDrawerOpen(false);
              shell.openBoard(id);
            }} />
          </>
        )}
        sidebarTop={<WorkspaceSwitcher current={current} onOpen={(id) => openWorkspace(id)} onCreate={shell.openNewWorkspace} onBrowseBoards={shell.openBoards} />}
        layer={(
          <>
            {address.kind === 'newWorkspace' ? (
              <CreateWorkspaceWizard onClose={closeOverlay} onDone={(id) => openWorkspace(id, { replace: true })} />
            ) : null}
            {/* Among the layers so its board calls' outcomes reach the toasts. */}
            <ArchiveDrawer open={archiveOpen} onClose={() => setArchiveOpen(false)}
              boards={{ http: auth.http, workspaceIds: userSpaces(user).map((space) => space.id) }} />
          </>
        )}
        behindAside={address.kind === 'task' && panelOverlays}
        aside={address.kind === 'task' ? (
          <TaskPanel onClose={closeOverlay}>
            <TaskDetailPanel key={address.taskId} taskId={address.taskId} onClose={closeOverlay} uploadAttachment={upload} attachmentLinks={attachmentLinks} variant={phone ? 'sheet' : 'panel'} />
          </TaskPanel>
        ) : null}
      />
      {/* A workspace's pages and an invite link have no list to add to. */}
      {(address.kind === 'task' && phone) || current !== null || background.kind === 'invite' ? null : <AddFab target={addTarget} />}
      <OnboardingTour />
      {address.kind === 'settings' ? (
        <UpdateQueueContext.Provider value={userUpdateQueueFor(auth)}>
          <SettingsDialog section={address.section} onSectionChange={(section) => openSettings(section, { replace: true })} onClose={closeOverlay} />
        </UpdateQueueContext.Provider>
      ) : null}
    </ObjectStoreProvider>
  );
}

/** What the main area shows for a page other than a task view: search results, a workspace's pages (its boards and templates too), an invite link. */
function PageMain({ page, user, shell, workspaceId }: {
  page: Exclude<PageAddress, { kind: 'view' }>; user: User; shell: ReturnType<typeof useShellAddress>;
  /** The workspace shown (a board's own when a board is): where leaving a board lands. */
  workspaceId: string | null;
}) {
  const home = () => shell.openWorkspace(null, { replace: true });
  switch (page.kind) {
    case 'search':
      return <SearchView query={page.query} onOpenTask={shell.openTask} onOpenList={(id) => shell.openView(`list:${id}`)} onOpenBoard={shell.openBoard} />;
    case 'workspace':
      return (
        <WorkspacePage key={page.workspaceId} workspaceId={page.workspaceId} onOpenSettings={shell.openWorkspaceSettings}
          onBrowseBoards={shell.openBoards} onLeave={home} />
      );
    case 'boards':
      return (
        <BrowseBoardsPage key={page.workspaceId} workspaceId={page.workspaceId} onOpenBoard={shell.openBoard} onOpenTemplates={shell.openTemplates}
          onLeave={home} />
      );
    case 'templates':
      return (
        <TemplatesPage key={page.workspaceId} workspaceId={page.workspaceId} onOpenBoard={shell.openBoard} onOpenBoards={shell.openBoards}
          onLeave={home} />
      );
    case 'workspaceSettings':
      return (
        <WorkspaceSettingsPage key={page.workspaceId} workspaceId={page.workspaceId} userId={user.id}
          onOpenWorkspace={(id) => shell.openWorkspace(id)} onLeave={home} />
      );
    case 'board':
      return (
        <BoardView key={page.boardId} boardId={page.boardId} onOpenTask={shell.openTask}
          menu={<BoardMenu boardId={page.boardId} onLeft={() => (workspaceId ? shell.openBoards(workspaceId) : home())} />} />
      );
    case 'customView':
      return <CustomViewPage key={page.viewId} viewId={page.viewId} onOpenTask={shell.openTask} onDeleted={home} />;
    case 'invite':
      return <InvitePage key={page.token} token={page.token} onJoined={(id) => shell.openWorkspace(id, { replace: true })} onCancel={home} />;
  }
}

/** The signed-in task screens over the user's synced objects (kept in this browser, synced in the background). */
export default function TaskWorkspace({ user }: { user: User }) {
  const client = useUserSyncClient(user.id);
  if (!client) return <PageLoading />;
  return <Workspace client={client} user={user} />;
}
