import { create } from 'zustand';

/**
 * Where a quick add opened from adds its task: a list's view adds to that list, a tag's view with that tag, and a
 * time group (Today, Tomorrow…) stamps its date. `name` is what the layer says it adds to ("Add to Today").
 */
export interface QuickAddTarget {
  listId?: string;
  tagId?: string;
  /** A time group's day (ms); only a time group sets it. */
  dueDate?: number;
  name?: string;
  /** Opened from My Day: the new task goes into today's My Day too. */
  myDay?: boolean;
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

/** How long a just-added task stays highlighted in the list. */
export const highlightMs = 1500;

interface JustAdded {
  /** The task the list scrolls to and highlights, or null. */
  taskId: string | null;
  show(taskId: string): void;
}

let highlightTimer: ReturnType<typeof setTimeout> | undefined;

/** The task the quick add has just added: the list scrolls it into view and highlights it for `highlightMs`. */
export const useJustAdded = create<JustAdded>()((set) => ({
  taskId: null,
  show(taskId) {
    clearTimeout(highlightTimer);
    set({ taskId });
    highlightTimer = setTimeout(() => set({ taskId: null }), highlightMs);
  },
}));
