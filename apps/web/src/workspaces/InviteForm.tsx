import { type Role, rolesOf } from '@taskhub/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Select, Status, TextField } from '../ui/index.js';
import { emailListProblem, type TeamsMessage, teamsErrorMessage } from './errors.js';
import { roleLabels, scopeTexts } from './labels.js';
import { type InviteResult, inviteMembers, type MemberScope } from './member-calls.js';
import './members.css';

export interface InviteFormProps {
  /** The workspace or shared list the people are invited to. */
  scope: MemberScope;
  /** `request`: the caller is not an admin and the workspace asks an admin to confirm (inviteOutcome). */
  outcome: 'invite' | 'request';
  /** Only an admin may hand out the admin role. */
  callerIsAdmin: boolean;
  onInvited?(result: InviteResult): void;
  /** Drawn beside the submit button (the wizard's Skip). */
  extraAction?: ReactNode;
}

/**
 * Invites several addresses at once (commas or spaces between them) with one role. The addresses are checked as the
 * server checks them (parseEmailList) and the bad ones named; nothing typed is lost on an error. Under the 'request'
 * policy the button asks for an invitation and the result says an admin must confirm it. The roles offered are the
 * scope's (a shared list's are admin, member and guest).
 */
export function InviteForm({ scope, outcome, callerIsAdmin, onInvited, extraAction }: InviteFormProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const [emails, setEmails] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<TeamsMessage | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const [done, setDone] = useState<InviteResult | null>(null);
  const roles = rolesOf[scope.kind].filter((value) => callerIsAdmin || value !== 'admin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(null);
    const problem = emailListProblem(emails);
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await inviteMembers(http, scope, emails, role);
      setEmails('');
      setDone(result);
      onInvited?.(result);
    } catch (caught) {
      const message = teamsErrorMessage(caught, scope.kind);
      if (message.id === 'teams.invite.invalidEmails' || message.id === 'errors.invalidEmail') setFieldError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="invite-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="invite-form-fields">
        <TextField
          className="invite-form-emails"
          label={intl.formatMessage({ id: 'teams.invite.emails' })}
          hint={intl.formatMessage({ id: 'teams.invite.emailsHint' })}
          placeholder="name@example.com, other@example.com"
          type="text" inputMode="email" autoComplete="off" spellCheck={false}
          value={emails} onChange={(event) => { setEmails(event.target.value); setFieldError(null); }}
          error={fieldError ? intl.formatMessage({ id: fieldError.id }, fieldError.values) : null}
        />
        <Select
          className="invite-form-role" label={<FormattedMessage id="teams.invite.role" />} value={role}
          onValueChange={(value) => setRole(value as Role)}
          options={roles.map((value) => ({ value, label: <FormattedMessage id={roleLabels[value]} /> }))}
        />
      </div>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      <Status className="invite-form-result">
        {done && done.invited.length > 0 ? <p><FormattedMessage id="teams.invite.sent" values={{ emails: done.invited.join(', ') }} /></p> : null}
        {done && done.requested.length > 0 ? <p><FormattedMessage id="teams.invite.requested" values={{ emails: done.requested.join(', ') }} /></p> : null}
        {done && done.invited.length === 0 && done.requested.length === 0 ? <p><FormattedMessage id={scopeTexts[scope.kind].alreadyIn} /></p> : null}
      </Status>
      <div className="dialog-actions">
        {extraAction}
        <Button type="submit" busy={busy}>
          <FormattedMessage id={outcome === 'request' ? 'teams.invite.request' : 'teams.invite.send'} />
        </Button>
      </div>
    </form>
  );
}
