import { type Workspace, workspaceTypes } from '@taskhub/domain';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { phoneQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { Alert, Button, Dialog, RadioGroup, RadioItem, Select, TextField, ToggleGroup, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { InviteForm } from './InviteForm.js';
import { teamSizeOptions, teamTypeOptions, typeLabels } from './labels.js';
import { refreshSpaces } from './spaces.js';
import { createWorkspace } from './workspace-calls.js';
import './workspaces.css';

export interface CreateWorkspaceWizardProps {
  /** Closed before the workspace exists: nothing was made. */
  onClose(): void;
  /** The workspace exists (invitations sent or skipped): the wizard lands on its page. */
  onDone(workspaceId: string): void;
}

type Step = 'about' | 'team' | 'invite';
const steps: Step[] = ['about', 'team', 'invite'];

interface Answers {
  name: string;
  type: Workspace['type'];
  teamSize: string;
  jobType: string;
}

/**
 * The create-workspace wizard (SPEC.md section 2): name and type, then team size and job type (SPEC.md section 9's
 * buckets, both optional), which create the workspace, then "Invite teammates" (skippable). A dialog; on phones a
 * full-screen sheet. Every answer stays while the person goes back and forth, and through a failed call.
 */
export function CreateWorkspaceWizard({ onClose, onDone }: CreateWorkspaceWizardProps) {
  const intl = useIntl();
  const auth = useAuthStore();
  const phone = useMediaQuery(phoneQuery);
  const toast = useToast();
  const [step, setStep] = useState<Step>('about');
  const [answers, setAnswers] = useState<Answers>({ name: '', type: 'teams', teamSize: '', jobType: '' });
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const [created, setCreated] = useState<Workspace | null>(null);
  const set = (change: Partial<Answers>) => setAnswers((current) => ({ ...current, ...change }));

  const next = (event: FormEvent) => {
    event.preventDefault();
    const blank = answers.name.trim() === '';
    setNameError(blank);
    if (!blank) setStep('team');
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const workspace = await createWorkspace(auth.http, {
        name: answers.name.trim(), type: answers.type,
        ...(answers.teamSize ? { teamSize: answers.teamSize } : {}), ...(answers.jobType ? { jobType: answers.jobType } : {}),
      });
      setCreated(workspace);
      setStep('invite');
      void refreshSpaces(auth);
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  // Once the workspace exists, closing the wizard goes to it: it is made, and the invitations can wait.
  const close = () => (created ? onDone(created.id) : onClose());

  return (
    <Dialog
      title={<FormattedMessage id={step === 'invite' ? 'teams.wizard.invite.title' : 'teams.wizard.title'} />}
      description={<FormattedMessage id="teams.wizard.step" values={{ step: steps.indexOf(step) + 1, count: steps.length }} />}
      onClose={close} className="workspace-wizard" variant={phone ? 'sheet-full' : 'dialog'}
    >
      {step === 'about' ? (
        <form className="workspace-wizard-step" onSubmit={next} noValidate>
          <TextField
            label={intl.formatMessage({ id: 'teams.wizard.name' })} placeholder={intl.formatMessage({ id: 'teams.wizard.namePlaceholder' })}
            value={answers.name} maxLength={100} autoFocus required autoComplete="organization"
            onChange={(event) => { set({ name: event.target.value }); setNameError(false); }}
            error={nameError ? intl.formatMessage({ id: 'teams.wizard.nameRequired' }) : null}
          />
          <RadioGroup label={<FormattedMessage id="teams.wizard.type" />} value={answers.type} onValueChange={(type) => set({ type: type as Workspace['type'] })}
            className="workspace-type-choice">
            {workspaceTypes.map((type) => (
              <RadioItem key={type} value={type}>
                <span className="workspace-type-name"><FormattedMessage id={typeLabels[type].name} /></span>
                <span className="workspace-type-description"><FormattedMessage id={typeLabels[type].description} /></span>
              </RadioItem>
            ))}
          </RadioGroup>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
            <Button type="submit"><FormattedMessage id="common.next" /></Button>
          </div>
        </form>
      ) : null}
      {step === 'team' ? (
        <form className="workspace-wizard-step" onSubmit={(event) => void create(event)} noValidate>
          <ToggleGroup type="single" label={<FormattedMessage id="onboarding.teamSize.title" />} value={answers.teamSize}
            onValueChange={(teamSize) => set({ teamSize })}
            options={teamSizeOptions.map(({ value, label }) => ({ value, label: <FormattedMessage id={label} /> }))} />
          <Select label={<FormattedMessage id="onboarding.teamType.title" />} value={answers.jobType} onValueChange={(jobType) => set({ jobType })}
            placeholder={intl.formatMessage({ id: 'teams.wizard.choose' })}
            options={teamTypeOptions.map(({ value, label }) => ({ value, label: <FormattedMessage id={label} /> }))} />
          <p className="field-hint"><FormattedMessage id="teams.wizard.optional" /></p>
          <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setStep('about')} disabled={busy}><FormattedMessage id="common.back" /></Button>
            <Button type="submit" busy={busy}><FormattedMessage id="teams.wizard.create" /></Button>
          </div>
        </form>
      ) : null}
      {step === 'invite' && created ? (
        <div className="workspace-wizard-step">
          <p className="workspace-wizard-lead"><FormattedMessage id="teams.wizard.invite.lead" values={{ name: created.name }} /></p>
          <InviteForm scope={{ kind: 'workspace', id: created.id }} outcome="invite" callerIsAdmin
            onInvited={(result) => {
              if (result.invited.length > 0) toast(intl.formatMessage({ id: 'teams.invite.sent' }, { emails: result.invited.join(', ') }));
              onDone(created.id);
            }}
            extraAction={<Button variant="secondary" onClick={() => onDone(created.id)}><FormattedMessage id="common.skip" /></Button>} />
        </div>
      ) : null}
    </Dialog>
  );
}
