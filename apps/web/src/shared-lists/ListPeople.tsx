import { Users } from 'lucide-react';
import { useAuth } from '../auth/useAuth.js';
import { MemberAvatars } from './MemberAvatars.js';
import { isShared, useListMembers } from './useListMembers.js';

/**
 * A list's people beside its name in the sidebar once it is shared (a shared icon on touch screens, where the row's
 * actions take the room); nothing for a list only its owner is in.
 */
export function ListPeople({ listId }: { listId: string }) {
  const userId = useAuth((state) => state.user?.id ?? '');
  const { members } = useListMembers(listId);
  if (!isShared(members)) return null;
  return <MemberAvatars members={members} userId={userId} className="sidebar-people" icon={<Users className="icon sidebar-people-icon" aria-hidden="true" />} />;
}
