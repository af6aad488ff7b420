import { useEscapeLayer } from '../shortcuts/escape-stack.js';
import type { TaskStatus } from '@taskhub/domain';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../format/index.js';
import { TagPicker } from '../labels/TagPicker.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { AttachmentSection, type UploadAttachment } from './AttachmentSection.js';
import { ChecklistSection } from './ChecklistSection.js';
import { DueDateField } from './DueDateField.js';
import { useTaskScreenSettings, type TaskScreenSettings } from './screen-settings.js';
import { SubtaskSection } from './SubtaskSection.js';
import { ListField, NoteField, PriorityField, TitleField } from './TaskFields.js';
import type { Task } from './task-queries.js';
import './task-screens.css';
import { X } from 'lucide-react';

export interface TaskDetailPanelProps {
  /** Id of the task (its `id`, not its globalTaskId) to show. */
  taskId: string;
  /** Closes the panel (the close button and Escape). */
  onClose(): void;
  /**
   * Uploads a file as an attachment of the task with this global id; should reject with an error whose `status` is
   * 413 when the server refuses the size. Without it the drop zone is not shown.
   */
  uploadAttachment?: UploadAttachment;
  /** User settings (date order, time zone…); by default read from the signed-in user in the auth store. */
  settings?: Partial<TaskScreenSettings>;
}

type Removal = { kind: 'deleted' | 'archived'; previous: TaskStatus };

/** Deleted or archived: the notice says which, and Undo puts the status back to what it was. */
function RemovedNotice({ task, removal }: { task: Task; removal: Removal | null }) {
  const store = useObjectStore();
  const kind = removal?.kind ?? (task.status === 'DELETED' ? 'deleted' : 'archived');
  const restore = () => store.edit('task', task.id, { status: removal?.previous ?? 'UNCHECKED' });
  return (
    <div role="status" className="detail-notice">
      <FormattedMessage id={kind === 'deleted' ? 'detail.deleted' : 'detail.archived'} />{' '}
      <button type="button" className="btn btn-link" onClick={restore}><FormattedMessage id="common.undo" /></button>
    </div>
  );
}

function Footer({ task, dateFormat, onRemove }: { task: Task; dateFormat: TaskScreenSettings['dateFormat']; onRemove(removal: Removal): void }) {
  const store = useObjectStore();
  const intl = useIntl();
  const remove = (kind: Removal['kind']) => {
    onRemove({ kind, previous: task.status });
    store.edit('task', task.id, { status: kind === 'deleted' ? 'DELETED' : 'DONE' });
  };
  return (
    <footer className="detail-footer">
      <span className="detail-muted">
        <FormattedMessage id="detail.created" values={{ date: formatDate(new Date(task.creationDate), dateFormat, intl.locale) }} />
      </span>
      {task.status !== 'DONE' && (
        <button type="button" className="btn btn-secondary" onClick={() => remove('archived')}><FormattedMessage id="detail.archive" /></button>
      )}
      <button type="button" className="btn btn-secondary" onClick={() => remove('deleted')}><FormattedMessage id="detail.delete" /></button>
    </footer>
  );
}

/**
 * The task detail panel (issue 4): title, note, due date, priority, list, tags, subtasks with n/m, checklist,
 * attachments, creation date, archive and delete with undo. Every change is a store.edit at once; nothing waits
 * for a save button, and the sync client pushes it in its next batch.
 */
export function TaskDetailPanel({ taskId, onClose, uploadAttachment, settings: override }: TaskDetailPanelProps) {
  const store = useObjectStore();
  const { objects } = useSyncSnapshot();
  const settings = useTaskScreenSettings(override);
  const intl = useIntl();
  const titleId = useId();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const task = objects.task[taskId];

  // Escape closes the panel wherever focus is (one Escape, one layer: shortcuts/escape-stack.ts).
  useEscapeLayer(true, onClose);

  return (
    <aside className="task-detail" aria-label={intl.formatMessage({ id: 'detail.panel' })}>
      <div className="detail-header">
        {task && task.status !== 'DELETED' ? <TitleField task={task} titleId={titleId} /> : <span />}
        <button type="button" className="btn btn-link" aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}><X className="icon icon-toolbar" aria-hidden="true" /></button>
      </div>
      {!task && <p><FormattedMessage id="detail.missing" /></p>}
      {task && (task.status === 'DELETED' || task.status === 'DONE') && <RemovedNotice task={task} removal={removal} />}
      {task && task.status !== 'DELETED' && (
        <>
          <NoteField task={task} />
          <DueDateField task={task} settings={settings} />
          <PriorityField task={task} />
          <ListField task={task} />
          <TagPicker selected={task.labels} premium={settings.isPremium} onChange={(labels) => store.edit('task', task.id, { labels })} />
          <SubtaskSection task={task} />
          <ChecklistSection task={task} />
          <AttachmentSection task={task} upload={uploadAttachment} />
          <Footer task={task} dateFormat={settings.dateFormat} onRemove={setRemoval} />
        </>
      )}
    </aside>
  );
}
