import type { User } from '../auth/user.js';
import type { ObjectStore } from '@taskhub/sync-client';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ArchiveDrawer } from '../archive/index.js';
import { OnboardingTour, SidebarHints } from '../hints/index.js';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { useAuthStore } from '../auth/useAuth.js';
import { MyDayView } from '../my-day/index.js';
import { targetForView } from '../quick-add/quick-add-task.js';
import { UserNotificationsMenu } from '../scheduling/NotificationsMenu.js';
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
import { AddFab, AppHeader } from './AppHeader.js';
import { useShellLayout } from './layout-store.js';
import { createWorkspacePath, startPath } from './paths.js';
import { PageLoading } from './routes.js';
import { TaskPanel } from './TaskPanel.js';
import { panelOverlayQuery, phoneQuery, useMediaQuery } from './useMediaQuery.js';
import { useShellAddress } from './useShellAddress.js';
import './shell.css';

function Workspace({ client, user }: { client: ObjectStore; user: User }) {
  const auth = useAuthStore();
  const { address, background, openTask, openSettings, closeOverlay, openView, openSearch } = useShellAddress();
  const [archiveOpen, setArchiveOpen] = useState(false);
  const phone = useMediaQuery(phoneQuery);
  const panelOverlays = useMediaQuery(panelOverlayQuery);
  const upload = useCallback(async (taskGlobalId: string, file: File) => {
    await uploadAttachment({ token: auth.getState().token, taskGlobalId, file });
    await client.syncNow();
  }, [auth, client]);
  const attachmentLinks = useCallback((taskGlobalId: string) => fetchAttachmentLinks({ token: auth.getState().token, taskGlobalId }), [auth]);
  const openAnySettings = useCallback(() => openSettings(), [openSettings]);
  const navigate = useNavigate();
  // The sidebar's "Create a workspace": the drawer it may sit in closes, as when a view is chosen there.
  const openWorkspaceCreation = useCallback(() => {
    useShellLayout.getState().setDrawerOpen(false);
    void navigate(createWorkspacePath);
  }, [navigate]);

  if (address.kind === 'start' || address.kind === 'unknown') return <Navigate to={startPath} replace />;
  const view = background.kind === 'view' ? background.view : null;
  // The header's Add button and the phone's add button aim at the view shown: its list, its tag, or My Day.
  const addTarget = view ? targetForView(view) : {};
  const header = (
    <AppHeader user={user} addTarget={addTarget} onOpenArchive={() => setArchiveOpen(true)} onOpenSettings={openAnySettings}
      search={<SearchBox onOpenTask={openTask} onOpenList={(id) => openView(`list:${id}`)} onSearch={openSearch} />}
      notifications={<UserNotificationsMenu onOpenTask={openTask} />} />
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
        sidebarFooter={<SidebarHints onCreateWorkspace={openWorkspaceCreation} />}
        main={background.kind === 'search' ? <SearchView query={background.query} onOpenTask={openTask} onOpenList={(id) => openView(`list:${id}`)} /> : undefined}
        behindAside={address.kind === 'task' && panelOverlays}
        aside={address.kind === 'task' ? (
          <TaskPanel onClose={closeOverlay}>
            <TaskDetailPanel key={address.taskId} taskId={address.taskId} onClose={closeOverlay} uploadAttachment={upload} attachmentLinks={attachmentLinks} variant={phone ? 'sheet' : 'panel'} />
          </TaskPanel>
        ) : null}
      />
      {address.kind === 'task' && phone ? null : <AddFab target={addTarget} />}
      <ArchiveDrawer open={archiveOpen} onClose={() => setArchiveOpen(false)} />
      <OnboardingTour />
      {address.kind === 'settings' ? (
        <UpdateQueueContext.Provider value={userUpdateQueueFor(auth)}>
          <SettingsDialog section={address.section} onSectionChange={(section) => openSettings(section, { replace: true })} onClose={closeOverlay} />
        </UpdateQueueContext.Provider>
      ) : null}
    </ObjectStoreProvider>
  );
}

/** The signed-in task screens over the user's synced objects (kept in this browser, synced in the background). */
export default function TaskWorkspace({ user }: { user: User }) {
  const client = useUserSyncClient(user.id);
  if (!client) return <PageLoading />;
  return <Workspace client={client} user={user} />;
}
