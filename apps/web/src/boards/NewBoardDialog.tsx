import type { Board, TemplateSummary } from '@taskhub/domain';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { phoneQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { Alert, Button, Dialog, Switch, TextField, ToggleGroup, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from '../workspaces/errors.js';
import { createBoard } from './board-calls.js';
import { TemplateGallery, TemplatePreview } from './TemplateGallery.js';
import './boards.css';

export interface NewBoardDialogProps {
  workspaceId: string;
  /** A template already chosen (the templates page's "Use template"): the dialog starts from it. */
  template?: TemplateSummary;
  /** The workspace's job type, if it has one: the gallery starts filtered by it (the filter still offers every team). */
  jobType?: string | null;
  onClose(): void;
  /** The board was made: open it. */
  onCreated(board: Board): void;
}

type Start = 'blank' | 'template';

/**
 * Creating a board: its name, emoji and private/public switch, then where it starts from: blank, or a template chosen
 * in the gallery (filtered by team) whose "Use template" creates it at once. A template's board takes the template's
 * name when none was typed. A sheet on phones.
 */
export function NewBoardDialog({ workspaceId, template, jobType, onClose, onCreated }: NewBoardDialogProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const phone = useMediaQuery(phoneQuery);
  const [name, setName] = useState('');
  const [emoji, setEmoji] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [start, setStart] = useState<Start>(template ? 'template' : 'blank');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);

  const create = async (from?: TemplateSummary) => {
    const boardName = name.trim() || from?.name || '';
    if (!boardName) {
      setNameError(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const board = await createBoard(http, workspaceId, {
        name: boardName, isPrivate, ...(emoji.trim() && { emoji: emoji.trim() }), ...(from && { templateId: from.id }),
      });
      toast(intl.formatMessage({ id: 'boardCreate.created' }, { board: board.name }));
      onCreated(board);
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start === 'blank') void create();
    else if (template) void create(template);
  };

  return (
    <Dialog title={<FormattedMessage id="boardCreate.title" />} onClose={onClose} variant={phone ? 'sheet-full' : 'dialog'} className="new-board-dialog">
      <form className="new-board-form" onSubmit={submit} noValidate>
        <div className="new-board-fields">
          <TextField className="new-board-emoji" label={intl.formatMessage({ id: 'boardCreate.emoji' })} value={emoji} maxLength={16}
            autoComplete="off" title={intl.formatMessage({ id: 'boardCreate.emojiHint' })} onChange={(event) => setEmoji(event.target.value)} />
          <TextField className="new-board-name" label={intl.formatMessage({ id: 'boardCreate.name' })} value={name} maxLength={100} autoComplete="off"
            error={nameError ? intl.formatMessage({ id: 'boardCreate.nameNeeded' }) : null}
            onChange={(event) => { setName(event.target.value); setNameError(false); }} />
        </div>
        <Switch checked={isPrivate} onCheckedChange={setPrivate} label={<FormattedMessage id="boardCreate.private" />}
          description={<FormattedMessage id="boardCreate.private.hint" />} />
        {template ? null : (
          <ToggleGroup type="single" className="new-board-start" label={<FormattedMessage id="boardCreate.startFrom" />} value={start}
            onValueChange={(value) => { if (value === 'blank' || value === 'template') setStart(value); }}
            options={[
              { value: 'blank', label: <FormattedMessage id="boardCreate.blank" /> },
              { value: 'template', label: <FormattedMessage id="boardCreate.template" /> },
            ]} />
        )}
        {template ? <TemplatePreview template={template} /> : null}
        <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
        {start === 'blank' || template ? (
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
            <Button type="submit" busy={busy}>
              <FormattedMessage id={template ? 'templates.use' : 'boardCreate.create'} />
            </Button>
          </div>
        ) : null}
      </form>
      {start === 'template' && !template ? <TemplateGallery initialJobType={jobType ?? undefined} busy={busy} onUse={(chosen) => void create(chosen)} /> : null}
    </Dialog>
  );
}
