import type { Invitation, ScopeKind } from '@taskhub/domain';
import { Check, MailOpen, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/index.js';
import { Alert, Avatar, Button, EmptyState, Spinner, Status, useToast } from '../ui/index.js';
import type { TeamsMessage } from './errors.js';
import { roleLabels } from './labels.js';
import type { InvitationsModel } from './useInvitations.js';
import './workspaces.css';

const invitationTexts: Record<ScopeKind, MessageId> = {
  workspace: 'teams.invitations.workspace',
  board: 'teams.invitations.board',
  category: 'teams.invitations.category',
};

export interface InvitationsTabProps {
  model: InvitationsModel;
  /** A workspace invitation was accepted: its page opens. */
  onJoined(invitation: Invitation): void;
}

/** The notifications menu's Invitations tab: each pending invitation with who sent it and the role, Accept or Decline. */
export function InvitationsTab({ model, onJoined }: InvitationsTabProps) {
  const intl = useIntl();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const { load } = model;

  const answer = async (invitation: Invitation, choice: 'accept' | 'reject') => {
    setBusy(invitation.id);
    setError(null);
    const failure = await model.answer(invitation, choice);
    setBusy(null);
    if (failure) {
      setError(failure);
      return;
    }
    if (choice === 'reject') {
      toast(intl.formatMessage({ id: 'teams.invitations.declined' }));
      return;
    }
    toast(intl.formatMessage({ id: 'teams.invitations.accepted' }, { target: invitation.targetName }));
    if (invitation.kind === 'workspace') onJoined(invitation);
  };

  if (load.state === 'loading') return <Status className="invitations-loading"><Spinner /> <FormattedMessage id="common.loading" /></Status>;
  if (load.state === 'failed') {
    return (
      <Alert>
        <FormattedMessage id="teams.invitations.loadFailed" />{' '}
        <Button variant="secondary" onClick={() => void model.reload()}><FormattedMessage id="common.retry" /></Button>
      </Alert>
    );
  }
  if (load.items.length === 0) {
    return (
      <EmptyState icon={<MailOpen className="icon" />} title={<FormattedMessage id="scheduling.notifications.noInvitations" />}
        hint={<FormattedMessage id="teams.invitations.empty.hint" />} />
    );
  }
  return (
    <>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      <ul className="invitations-list">
        {load.items.map((invitation) => {
          const inviter = invitation.inviterName || intl.formatMessage({ id: 'teams.invitations.someone' });
          return (
            <li key={invitation.id} className="invitation-item">
              <Avatar id={invitation.targetId} name={invitation.targetName} />
              <span className="invitation-text">
                <span className="invitation-title">
                  <FormattedMessage id={invitationTexts[invitation.kind]} values={{ inviter, target: <strong>{invitation.targetName}</strong> }} />
                </span>
                <span className="invitation-role">
                  <FormattedMessage id="teams.invitations.role" values={{ role: intl.formatMessage({ id: roleLabels[invitation.role] }) }} />
                </span>
              </span>
              <span className="invitation-actions">
                <Button variant="secondary" disabled={busy !== null} onClick={() => void answer(invitation, 'reject')}
                  aria-label={intl.formatMessage({ id: 'teams.invitations.declineFor' }, { target: invitation.targetName })}>
                  <X className="icon" aria-hidden="true" /> <FormattedMessage id="teams.invitations.decline" />
                </Button>
                <Button disabled={busy !== null} busy={busy === invitation.id} onClick={() => void answer(invitation, 'accept')}
                  aria-label={intl.formatMessage({ id: 'teams.invitations.acceptFor' }, { target: invitation.targetName })}>
                  <Check className="icon" aria-hidden="true" /> <FormattedMessage id="teams.invitations.accept" />
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
