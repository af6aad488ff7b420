import { Archive, ListTodo } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthError } from '../api/auth-error.js';
import { deleteTask, restoreTask } from '../boards/board-calls.js';
import { Dialog, EmptyState, Tabs, useToast } from '../ui/index.js';
import { useObjectStore, useSyncSelector } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { archivedLists, deleteArchivedList, restoreList } from '../tasks/archive-list.js';
import type { Category } from '../tasks/views/types.js';
import { ArchivedSections } from './ArchivedSections.js';
import type { BoardsAccess } from './useArchivedSections.js';
import { ArchiveRowActions } from './ArchiveRowActions.js';
import '../task-detail/task-screens.css';

export interface ArchiveDrawerProps {
  /** Whether the drawer is shown; closed renders nothing. */
  open: boolean;
  /** Closes the drawer (close button and Escape). */
  onClose(): void;
  /** Reaches the caller's boards: their archived sections, and the restore and delete calls of board tasks. */
  boards?: BoardsAccess;
}

type Tab = 'tasks' | 'lists' | 'sections';

/** Archived tasks (status DONE), most recently changed first. */
/** Latest archived first; tasks archived in the same instant (a bulk archive) by title, so the order never shuffles. */
function archivedTasks(tasks: Record<string, Task>): Task[] {
  return Object.values(tasks)
    .filter((task) => task.status === 'DONE')
    .sort((a, b) => b.lastUpdateDate - a.lastUpdateDate || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * A board's task goes back through the server, which picks a live section for it (409 NO_SECTION when the board has
 * none) and refuses what the caller may not do; the device then pulls the result. Failures are said as SPEC.md says them.
 */
function useBoardTaskActions(task: Task, boards: BoardsAccess | undefined) {
  const store = useObjectStore();
  const intl = useIntl();
  const toast = useToast();
  if (!task.boardId || !boards) return null;
  const { http } = boards;
  return {
    restore: async () => {
      try {
        await restoreTask(http, task.id);
      } catch (error) {
        const noSection = error instanceof AuthError && error.serverCode === 'NO_SECTION';
        toast(intl.formatMessage({ id: noSection ? 'teams.errors.noSection' : 'archive.restoreFailed' }));
      }
      await store.syncNow();
    },
    remove: async () => {
      try {
        await deleteTask(http, task.id);
      } catch {
        toast(intl.formatMessage({ id: 'archive.deleteFailed' }));
      }
      await store.syncNow();
    },
  };
}

function ArchivedTask({ task, boards }: { task: Task; boards: BoardsAccess | undefined }) {
  const store = useObjectStore();
  const intl = useIntl();
  const onBoard = useBoardTaskActions(task, boards);
  const title = task.title || intl.formatMessage({ id: 'detail.untitled' });
  const restore = () => (onBoard ? void onBoard.restore() : store.edit('task', task.id, { status: 'UNCHECKED' }));
  const remove = () => {
    if (onBoard) void onBoard.remove();
    else store.edit('task', task.id, { status: 'DELETED' });
  };
  return (
    <li className="archive-row">
      <span className="archive-row-title">{title}</span>
      <ArchiveRowActions restoreLabel={intl.formatMessage({ id: 'archive.restoreTask' }, { title })} deleteLabel={intl.formatMessage({ id: 'archive.deleteTask' }, { title })}
        question={intl.formatMessage({ id: 'archive.confirmDelete' }, { title })} onRestore={restore} onDelete={remove} />
    </li>
  );
}

function ArchivedList({ list }: { list: Category }) {
  const store = useObjectStore();
  const intl = useIntl();
  const name = list.name;
  return (
    <li className="archive-row">
      <span className="archive-row-title">{name}</span>
      <ArchiveRowActions restoreLabel={intl.formatMessage({ id: 'archive.restoreList' }, { name })} deleteLabel={intl.formatMessage({ id: 'archive.deleteList' }, { name })}
        question={intl.formatMessage({ id: 'archive.confirmDeleteList' }, { name })}
        onRestore={() => restoreList(store, store.getSnapshot().objects, list.id)} onDelete={() => deleteArchivedList(store, store.getSnapshot().objects, list.id)} />
    </li>
  );
}

/**
 * The archive drawer: archived tasks (DONE) with Restore (back to UNCHECKED) and Delete permanently (DELETED,
 * after a confirmation; a board's task through the server), archived lists with their tasks (Restore, or Delete
 * permanently after a confirmation), and the archived sections of the caller's boards (Restore, or Delete permanently).
 */
export function ArchiveDrawer({ open, onClose, boards }: ArchiveDrawerProps) {
  // Closed, it draws nothing and follows no change.
  const objects = useSyncSelector((s) => (open ? s.objects : null));
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('tasks');
  if (!open || !objects) return null;
  const tasks = archivedTasks(objects.task);
  const lists = archivedLists(objects.category);

  return (
    <Dialog title={intl.formatMessage({ id: 'archive.title' })} onClose={onClose} variant="sheet-right" className="archive-drawer">
      <Tabs
        label={intl.formatMessage({ id: 'archive.title' })}
        value={tab}
        onValueChange={(value) => setTab(value === 'sections' || value === 'lists' ? value : 'tasks')}
        tabs={[
          {
            value: 'tasks',
            label: <FormattedMessage id="archive.tasks" />,
            content: tasks.length === 0
              ? <EmptyState icon={<Archive className="icon" />} title={<FormattedMessage id="archive.noTasks" />} hint={<FormattedMessage id="archive.noTasks.hint" />} />
              : <ul className="screen-list archive-list">{tasks.map((task) => <ArchivedTask key={task.id} task={task} boards={boards} />)}</ul>,
          },
          {
            value: 'sections',
            label: <FormattedMessage id="archive.sections" />,
            content: <ArchivedSections access={boards} active={tab === 'sections'} />,
          },
          {
            value: 'lists',
            label: <FormattedMessage id="archive.lists" />,
            content: lists.length === 0
              ? <EmptyState icon={<ListTodo className="icon" />} title={<FormattedMessage id="archive.noLists" />} hint={<FormattedMessage id="archive.noLists.hint" />} />
              : <ul className="screen-list archive-list">{lists.map((list) => <ArchivedList key={list.id} list={list} />)}</ul>,
          },
        ]}
      />
    </Dialog>
  );
}
