import { avatarPictureOf, isActiveState, type Member } from '@taskhub/domain';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Avatar } from '../ui/index.js';
import './shared-lists.css';

const shown = 3;

/** The people to draw for a shared list: those in it (not the invited or those who declined) but the signed-in person. */
export function othersIn(members: readonly Member[], userId: string): Member[] {
  return members.filter((member) => member.userId !== userId && isActiveState(member.state));
}

/**
 * A shared list's people as a small stack of avatars (pictures, else initials), up to three and "+n" for the rest,
 * drawn for the eye; the text beside it, read by assistive technology, says with how many people the list is shared
 * (unless `decorative`).
 */
export function MemberAvatars({ members, userId, className, decorative = false, icon }: {
  members: readonly Member[]; userId: string; className?: string;
  /** Inside a control whose own name says enough: nothing is read. */
  decorative?: boolean;
  /** Drawn before the stack, for CSS to show instead of it where there is no room. */
  icon?: ReactNode;
}) {
  const others = othersIn(members, userId);
  // Shared, but nobody has joined yet: the icon alone says so.
  if (others.length === 0) {
    if (!icon) return null;
    return (
      <span className={['member-avatars', 'member-avatars-waiting', className].filter(Boolean).join(' ')}>
        {icon}
        {decorative ? null : <span className="visually-hidden"><FormattedMessage id="teams.share.waiting" /></span>}
      </span>
    );
  }
  const drawn = others.slice(0, shown);
  const rest = others.length - drawn.length;
  return (
    <span className={['member-avatars', className].filter(Boolean).join(' ')} title={others.map((member) => member.name).join(', ')}>
      {icon}
      <span className="member-avatars-stack" aria-hidden="true">
        {drawn.map((member) => (
          <Avatar key={member.email} id={member.userId ?? member.email} name={member.name} src={avatarPictureOf(member)} size="sm" />
        ))}
        {rest > 0 ? <span className="member-avatars-more">+{rest}</span> : null}
      </span>
      {decorative ? null : <span className="visually-hidden"><FormattedMessage id="teams.share.sharedWith" values={{ count: others.length }} /></span>}
    </span>
  );
}
