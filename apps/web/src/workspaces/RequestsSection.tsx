import type { InvitationRequest } from '@taskhub/domain';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { roleLabels } from './labels.js';
import { answerRequest } from './workspace-calls.js';

/**
 * Invitations a non-admin asked for (the 'request' policy), waiting for an admin: approving sends the invitation,
 * declining drops it.
 */
export function RequestsSection({ workspaceId, requests, onAnswered }: { workspaceId: string; requests: InvitationRequest[]; onAnswered(): Promise<void> }) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<TeamsMessage | null>(null);

  const answer = async (request: InvitationRequest, choice: 'approve' | 'decline') => {
    setBusy(request.id);
    setError(null);
    try {
      await answerRequest(http, workspaceId, request.id, choice);
      toast(intl.formatMessage({ id: choice === 'approve' ? 'teams.requests.approved' : 'teams.requests.declined' }, { email: request.email }));
      await onAnswered();
    } catch (caught) {
      setError(teamsErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="workspace-section" aria-labelledby="requests-title">
      <h2 id="requests-title" className="workspace-section-title">
        <FormattedMessage id="teams.requests.title" /> <span className="workspace-count">{requests.length}</span>
      </h2>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      <ul className="request-list">
        {requests.map((request) => (
          <li key={request.id} className="request-row">
            <span className="request-text">
              <FormattedMessage id="teams.requests.item" values={{
                inviter: request.inviterName || intl.formatMessage({ id: 'teams.invitations.someone' }),
                email: <strong>{request.email}</strong>,
                role: intl.formatMessage({ id: roleLabels[request.role] }),
              }} />
            </span>
            <span className="request-actions">
              <Button variant="secondary" disabled={busy !== null} busy={busy === request.id} onClick={() => void answer(request, 'decline')}
                aria-label={intl.formatMessage({ id: 'teams.requests.declineFor' }, { email: request.email })}>
                <X className="icon" aria-hidden="true" /> <FormattedMessage id="teams.requests.decline" />
              </Button>
              <Button disabled={busy !== null} onClick={() => void answer(request, 'approve')}
                aria-label={intl.formatMessage({ id: 'teams.requests.approveFor' }, { email: request.email })}>
                <Check className="icon" aria-hidden="true" /> <FormattedMessage id="teams.requests.approve" />
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
