import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { Button } from '../ui/index.js';
import { MemberAvatars } from './MemberAvatars.js';
import { ShareListDialog } from './ShareListDialog.js';
import { isShared, useListMembers } from './useListMembers.js';

/** The list view's Share button: the list's people once it is shared, and the Share dialog. */
export function ShareListButton({ list, onLeft }: { list: { id: string; name: string }; onLeft?(): void }) {
  const userId = useAuth((state) => state.user?.id ?? '');
  const { members } = useListMembers(list.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="share-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {isShared(members) ? <MemberAvatars members={members} userId={userId} decorative /> : null}
        <UserPlus className="icon" aria-hidden="true" /> <span className="share-button-text"><FormattedMessage id="teams.share.button" /></span>
      </Button>
      {open ? <ShareListDialog list={list} onClose={() => setOpen(false)} onLeft={onLeft} /> : null}
    </>
  );
}
