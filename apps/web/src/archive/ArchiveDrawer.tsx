import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../ui/index.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import type { Task } from '../task-detail/task-queries.js';
import '../task-detail/task-screens.css';

export interface ArchiveDrawerProps {
  /** Whether the drawer is shown; closed renders nothing. */
  open: boolean;
  /** Closes the drawer (close button and Escape). */
  onClose(): void;
}

type Tab = 'tasks' | 'sections';

/** Archived tasks (status DONE), most recently changed first. */
function archivedTasks(tasks: Record<string, Task>): Task[] {
  return Object.values(tasks).filter((task) => task.status === 'DONE').sort((a, b) => b.lastUpdateDate - a.lastUpdateDate);
}

function ArchivedTask({ task }: { task: Task }) {
  const store = useObjectStore();
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const title = task.title || intl.formatMessage({ id: 'detail.untitled' });
  return (
    <li className="archive-row">
      <span>{title}</span>
      {confirming ? (
        <span role="group" aria-label={intl.formatMessage({ id: 'archive.confirmDelete' }, { title })}>
          <FormattedMessage id="archive.confirmDelete" values={{ title }} />{' '}
          <button type="button" className="btn btn-primary" onClick={() => store.edit('task', task.id, { status: 'DELETED' })}>
            <FormattedMessage id="archive.deleteConfirmed" />
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></button>
        </span>
      ) : (
        <span>
          <button
            type="button"
            className="btn btn-secondary"
            aria-label={intl.formatMessage({ id: 'archive.restoreTask' }, { title })}
            onClick={() => store.edit('task', task.id, { status: 'UNCHECKED' })}
          >
            <FormattedMessage id="archive.restore" />
          </button>
          <button
            type="button"
            className="btn btn-link"
            aria-label={intl.formatMessage({ id: 'archive.deleteTask' }, { title })}
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="archive.delete" />
          </button>
        </span>
      )}
    </li>
  );
}

/**
 * The archive drawer: archived tasks (DONE) with Restore (back to UNCHECKED) and Delete permanently (DELETED,
 * after a confirmation), and a Sections tab that stays empty until boards bring sections.
 */
export function ArchiveDrawer({ open, onClose }: ArchiveDrawerProps) {
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const [tab, setTab] = useState<Tab>('tasks');
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ tasks: null, sections: null });
  if (!open) return null;
  const tasks = archivedTasks(objects.task);

  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'tasks' ? 'sections' : 'tasks';
    setTab(next);
    tabs.current[next]?.focus();
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'archive.title' })} onClose={onClose} className="archive-drawer">
      <div role="tablist" className="archive-tabs" onKeyDown={onTabKey}>
        {(['tasks', 'sections'] as const).map((key) => (
          <button
            key={key}
            ref={(element) => { tabs.current[key] = element; }}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className="btn btn-link"
            onClick={() => setTab(key)}
          >
            <FormattedMessage id={key === 'tasks' ? 'archive.tasks' : 'archive.sections'} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'sections' && <p><FormattedMessage id="archive.noSections" /></p>}
        {tab === 'tasks' && tasks.length === 0 && <p><FormattedMessage id="archive.noTasks" /></p>}
        {tab === 'tasks' && tasks.length > 0 && (
          <ul className="screen-list">{tasks.map((task) => <ArchivedTask key={task.id} task={task} />)}</ul>
        )}
      </div>
    </Dialog>
  );
}
