import { Columns3 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HttpClient } from '../api/http.js';
import { deleteSection, restoreSection } from '../boards/board-calls.js';
import { Alert, Button, EmptyState, Spinner, Status, useToast } from '../ui/index.js';
import { ArchiveRowActions } from './ArchiveRowActions.js';
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
      <ArchiveRowActions restoreLabel={intl.formatMessage({ id: 'archive.restoreSection' }, { name })} deleteLabel={intl.formatMessage({ id: 'archive.deleteSection' }, { name })}
        question={intl.formatMessage({ id: 'archive.confirmDeleteSection' }, { name })} busy={busy}
        onRestore={restore} onDelete={() => void run(() => deleteSection(http, section.id), 'archive.deleteFailed')} />
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
