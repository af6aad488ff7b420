import { create } from 'zustand';

/** Where this device remembers whether the desktop sidebar is collapsed (a layout choice, not an account setting). */
export const sidebarCollapsedKey = 'taskhub.sidebarCollapsed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be refused (privacy settings); the sidebar then starts open every time.
    return null;
  }
}

interface ShellLayout {
  /** Desktop: the sidebar is hidden, its menu button in the header shows it again. Remembered per device. */
  sidebarCollapsed: boolean;
  /** Tablet and phone: the sidebar drawer is open. */
  drawerOpen: boolean;
  setSidebarCollapsed(collapsed: boolean): void;
  setDrawerOpen(open: boolean): void;
}

export function createShellLayout() {
  return create<ShellLayout>()((set) => ({
    sidebarCollapsed: storage()?.getItem(sidebarCollapsedKey) === 'true',
    drawerOpen: false,
    setSidebarCollapsed: (sidebarCollapsed) => {
      try {
        storage()?.setItem(sidebarCollapsedKey, String(sidebarCollapsed));
      } catch {
        // Full or refused storage: the choice holds until the page is left.
      }
      set({ sidebarCollapsed });
    },
    setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
  }));
}

/** The shell's layout state: the header's menu button and the sidebar frame share it. */
export const useShellLayout = createShellLayout();
