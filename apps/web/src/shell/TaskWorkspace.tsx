import type { ObjectStore } from '@taskhub/sync-client';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ArchiveDrawer } from '../archive/index.js';
import { useAuthStore } from '../auth/useAuth.js';
import { MyDayView } from '../my-day/index.js';
import { UserNotificationsMenu } from '../scheduling/NotificationsMenu.js';
import { SearchBox } from '../search/index.js';
import { ObjectStoreProvider } from '../store/ObjectStoreContext.js';
import { uploadAttachment } from '../store/upload-attachment.js';
import { useUserSyncClient } from '../store/useUserSyncClient.js';
import { TaskDetailPanel } from '../task-detail/index.js';
import TasksHome from '../tasks/TasksHome.js';
import type { ViewKey } from '../tasks/views/types.js';
import { Button } from '../ui/index.js';
import { PageLoading } from './routes.js';

function Workspace({ client }: { client: ObjectStore }) {
  const auth = useAuthStore();
  const [view, setView] = useState<ViewKey>('all-mine');
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const closeTask = useCallback(() => setOpenTaskId(null), []);
  const upload = useCallback(async (taskGlobalId: string, file: File) => {
    await uploadAttachment({ token: auth.getState().token, taskGlobalId, file });
    await client.syncNow();
  }, [auth, client]);
  const header = (
    <header className="tasks-header">
      <SearchBox onOpenTask={setOpenTaskId} onOpenList={(id) => setView(`list:${id}`)} />
      <Button variant="secondary" onClick={() => setArchiveOpen(true)}><FormattedMessage id="archive.title" /></Button>
      <UserNotificationsMenu onOpenTask={setOpenTaskId} />
    </header>
  );
  return (
    <ObjectStoreProvider store={client}>
      <TasksHome
        view={view}
        onViewChange={setView}
        onOpenTask={setOpenTaskId}
        header={header}
        myDay={<MyDayView onOpenTask={setOpenTaskId} />}
        aside={openTaskId ? <TaskDetailPanel key={openTaskId} taskId={openTaskId} onClose={closeTask} uploadAttachment={upload} /> : null}
      />
      <ArchiveDrawer open={archiveOpen} onClose={() => setArchiveOpen(false)} />
    </ObjectStoreProvider>
  );
}

/** The signed-in task screens over the user's synced objects (kept in this browser, synced in the background). */
export default function TaskWorkspace({ userId }: { userId: string }) {
  const client = useUserSyncClient(userId);
  if (!client) return <PageLoading />;
  return <Workspace client={client} />;
}
