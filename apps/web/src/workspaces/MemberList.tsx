import { type Member, type Role, rolesOf } from '@taskhub/domain';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuthStore } from '../auth/useAuth.js';
import { Alert, Button, Dialog, useToast } from '../ui/index.js';
import { type TeamsMessage, teamsErrorMessage } from './errors.js';
import { roleLabels, scopeTexts } from './labels.js';
import { changeRole, leaveScope, type MemberScope, removeMember } from './member-calls.js';
import { MemberRow } from './MemberRow.js';
import './members.css';

export interface MemberListProps {
  scope: MemberScope;
  /** The workspace's, board's or list's name: the list's label and the confirmations say it. */
  scopeName: string;
  members: Member[];
  /** The signed-in person. */
  userId: string;
  /** The caller is an admin: roles can be changed and people removed. */
  manage: boolean;
  /** Offer Leave. */
  canLeave: boolean;
  /** Fetch the members again after a change. */
  reload(): Promise<void>;
  /** The caller left. */
  onLeft(): void;
}

type Confirm = { kind: 'remove'; member: Member } | { kind: 'leave' };

/**
 * The people of a workspace or shared list with their state and role: an admin changes roles and removes people (after
 * a confirmation), and the caller leaves (after one too). A refusal (the only admin, no permission, too many calls) is
 * named above the list, which is fetched again after every change.
 */
export function MemberList({ scope, scopeName, members, userId, manage, canLeave, reload, onLeft }: MemberListProps) {
  const intl = useIntl();
  const { http } = useAuthStore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<TeamsMessage | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const texts = scopeTexts[scope.kind];
  const named = { [texts.nameKey]: scopeName };

  /** Runs one change; its failure is shown above the list, and the list fetched again. */
  const change = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast(done);
    } catch (caught) {
      setError(teamsErrorMessage(caught, scope.kind));
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const setRole = (member: Member, role: Role) => void change(
    () => changeRole(http, scope, member.userId!, role),
    intl.formatMessage({ id: 'teams.members.roleChanged' }, { name: member.name, role: intl.formatMessage({ id: roleLabels[role] }) }),
  );

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      await leaveScope(http, scope, userId);
      toast(intl.formatMessage({ id: texts.left }, named));
      onLeft();
    } catch (caught) {
      setError(teamsErrorMessage(caught, scope.kind));
      setBusy(false);
    }
  };

  const confirmed = () => {
    if (!confirm) return;
    setConfirm(null);
    if (confirm.kind === 'leave') {
      void leave();
      return;
    }
    void change(() => removeMember(http, scope, confirm.member.userId!), intl.formatMessage({ id: texts.removed }, { name: confirm.member.name, ...named }));
  };

  return (
    <>
      <Alert>{error ? <FormattedMessage id={error.id} values={error.values} /> : null}</Alert>
      <ul className="member-list" aria-label={intl.formatMessage({ id: 'teams.members.list' }, { name: scopeName })}>
        {members.map((member) => (
          <MemberRow key={member.email} member={member} roles={rolesOf[scope.kind]} isSelf={member.userId === userId} manage={manage}
            busy={busy} onChangeRole={setRole} onRemove={(chosen) => setConfirm({ kind: 'remove', member: chosen })} />
        ))}
      </ul>
      {canLeave ? (
        <div className="member-actions">
          <Button variant="secondary" disabled={busy} onClick={() => setConfirm({ kind: 'leave' })}>
            <LogOut className="icon" aria-hidden="true" /> <FormattedMessage id={texts.leave} />
          </Button>
        </div>
      ) : null}
      {confirm ? (
        <Dialog
          title={confirm.kind === 'remove'
            ? <FormattedMessage id={texts.removeTitle} values={{ name: confirm.member.name, ...named }} />
            : <FormattedMessage id={texts.leaveTitle} values={named} />}
          onClose={() => setConfirm(null)}
        >
          <p><FormattedMessage id={confirm.kind === 'remove' ? texts.removeBody : texts.leaveBody} /></p>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setConfirm(null)}><FormattedMessage id="common.cancel" /></Button>
            <Button className="btn-danger" onClick={confirmed}>
              <FormattedMessage id={confirm.kind === 'remove' ? 'teams.members.removeConfirm' : 'teams.members.leaveConfirm'} />
            </Button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
