import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useShellLayout } from '../shell/layout-store.js';
import { compactQuery, useMediaQuery } from '../shell/useMediaQuery.js';
import { Dialog } from '../ui/index.js';

/**
 * Where the sidebar sits (DESIGN.md "Layout"): beside the list on a desktop unless collapsed (remembered per device),
 * in a drawer from the left on tablets and phones, opened by the header's menu button.
 */
export function SidebarFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const compact = useMediaQuery(compactQuery);
  const collapsed = useShellLayout((state) => state.sidebarCollapsed);
  const drawerOpen = useShellLayout((state) => state.drawerOpen);
  const setDrawerOpen = useShellLayout((state) => state.setDrawerOpen);
  if (!compact) return collapsed ? null : <div className="sidebar-frame">{children}</div>;
  if (!drawerOpen) return null;
  return (
    <Dialog variant="sheet-left" className="sidebar-drawer" title={intl.formatMessage({ id: 'shell.drawer.title' })} hideTitle
      onClose={() => setDrawerOpen(false)}>
      {children}
    </Dialog>
  );
}
