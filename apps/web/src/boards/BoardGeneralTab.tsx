import { type Board, can, type TemplateType, templateTypes } from '@taskhub/domain';
import { Archive } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Dialog, Select, Switch, TextField, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from '../workspaces/errors.js';
import { archiveBoard, saveAsTemplate, updateBoard } from './board-calls.js';
import { templateTypeLabels } from './labels.js';

export interface BoardGeneralTabProps {
  board: Board;
  /** The board changed: fetch it again. */
  onChanged(): Promise<void>;
  /** The board was archived: it is gone from the caller's screens. */
  onArchived(): void;
}

function Problem({ message }: { message: TeamsMessage | null }) {
  return <Alert>{message ? <FormattedMessage id={message.id} values={message.values} /> : null}</Alert>;
}

/**
 * A named form's submit: refuses an empty name, then runs the call with the button busy, and keeps the call's refusal
 * (translated) to show. The name is the board's or the template's.
 */
function useNamedSubmit(name: string, call: (name: string) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError({ id: 'boardCreate.nameNeeded' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call(name.trim());
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}

/** Name, emoji and private/public (board admins): saved together. */
function DetailsForm({ board, onChanged }: Pick<BoardGeneralTabProps, 'board' | 'onChanged'>) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [name, setName] = useState(board.name);
  const [emoji, setEmoji] = useState(board.emoji ?? '');
  const [isPrivate, setPrivate] = useState(board.isPrivate);
  const { busy, error, submit } = useNamedSubmit(name, async (named) => {
    await updateBoard(http, board.id, { name: named, emoji: emoji.trim() || null, isPrivate });
    toast(intl.formatMessage({ id: 'boardSettings.saved' }));
    await onChanged();
  });
  return (
    <form className="board-settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="new-board-fields">
        <TextField className="new-board-emoji" label={intl.formatMessage({ id: 'boardCreate.emoji' })} value={emoji} maxLength={16} autoComplete="off"
          onChange={(event) => setEmoji(event.target.value)} />
        <TextField className="new-board-name" label={intl.formatMessage({ id: 'boardCreate.name' })} value={name} maxLength={100} autoComplete="off"
          onChange={(event) => setName(event.target.value)} />
      </div>
      <Switch checked={isPrivate} onCheckedChange={setPrivate} label={<FormattedMessage id="boardCreate.private" />}
        description={<FormattedMessage id="boardCreate.private.hint" />} />
      <Problem message={error} />
      <div className="dialog-actions">
        <Button type="submit" busy={busy}><FormattedMessage id="common.save" /></Button>
      </div>
    </form>
  );
}

/** Saves the board as a template of its workspace: a name, a description and what it keeps. */
function SaveTemplateForm({ board }: { board: Board }) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TemplateType>('workflow_only');
  const { busy, error, submit } = useNamedSubmit(name, async (named) => {
    await saveAsTemplate(http, board.id, { name: named, description: description.trim(), type });
    toast(intl.formatMessage({ id: 'boardSettings.template.saved' }, { template: named }));
  });
  return (
    <section className="workspace-section" aria-labelledby="board-template-title">
      <h3 id="board-template-title" className="workspace-section-title"><FormattedMessage id="boardSettings.template" /></h3>
      <p className="workspace-section-lead"><FormattedMessage id="boardSettings.template.lead" /></p>
      <form className="board-settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={intl.formatMessage({ id: 'boardSettings.template.name' })} value={name} maxLength={100} autoComplete="off"
          onChange={(event) => setName(event.target.value)} />
        <TextField label={intl.formatMessage({ id: 'boardSettings.template.description' })} value={description} maxLength={500} autoComplete="off"
          onChange={(event) => setDescription(event.target.value)} />
        <Select label={<FormattedMessage id="boardSettings.template.type" />} value={type} onValueChange={(value) => setType(value as TemplateType)}
          options={templateTypes.map((value) => ({ value, label: <FormattedMessage id={templateTypeLabels[value]} /> }))} />
        <Problem message={error} />
        <div className="dialog-actions">
          <Button type="submit" variant="secondary" busy={busy}><FormattedMessage id="boardSettings.template.save" /></Button>
        </div>
      </form>
    </section>
  );
}

/** Archiving the board, after a confirmation that says it cannot be undone (SPEC.md section 4). */
function ArchiveSection({ board, onArchived }: Pick<BoardGeneralTabProps, 'board' | 'onArchived'>) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const archive = async () => {
    setConfirming(false);
    setError(null);
    try {
      await archiveBoard(http, board.id);
      toast(intl.formatMessage({ id: 'boardSettings.archived' }, { board: board.name }));
      onArchived();
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    }
  };
  return (
    <section className="workspace-section" aria-labelledby="board-archive-title">
      <h3 id="board-archive-title" className="workspace-section-title"><FormattedMessage id="boardSettings.archive" /></h3>
      <p className="workspace-section-lead"><FormattedMessage id="boardSettings.archive.lead" /></p>
      <Problem message={error} />
      <div className="dialog-actions">
        <Button className="btn-danger" onClick={() => setConfirming(true)}>
          <Archive className="icon" aria-hidden="true" /> <FormattedMessage id="boardSettings.archive" />
        </Button>
      </div>
      {confirming ? (
        <Dialog title={<FormattedMessage id="boardSettings.archive.title" values={{ board: board.name }} />} onClose={() => setConfirming(false)}>
          <p><FormattedMessage id="boardSettings.archive.body" /></p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}><FormattedMessage id="common.cancel" /></Button>
            <Button className="btn-danger" onClick={() => void archive()}><FormattedMessage id="boardSettings.archive" /></Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

/** The board settings' General tab: details for admins (a note for others), save as template, and archive. */
export function BoardGeneralTab({ board, onChanged, onArchived }: BoardGeneralTabProps) {
  const manage = can(board.role, 'manage');
  if (!manage) return <p className="workspace-note"><FormattedMessage id="boardSettings.adminsOnly" /></p>;
  return (
    <div className="board-settings-general">
      <DetailsForm board={board} onChanged={onChanged} />
      <SaveTemplateForm board={board} />
      <ArchiveSection board={board} onArchived={onArchived} />
    </div>
  );
}
