import { Archive, ArchiveRestore, Columns3, ListTodo, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, EmptyState, IconButton, Tabs } from '../ui/index.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import { archivedLists, deleteArchivedList, restoreList } from '../tasks/archive-list.js';
import type { Category } from '../tasks/views/types.js';
import '../task-detail/task-screens.css';

export interface ArchiveDrawerProps {
  /** Whether the drawer is shown; closed renders nothing. */
  open: boolean;
  /** Closes the drawer (close button and Escape). */
  onClose(): void;
}

type Tab = 'tasks' | 'lists' | 'sections';

/** Archived tasks (status DONE), most recently changed first. */
/** Latest archived first; tasks archived in the same instant (a bulk archive) by title, so the order never shuffles. */
function archivedTasks(tasks: Record<string, Task>): Task[] {
  return Object.values(tasks)
    .filter((task) => task.status === 'DONE')
    .sort((a, b) => b.lastUpdateDate - a.lastUpdateDate || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

function ArchivedTask({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const title = task.title || intl.formatMessage({ id: 'detail.untitled' });
  return (
    <li className="archive-row">
      <span className="archive-row-title">{title}</span>
      {confirming ? (
        <span className="archive-confirm" role="group" aria-label={intl.formatMessage({ id: 'archive.confirmDelete' }, { title })}>
          <span className="archive-confirm-text"><FormattedMessage id="archive.confirmDelete" values={{ title }} /></span>
          <span className="archive-row-actions">
            <Button className="btn-danger" onClick={() => store.edit('task', task.id, { status: 'DELETED' })}>
              <FormattedMessage id="archive.deleteConfirmed" />
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
          </span>
        </span>
      ) : (
        <span className="archive-row-actions">
          <IconButton
            size="row"
            label={intl.formatMessage({ id: 'archive.restoreTask' }, { title })}
            icon={<ArchiveRestore className="icon" aria-hidden="true" />}
            onClick={() => store.edit('task', task.id, { status: 'UNCHECKED' })}
          />
          <IconButton
            size="row"
            className="archive-delete"
            label={intl.formatMessage({ id: 'archive.deleteTask' }, { title })}
            icon={<Trash2 className="icon" aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          />
        </span>
      )}
    </li>
  );
}

function ArchivedList({ list }: { list: Category }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const name = list.name;
  return (
    <li className="archive-row">
      <span className="archive-row-title">{name}</span>
      {confirming ? (
        <span className="archive-confirm" role="group" aria-label={intl.formatMessage({ id: 'archive.confirmDeleteList' }, { name })}>
          <span className="archive-confirm-text"><FormattedMessage id="archive.confirmDeleteList" values={{ name }} /></span>
          <span className="archive-row-actions">
            <Button className="btn-danger" onClick={() => deleteArchivedList(store, store.getSnapshot().objects, list.id)}>
              <FormattedMessage id="archive.deleteConfirmed" />
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
          </span>
        </span>
      ) : (
        <span className="archive-row-actions">
          <IconButton size="row" label={intl.formatMessage({ id: 'archive.restoreList' }, { name })}
            icon={<ArchiveRestore className="icon" aria-hidden="true" />} onClick={() => restoreList(store, store.getSnapshot().objects, list.id)} />
          <IconButton size="row" className="archive-delete" label={intl.formatMessage({ id: 'archive.deleteList' }, { name })}
            icon={<Trash2 className="icon" aria-hidden="true" />} onClick={() => setConfirming(true)} />
        </span>
      )}
    </li>
  );
}

/**
 * The archive drawer: archived tasks (DONE) with Restore (back to UNCHECKED) and Delete permanently (DELETED,
 * after a confirmation), archived lists with their tasks (Restore, or Delete permanently after a confirmation), and a Sections tab that stays empty until boards bring sections.
 */
export function ArchiveDrawer({ open, onClose }: ArchiveDrawerProps) {
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('tasks');
  if (!open) return null;
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
              : <ul className="screen-list archive-list">{tasks.map((task) => <ArchivedTask key={task.id} task={task} />)}</ul>,
          },
          {
            value: 'sections',
            label: <FormattedMessage id="archive.sections" />,
            content: <EmptyState icon={<Columns3 className="icon" />} title={<FormattedMessage id="archive.noSections" />} hint={<FormattedMessage id="archive.noSections.hint" />} />,
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
