import { ArchiveRestore, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, IconButton } from '../ui/index.js';

export interface ArchiveRowActionsProps {
  /** The buttons' accessible names and the question before a delete, already translated. */
  restoreLabel: string;
  deleteLabel: string;
  question: string;
  onRestore(): void;
  onDelete(): void;
  /** A call for this row is under way: its buttons wait. */
  busy?: boolean;
}

/**
 * An archived object's Restore and Delete permanently; Delete first asks (the question with Delete permanently and
 * Cancel in its place), since nothing brings the object back after it.
 */
export function ArchiveRowActions({ restoreLabel, deleteLabel, question, onRestore, onDelete, busy = false }: ArchiveRowActionsProps) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <span className="archive-confirm" role="group" aria-label={question}>
        <span className="archive-confirm-text">{question}</span>
        <span className="archive-row-actions">
          <Button className="btn-danger" disabled={busy} onClick={() => { setConfirming(false); onDelete(); }}>
            <FormattedMessage id="archive.deleteConfirmed" />
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
        </span>
      </span>
    );
  }
  return (
    <span className="archive-row-actions">
      <IconButton size="row" label={restoreLabel} disabled={busy} icon={<ArchiveRestore className="icon" aria-hidden="true" />} onClick={onRestore} />
      <IconButton size="row" className="archive-delete" label={deleteLabel} disabled={busy} icon={<Trash2 className="icon" aria-hidden="true" />}
        onClick={() => setConfirming(true)} />
    </span>
  );
}
