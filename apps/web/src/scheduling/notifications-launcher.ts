import { create } from 'zustand';

export type NotificationsTab = 'invitations' | 'updates';

interface NotificationsLauncher {
  /** A tab the menu should open on, once it is on screen (the mailed invitations link asks for Invitations). */
  requested: NotificationsTab | null;
  request(tab: NotificationsTab): void;
  clear(): void;
  /** Whether the menu is open: the first-run tour waits while it is, rather than point past it. */
  menuOpen: boolean;
  setMenuOpen(open: boolean): void;
}

/** Asks the notifications menu, wherever it is mounted, to open on a tab; the menu takes the request once. */
export const useNotificationsLauncher = create<NotificationsLauncher>()((set) => ({
  requested: null,
  request: (tab) => set({ requested: tab }),
  clear: () => set({ requested: null }),
  menuOpen: false,
  setMenuOpen: (open) => set({ menuOpen: open }),
}));
