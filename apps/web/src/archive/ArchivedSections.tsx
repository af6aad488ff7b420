import { ArchiveRestore, Columns3, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HttpClient } from '../api/http.js';
import { deleteSection, restoreSection } from '../boards/board-calls.js';
import { Alert, Button, EmptyState, IconButton, Spinner, Status, useToast } from '../ui/index.js';
import { type ArchivedSection, type BoardsAccess, useArchivedSections } from './useArchivedSections.js';
import './archive.css';

interface RowProps {
  section: ArchivedSection;
  http: HttpClient;
  /** The section was restored or deleted: fetch the list again. */
  onChanged(): Promise<void>;
}

function ArchivedSectionRow({ section, http, onChanged }: RowProps) {
  const intl = useIntl();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = section.name;

  const run = async (work: () => Promise<void>, failure: 'archive.restoreFailed' | 'archive.deleteFailed', done?: () => void) => {
    setBusy(true);
    try {
      await work();
      done?.();
    } catch {
      toast(intl.formatMessage({ id: failure }));
    } finally {
      setBusy(false);
      await onChanged();
    }
  };

  // Restoring destroys nothing (the section can be archived again on its board); deleting asks first.
  const restore = () => void run(() => restoreSection(http, section.id), 'archive.restoreFailed', () => {
    toast(intl.formatMessage({ id: 'archive.sectionRestored' }, { name }));
  });

  return (
    <li className="archive-row">
      <span className="archive-row-title">
        {name} <span className="archive-row-board">{section.boardName}</span>
      </span>
      {confirming ? (
        <span className="archive-confirm" role="group" aria-label={intl.formatMessage({ id: 'archive.confirmDeleteSection' }, { name })}>
          <span className="archive-confirm-text"><FormattedMessage id="archive.confirmDeleteSection" values={{ name }} /></span>
          <span className="archive-row-actions">
            <Button className="btn-danger" disabled={busy} onClick={() => { setConfirming(false); void run(() => deleteSection(http, section.id), 'archive.deleteFailed'); }}>
              <FormattedMessage id="archive.deleteConfirmed" />
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
          </span>
        </span>
      ) : (
        <span className="archive-row-actions">
          <IconButton size="row" label={intl.formatMessage({ id: 'archive.restoreSection' }, { name })} disabled={busy}
            icon={<ArchiveRestore className="icon" aria-hidden="true" />} onClick={restore} />
          <IconButton size="row" className="archive-delete" label={intl.formatMessage({ id: 'archive.deleteSection' }, { name })} disabled={busy}
            icon={<Trash2 className="icon" aria-hidden="true" />} onClick={() => setConfirming(true)} />
        </span>
      )}
    </li>
  );
}

/** The archive drawer's Sections tab: archived sections of the caller's boards, with Restore and Delete permanently. */
export function ArchivedSections({ access, active }: { access: BoardsAccess | undefined; active: boolean }) {
  const { load, reload } = useArchivedSections(access, active);
  const http = access?.http;
  if (load.state === 'idle' || load.state === 'loading') return <Status className="archive-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
  if (load.state === 'failed') {
    return (
      <Alert>
        <FormattedMessage id="archive.sectionsFailed" />{' '}
        <Button variant="secondary" onClick={() => void reload()}><FormattedMessage id="common.retry" /></Button>
      </Alert>
    );
  }
  if (load.sections.length === 0 || !http) {
    return <EmptyState icon={<Columns3 className="icon" />} title={<FormattedMessage id="archive.noSections" />} hint={<FormattedMessage id="archive.noSections.hint" />} />;
  }
  return (
    <ul className="screen-list archive-list">
      {load.sections.map((section) => <ArchivedSectionRow key={section.id} section={section} http={http} onChanged={reload} />)}
    </ul>
  );
}
