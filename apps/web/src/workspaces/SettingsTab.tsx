import { type InvitePolicy, invitePolicies, type Workspace } from '@taskhub/domain';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Dialog, RadioGroup, RadioItem, TextField, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { policyLabels } from './labels.js';
import { deleteWorkspace, updateWorkspace } from './workspace-calls.js';

export interface SettingsTabProps {
  workspace: Workspace;
  /** The workspace was renamed or its policy changed: the screens show the server's answer. */
  onChanged(workspace: Workspace): void;
  onDeleted(): void;
}

/** Deleting takes the workspace's name typed again: it goes for every member, with its boards, and cannot be undone. */
function DeleteWorkspaceDialog({ workspace, onClose, onDeleted }: { workspace: Workspace; onClose(): void; onDeleted(): void }) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const matches = typed.trim() === workspace.name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setError(null);
    try {
      await deleteWorkspace(http, workspace.id);
      toast(intl.formatMessage({ id: 'teams.settings.deleted' }, { workspace: workspace.name }));
      onDeleted();
    } catch (caught) {
      setError(teamsErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog title={<FormattedMessage id="teams.settings.deleteTitle" values={{ workspace: workspace.name }} />} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p><FormattedMessage id="teams.settings.deleteWarning" /></p>
        <TextField label={intl.formatMessage({ id: 'teams.settings.deleteType' }, { workspace: workspace.name })} value={typed}
          autoFocus autoComplete="off" spellCheck={false} onChange={(event) => setTyped(event.target.value)} />
        <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
          <Button type="submit" className="btn-danger" disabled={!matches} busy={busy}><FormattedMessage id="teams.settings.delete" /></Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Workspace management's Settings tab (admins): the name, who may invite, and deleting the workspace. */
export function SettingsTab({ workspace, onChanged, onDeleted }: SettingsTabProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [name, setName] = useState(workspace.name);
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState<'name' | 'policy' | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const [deleting, setDeleting] = useState(false);

  const save = async (kind: 'name' | 'policy', change: { name?: string; invitePolicy?: InvitePolicy }, done: string) => {
    setBusy(kind);
    setError(null);
    try {
      onChanged(await updateWorkspace(http, workspace.id, change));
      toast(done);
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed === '');
    if (trimmed === '' || trimmed === workspace.name) return;
    void save('name', { name: trimmed }, intl.formatMessage({ id: 'teams.settings.renamed' }));
  };

  return (
    <div className="workspace-settings-tab">
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      <section className="workspace-section">
        <form className="workspace-rename" onSubmit={rename} noValidate>
          <TextField label={intl.formatMessage({ id: 'teams.settings.name' })} value={name} maxLength={100}
            onChange={(event) => { setName(event.target.value); setNameError(false); }}
            error={nameError ? intl.formatMessage({ id: 'teams.wizard.nameRequired' }) : null} />
          <Button type="submit" variant="secondary" busy={busy === 'name'}><FormattedMessage id="teams.settings.rename" /></Button>
        </form>
      </section>
      <section className="workspace-section" aria-labelledby="workspace-policy-title">
        <h2 id="workspace-policy-title" className="workspace-section-title"><FormattedMessage id="teams.settings.policy" /></h2>
        <RadioGroup labelledBy="workspace-policy-title" value={workspace.invitePolicy} disabled={busy === 'policy'}
          onValueChange={(policy) => void save('policy', { invitePolicy: policy as InvitePolicy }, intl.formatMessage({ id: 'teams.settings.policySaved' }))}>
          {invitePolicies.map((policy) => (
            <RadioItem key={policy} value={policy}><FormattedMessage id={policyLabels[policy]} /></RadioItem>
          ))}
        </RadioGroup>
      </section>
      <section className="workspace-section settings-danger" aria-labelledby="workspace-delete-title">
        <p className="settings-danger-label"><FormattedMessage id="settings.deleteAccount.dangerZone" /></p>
        <h2 id="workspace-delete-title" className="workspace-section-title"><FormattedMessage id="teams.settings.delete" /></h2>
        <p><FormattedMessage id="teams.settings.deleteWarning" /></p>
        <Button className="btn-danger" onClick={() => setDeleting(true)}>
          <Trash2 className="icon" aria-hidden="true" /> <FormattedMessage id="teams.settings.delete" />
        </Button>
      </section>
      {deleting ? <DeleteWorkspaceDialog workspace={workspace} onClose={() => setDeleting(false)} onDeleted={onDeleted} /> : null}
    </div>
  );
}
