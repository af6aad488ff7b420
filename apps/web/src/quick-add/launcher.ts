import { create } from 'zustand';

/** Where a quick add opened from adds its task: a list's view adds to that list, a tag's view with that tag. */
export interface QuickAddTarget {
  listId?: string;
  tagId?: string;
}

interface QuickAddLauncher {
  open: boolean;
  target: QuickAddTarget;
  openQuickAdd(target?: QuickAddTarget): void;
  closeQuickAdd(): void;
}

/**
 * The one quick add of the signed-in screens: the `q` shortcut, the header's Add button and the phone's floating add
 * button all open it through here, and the quick-add layer (quick-add/) reads it.
 */
export const useQuickAddLauncher = create<QuickAddLauncher>()((set) => ({
  open: false,
  target: {},
  openQuickAdd: (target = {}) => set({ open: true, target }),
  closeQuickAdd: () => set({ open: false, target: {} }),
}));
