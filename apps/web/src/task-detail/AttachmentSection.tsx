import { useId, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { attachmentsOf, globalIdOf, type Task } from './task-queries.js';

/** Sends a file to the server as an attachment of the task; rejects with an error whose `status` is 413 when too big. */
export type UploadAttachment = (taskGlobalId: string, file: File) => Promise<void>;

type UploadState = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; tooBig: boolean };

const isTooBig = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;

/** A file size in the language's units: bytes, kB or MB with one decimal. */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : bytes >= 1000 ? [bytes / 1000, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * The task's attachments (from the store; the server adds an attachment object once a file is stored) and a drop
 * zone: drop a file or pick one, and `upload` sends it. A 413 answer shows 'File is too big' (SPEC.md section 10).
 */
export function AttachmentSection({ task, upload }: { task: Task; upload?: UploadAttachment }) {
  const { objects } = useSyncSnapshot();
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [over, setOver] = useState(false);
  const attachments = attachmentsOf(objects, task);

  async function send(file: File | undefined) {
    if (!file || !upload) return;
    setState({ kind: 'uploading', name: file.name });
    try {
      await upload(globalIdOf(task), file);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', tooBig: isTooBig(error) });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  }

  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="detail.attachments" /></h3>
      <ul className="detail-items">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="detail-attachment">
            {attachment.url ? <a href={attachment.url} download={attachment.displayName}>{attachment.displayName}</a> : attachment.displayName}
            <span className="detail-muted"> {formatFileSize(attachment.fileSize ?? 0, intl.locale)}</span>
          </li>
        ))}
      </ul>
      {upload && (
        <div
          className={over ? 'detail-dropzone is-over' : 'detail-dropzone'}
          data-testid="attachment-dropzone"
          onDragOver={(event) => { event.preventDefault(); setOver(true); }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <FormattedMessage id="detail.attachments.drop" />{' '}
          <label className="btn btn-link">
            <FormattedMessage id="detail.attachments.pick" />
            <input
              type="file"
              className="visually-hidden"
              onChange={(event) => {
                void send(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </div>
      )}
      {state.kind === 'uploading' && (
        <p role="status"><FormattedMessage id="detail.attachments.uploading" values={{ name: state.name }} /></p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className="field-error">
          <FormattedMessage id={state.tooBig ? 'detail.attachments.tooBig' : 'detail.attachments.failed'} />
        </p>
      )}
    </section>
  );
}
