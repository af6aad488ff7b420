import type { User } from '../auth/user.js';
import { Archive, PanelLeft, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuickAddLauncher, type QuickAddTarget } from '../quick-add/launcher.js';
import { SyncIndicator } from '../tasks/SyncIndicator.js';
import { Button, IconButton } from '../ui/index.js';
import { AccountMenu } from './AccountMenu.js';
import { useShellLayout } from './layout-store.js';
import { compactQuery, phoneQuery, useMediaQuery } from './useMediaQuery.js';
import './app-header.css';

export interface AppHeaderProps {
  user: User;
  /** Where the Add button's quick add puts the task: the list or tag shown. */
  addTarget: QuickAddTarget;
  search: ReactNode;
  notifications: ReactNode;
  onOpenArchive(): void;
  onOpenSettings(): void;
}

/** The menu button: shows or hides the sidebar on a desktop, opens the sidebar drawer on tablets and phones. */
function SidebarToggle() {
  const intl = useIntl();
  const compact = useMediaQuery(compactQuery);
  const collapsed = useShellLayout((state) => state.sidebarCollapsed);
  const setCollapsed = useShellLayout((state) => state.setSidebarCollapsed);
  const setDrawerOpen = useShellLayout((state) => state.setDrawerOpen);
  if (compact) {
    return <IconButton label={intl.formatMessage({ id: 'shell.sidebar.open' })} icon={<PanelLeft className="icon icon-toolbar" aria-hidden="true" />}
      aria-haspopup="dialog" data-tour="menu" onClick={() => setDrawerOpen(true)} />;
  }
  return <IconButton label={intl.formatMessage({ id: collapsed ? 'shell.sidebar.show' : 'shell.sidebar.hide' })}
    icon={<PanelLeft className="icon icon-toolbar" aria-hidden="true" />} aria-expanded={!collapsed} data-tour="menu" onClick={() => setCollapsed(!collapsed)} />;
}

/** The signed-in header: menu button, product name, search, Add task, sync state, archive, notifications, account. */
export function AppHeader({ user, addTarget, search, notifications, onOpenArchive, onOpenSettings }: AppHeaderProps) {
  const intl = useIntl();
  const openQuickAdd = useQuickAddLauncher((state) => state.openQuickAdd);
  const phone = useMediaQuery(phoneQuery);
  return (
    <header className="app-header">
      <SidebarToggle />
      <span className="app-header-brand">TaskHub</span>
      <div className="app-header-search">{search}</div>
      <Button className="app-header-add" data-tour="quick-add" onClick={() => openQuickAdd(addTarget)}>
        <Plus className="icon" aria-hidden="true" /> <FormattedMessage id="shell.addTask" />
      </Button>
      <SyncIndicator statusHidden={phone} />
      <IconButton label={intl.formatMessage({ id: 'archive.title' })} icon={<Archive className="icon icon-toolbar" aria-hidden="true" />} onClick={onOpenArchive} />
      {notifications}
      <AccountMenu user={user} onOpenSettings={onOpenSettings} />
    </header>
  );
}

/** Phones: the floating add button (the header's Add button is hidden there). */
export function AddFab({ target }: { target: QuickAddTarget }) {
  const intl = useIntl();
  const openQuickAdd = useQuickAddLauncher((state) => state.openQuickAdd);
  return <IconButton className="app-fab" tooltip={false} label={intl.formatMessage({ id: 'shell.addTask' })} data-tour="quick-add-fab"
    icon={<Plus className="icon icon-toolbar" aria-hidden="true" />} onClick={() => openQuickAdd(target)} />;
}
