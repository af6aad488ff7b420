import { ChevronsUpDown, LayoutGrid, Plus } from 'lucide-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { useShellLayout } from '../shell/layout-store.js';
import { Avatar, Button, Menu, MenuCheckboxItem, MenuItem, MenuLabel, MenuSeparator } from '../ui/index.js';
import { userSpaces } from './spaces.js';
import './workspaces.css';

export interface WorkspaceSwitcherProps {
  /** The workspace shown, or null for the personal lists and views. */
  current: string | null;
  /** Opens a workspace's page, or (null) the personal views. */
  onOpen(workspaceId: string | null): void;
  onCreate(): void;
  /** Opens the browse-boards page of the workspace shown. */
  onBrowseBoards(workspaceId: string): void;
}

/**
 * The sidebar's workspace switcher: Personal first, then the user's workspaces from /me (`currentUserSpaces`, fetched
 * again after a create, join or leave), Browse boards of the workspace shown, and Create workspace. Choosing closes the sidebar drawer on small screens.
 */
export function WorkspaceSwitcher({ current, onOpen, onCreate, onBrowseBoards }: WorkspaceSwitcherProps) {
  const intl = useIntl();
  const user = useAuth((state) => state.user);
  const spaces = userSpaces(user);
  const shown = spaces.find((space) => space.id === current) ?? null;
  const personal = intl.formatMessage({ id: 'teams.switcher.personal' });
  const name = shown?.name ?? personal;
  const choose = (run: () => void) => {
    useShellLayout.getState().setDrawerOpen(false);
    run();
  };
  // The wizard opens once the menu has handed focus back to its button, so closing the wizard returns focus there.
  const createChosen = useRef(false);
  return (
    <Menu
      align="start" className="workspace-switcher-menu" label={intl.formatMessage({ id: 'teams.switcher.menu' })}
      onCloseAutoFocus={() => {
        if (!createChosen.current) return;
        createChosen.current = false;
        choose(onCreate);
      }}
      trigger={(
        <Button variant="secondary" className="workspace-switcher" aria-label={intl.formatMessage({ id: 'teams.switcher.trigger' }, { name })}>
          <Avatar id={shown?.id ?? user?.id ?? 'personal'} name={name} size="sm" inLabelledControl />
          <span className="workspace-switcher-name">{name}</span>
          <ChevronsUpDown className="icon" aria-hidden="true" />
        </Button>
      )}
    >
      <MenuLabel><FormattedMessage id="teams.switcher.menu" /></MenuLabel>
      <MenuCheckboxItem checked={shown === null} onCheckedChange={() => choose(() => onOpen(null))}>{personal}</MenuCheckboxItem>
      {spaces.map((space) => (
        <MenuCheckboxItem key={space.id} checked={space.id === shown?.id} onCheckedChange={() => choose(() => onOpen(space.id))}>
          {space.name}
        </MenuCheckboxItem>
      ))}
      <MenuSeparator />
      {shown ? (
        <MenuItem icon={<LayoutGrid className="icon" />} onSelect={() => choose(() => onBrowseBoards(shown.id))}><FormattedMessage id="boardBrowse.entry" /></MenuItem>
      ) : null}
      <MenuItem icon={<Plus className="icon" />} onSelect={() => { createChosen.current = true; }}><FormattedMessage id="teams.switcher.create" /></MenuItem>
    </Menu>
  );
}
