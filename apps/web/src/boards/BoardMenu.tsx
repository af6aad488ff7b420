import { MoreHorizontal, Settings, Users } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton, Menu, MenuItem } from '../ui/index.js';
import { BoardSettingsDialog, type BoardSettingsTab } from './BoardSettingsDialog.js';

export interface BoardMenuProps {
  boardId: string;
  /** The caller left or archived the board: leave its view. */
  onLeft(): void;
}

/** The board header's menu: Board settings and Members, each opening the settings dialog on its tab. */
export function BoardMenu({ boardId, onLeft }: BoardMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<BoardSettingsTab | null>(null);
  return (
    <>
      <Menu label={intl.formatMessage({ id: 'boardSettings.menu' })}
        trigger={<IconButton label={intl.formatMessage({ id: 'boardSettings.menu' })} icon={<MoreHorizontal className="icon icon-toolbar" aria-hidden="true" />} />}>
        <MenuItem icon={<Settings className="icon" />} onSelect={() => setOpen('general')}><FormattedMessage id="boardSettings.open" /></MenuItem>
        <MenuItem icon={<Users className="icon" />} onSelect={() => setOpen('members')}><FormattedMessage id="boardSettings.members.open" /></MenuItem>
      </Menu>
      {open ? <BoardSettingsDialog boardId={boardId} tab={open} onClosed={() => setOpen(null)} onLeft={onLeft} /> : null}
    </>
  );
}
