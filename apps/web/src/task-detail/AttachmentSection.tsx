import { hasPreview, previewUrlOf } from '@taskhub/domain';
import { File as FileIcon, FileImage, FileText } from 'lucide-react';
import { useId, useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSyncSnapshot } from '../store/ObjectStoreContext.js';
import { attachmentsOf, globalIdOf, type Attachment, type Task } from './task-queries.js';
import { useAttachmentLinks, type FetchAttachmentLinks } from './useAttachmentLinks.js';
import './attachments.css';

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

/** One attachment's link: the browser follows it (a download); one that expired meanwhile is fetched afresh first. */
function FileLink({ attachment, url, links, children, className }: {
  attachment: Attachment; url: string | undefined; links: ReturnType<typeof useAttachmentLinks>; children: ReactNode; className?: string;
}) {
  if (!url) return <span className={className}>{children}</span>;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!links.expired(url)) return;
    event.preventDefault();
    links.openFresh(attachment.id);
  };
  return <a className={className} href={url} download={attachment.displayName} onClick={onClick}>{children}</a>;
}

/**
 * An image as a card with its preview (a tile with an icon until its link is there, or when the preview cannot be
 * had), another file as a row with its kind's icon; both with the file's size.
 */
function AttachmentItem({ attachment, url, links }: { attachment: Attachment; url: string | undefined; links: ReturnType<typeof useAttachmentLinks> }) {
  const intl = useIntl();
  const [broken, setBroken] = useState<string | null>(null);
  const size = <span className="detail-muted"> {formatFileSize(attachment.fileSize ?? 0, intl.locale)}</span>;
  if (hasPreview(attachment.mimeType)) {
    const preview = url ? previewUrlOf(url) : undefined;
    return (
      <li className="attachment-card">
        <FileLink attachment={attachment} url={url} links={links} className="attachment-card-link">
          {preview && broken !== preview
            ? <img className="attachment-preview" src={preview} alt="" loading="lazy" decoding="async" onError={() => setBroken(preview)} />
            : <span className="attachment-preview is-placeholder"><FileImage className="icon icon-toolbar" aria-hidden="true" /></span>}
          <span className="attachment-name">{attachment.displayName}</span>
        </FileLink>
        {size}
      </li>
    );
  }
  const Icon = attachment.mimeType?.startsWith('text/') ? FileText : FileIcon;
  return (
    <li className="attachment-file">
      <Icon className="icon attachment-icon" aria-hidden="true" />
      <FileLink attachment={attachment} url={url} links={links} className="attachment-name">{attachment.displayName}</FileLink>
      {size}
    </li>
  );
}

/**
 * The task's attachments (from the store; the server adds an attachment object once a file is stored) and a drop
 * zone: drop a file or pick one, and `upload` sends it. A 413 answer shows 'File is too big' (SPEC.md section 10).
 * Images show their preview. Links are signed and short-lived: with `fetchLinks` fresh ones are fetched while the
 * panel is open (useAttachmentLinks); without it the stored `url` is used as it is.
 */
export function AttachmentSection({ task, upload, fetchLinks }: { task: Task; upload?: UploadAttachment; fetchLinks?: FetchAttachmentLinks }) {
  const { objects } = useSyncSnapshot();
  const id = useId();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [over, setOver] = useState(false);
  const attachments = attachmentsOf(objects, task);
  const links = useAttachmentLinks(globalIdOf(task), attachments.map((attachment) => attachment.id), fetchLinks);
  const urlOf = (attachment: Attachment) => (fetchLinks ? links.urlOf(attachment.id) : attachment.url || undefined);

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

  const images = attachments.filter((attachment) => hasPreview(attachment.mimeType));
  const files = attachments.filter((attachment) => !hasPreview(attachment.mimeType));
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}><FormattedMessage id="detail.attachments" /></h3>
      {images.length > 0 && (
        <ul className="attachment-cards">
          {images.map((attachment) => <AttachmentItem key={attachment.id} attachment={attachment} url={urlOf(attachment)} links={links} />)}
        </ul>
      )}
      <ul className="detail-items">
        {files.map((attachment) => <AttachmentItem key={attachment.id} attachment={attachment} url={urlOf(attachment)} links={links} />)}
      </ul>
      {links.failed && attachments.length > 0 && (
        <p role="status" className="detail-muted"><FormattedMessage id="detail.attachments.linksFailed" /></p>
      )}
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
