import type { TaskStatus } from '@taskhub/domain';
import { Archive, ArrowLeft, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useEscapeLayer } from '../shortcuts/escape-stack.js';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../format/index.js';
import { useListRole } from '../shared-lists/useListMembers.js';
import { useObjectStore, useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { Button, IconButton, Note } from '../ui/index.js';
import { AttachmentSection, type UploadAttachment } from './AttachmentSection.js';
import type { FetchAttachmentLinks } from './useAttachmentLinks.js';
import { ChecklistSection } from './ChecklistSection.js';
import { DetailChips } from './DetailChips.js';
import { SaveState } from './SaveState.js';
import { useTaskScreenSettings, type TaskScreenSettings } from './screen-settings.js';
import { SubtaskSection } from './SubtaskSection.js';
import { DetailReadOnly, taskReadOnly } from './read-only.js';
import { CompleteBox, NoteField, TitleField } from './TaskFields.js';
import { attachmentsOf, type Task } from './task-queries.js';
import './task-screens.css';

export interface TaskDetailPanelProps {
  /** Id of the task (its `id`, not its globalTaskId) to show. */
  taskId: string;
  /** Closes the panel (the close or back button, and Escape); without it the panel has no close button. */
  onClose?(): void;
  /** 'panel' (side panel or overlay: a close button) or 'sheet' (the phone's full-screen sheet: a back button). */
  variant?: 'panel' | 'sheet';
  /** The clock (tests); Date.now by default. */
  now?: () => number;
  /**
   * Uploads a file as an attachment of the task with this global id; should reject with an error whose `status` is
   * 413 when the server refuses the size. Without it the drop zone is not shown.
   */
  uploadAttachment?: UploadAttachment;
  /** Fresh signed download links of the task's attachments; without it their stored `url` is linked as it is. */
  attachmentLinks?: FetchAttachmentLinks;
  /** User settings (date order, time zone…); by default read from the signed-in user in the auth store. */
  settings?: Partial<TaskScreenSettings>;
}

type Removal = { kind: 'deleted' | 'archived'; previous: TaskStatus };

/** Deleted or archived: the notice says which, and Undo puts the status back to what it was (not in a read-only panel). */
function RemovedNotice({ task, removal, readOnly }: { task: Task; removal: Removal | null; readOnly: boolean }) {
  const store = useObjectStore();
  const kind = removal?.kind ?? (task.status === 'DELETED' ? 'deleted' : 'archived');
  const restore = () => store.edit('task', task.id, { status: removal?.previous ?? 'UNCHECKED' });
  return (
    <div role="status" className="detail-notice">
      <FormattedMessage id={kind === 'deleted' ? 'detail.deleted' : 'detail.archived'} />{' '}
      {readOnly ? null : <Button variant="link" onClick={restore}><FormattedMessage id="common.undo" /></Button>}
    </div>
  );
}

/**
 * The created date, then archive and delete; both are undone from the notice that replaces the task (no question).
 * A read-only panel has the date alone.
 */
function Footer({ task, dateFormat, onRemove, readOnly }: {
  task: Task; dateFormat: TaskScreenSettings['dateFormat']; onRemove(removal: Removal): void; readOnly: boolean;
}) {
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
      {readOnly ? null : <span className="detail-footer-actions">
        {task.status !== 'DONE' && (
          <IconButton label={intl.formatMessage({ id: 'detail.archive' })} icon={<Archive className="icon" aria-hidden="true" />} onClick={() => remove('archived')} />
        )}
        <IconButton className="detail-delete" label={intl.formatMessage({ id: 'detail.delete' })} icon={<Trash2 className="icon" aria-hidden="true" />} onClick={() => remove('deleted')} />
      </span>}
    </footer>
  );
}

/**
 * The task detail panel (issues 4 and 11), grouped as DESIGN.md asks: the completion ring and title; one row of chips
 * (date, repeat, reminder, priority, list, tags) that open their pickers; the note; subtasks and checklist;
 * attachments; a footer with the creation date and archive/delete with undo. Every change is a store.edit at once;
 * nothing waits for a save button, and the save state shows only when a save is slow or fails. The shell places the
 * panel (side panel, overlay, or phone sheet, which passes `variant="sheet"` for a back button). A card of a board the
 * caller only views, or of an archived board, opens read-only (read-only.ts): the values, a note saying why, no edits.
 */
export function TaskDetailPanel({ taskId, onClose, uploadAttachment, attachmentLinks, settings: override, variant = 'panel', now }: TaskDetailPanelProps) {
  const { objects, server } = useSyncSnapshot();
  const settings = useTaskScreenSettings(override);
  const intl = useIntl();
  const titleId = useId();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const task = objects.task[taskId];
  // A shared list's members say the caller's role in it (the assignee chip reads the same answer).
  const locked = taskReadOnly(task, server.board, useListRole(task && !task.boardId ? task.categoryId : null));
  const readOnly = locked !== null;

  // Escape closes the panel wherever focus is (one Escape, one layer: shortcuts/escape-stack.ts); a picker open in
  // it is a Radix layer above, which takes its own Escape first.
  useEscapeLayer(onClose !== undefined, () => onClose?.());

  const open = task && task.status !== 'DELETED';
  return (
    <DetailReadOnly.Provider value={readOnly}>
      <aside className={`task-detail task-detail-${variant}`} aria-label={intl.formatMessage({ id: 'detail.panel' })}>
        <div className="detail-header">
          {onClose && variant === 'sheet' && (
            <IconButton label={intl.formatMessage({ id: 'common.back' })} icon={<ArrowLeft className="icon" aria-hidden="true" />} onClick={onClose} />
          )}
          {open ? <CompleteBox task={task} /> : null}
          {open ? <TitleField task={task} titleId={titleId} /> : <span className="detail-title-gap" />}
          <SaveState />
          {onClose && variant === 'panel' && (
            <IconButton label={intl.formatMessage({ id: 'common.close' })} icon={<X className="icon" aria-hidden="true" />} onClick={onClose} />
          )}
        </div>
        {!task && <p><FormattedMessage id="detail.missing" /></p>}
        {locked ? (
          <Note className="detail-notice"><FormattedMessage id={`detail.readOnly.${locked}`} /></Note>
        ) : null}
        {task && (task.status === 'DELETED' || task.status === 'DONE') && <RemovedNotice task={task} removal={removal} readOnly={readOnly} />}
        {open && (
          <>
            <DetailChips task={task} settings={settings} now={now} />
            <NoteField task={task} />
            <SubtaskSection task={task} />
            <ChecklistSection task={task} />
            {readOnly && attachmentsOf(objects, task).length === 0
              ? null : <AttachmentSection task={task} upload={readOnly ? undefined : uploadAttachment} fetchLinks={attachmentLinks} />}
            <Footer task={task} dateFormat={settings.dateFormat} onRemove={setRemoval} readOnly={readOnly} />
          </>
        )}
      </aside>
    </DetailReadOnly.Provider>
  );
}
