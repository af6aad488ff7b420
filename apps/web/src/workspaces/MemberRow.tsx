import { avatarPictureOf, isActiveState, type Member, type MemberState, type Role } from '@taskhub/domain';
import { UserMinus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar, Chip, type ChipTone, IconButton, Select } from '../ui/index.js';
import { roleLabels, stateLabels } from './labels.js';
import './members.css';

const stateTones: Record<MemberState, ChipTone> = {
  CREATOR: 'success', ACCEPTED: 'success', PENDING: 'neutral', INVITE_ACTION: 'warning', REJECTED: 'danger',
};

export interface MemberRowProps {
  member: Member;
  /** The roles of the member's scope (a workspace's, or a shared list's). */
  roles: readonly Role[];
  /** The signed-in person's own row. */
  isSelf: boolean;
  /** The caller is an admin: roles can be changed and members removed. */
  manage: boolean;
  busy: boolean;
  onChangeRole(member: Member, role: Role): void;
  onRemove(member: Member): void;
}

/**
 * One person of a workspace or shared list: picture or initials, name, email, role and state as SPEC.md shows them. An admin
 * changes an active member's role and removes anyone else; an invitation has no account behind it yet, so it only
 * shows its state.
 */
export function MemberRow({ member, roles, isSelf, manage, busy, onChangeRole, onRemove }: MemberRowProps) {
  const intl = useIntl();
  const active = isActiveState(member.state) && member.userId !== null;
  const roleName = intl.formatMessage({ id: roleLabels[member.role] });
  return (
    <li className="member-row">
      <Avatar id={member.userId ?? member.email} name={member.name} src={avatarPictureOf(member)} />
      <span className="member-names">
        <span className="member-name">
          {member.name}
          {isSelf ? <span className="member-self"> (<FormattedMessage id="teams.members.you" />)</span> : null}
        </span>
        {member.name !== member.email ? <span className="member-email">{member.email}</span> : null}
      </span>
      <Chip tone={stateTones[member.state]} className="member-state">
        <FormattedMessage id={stateLabels[member.state]} />
      </Chip>
      {manage && active ? (
        <Select className="member-role" ariaLabel={intl.formatMessage({ id: 'teams.members.roleOf' }, { name: member.name })}
          value={member.role} disabled={busy} onValueChange={(role) => onChangeRole(member, role as Role)}
          options={roles.map((role) => ({ value: role, label: <FormattedMessage id={roleLabels[role]} /> }))} />
      ) : <span className="member-role member-role-text">{roleName}</span>}
      {manage && active && !isSelf ? (
        <IconButton size="row" className="member-remove" label={intl.formatMessage({ id: 'teams.members.remove' }, { name: member.name })}
          icon={<UserMinus className="icon" aria-hidden="true" />} disabled={busy} onClick={() => onRemove(member)} />
      ) : <span className="member-remove" aria-hidden="true" />}
    </li>
  );
}
