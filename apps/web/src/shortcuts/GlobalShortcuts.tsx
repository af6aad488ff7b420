import { useEffect, useState } from 'react';
import { useQuickAddLauncher } from '../quick-add/launcher.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { globalShortcutFor, radixLayerOpen } from './shortcuts.js';

/** Focuses the search field (the header's search box). */
export function focusSearch(): void {
  const field = document.querySelector<HTMLInputElement>('input[type="search"]');
  field?.focus();
  field?.select();
}

/**
 * Listens for the app-wide keys on the whole page: `q` opens the quick add, `/` goes to search, `?` shows the
 * shortcut list, `,` asks the caller to open settings.
 */
export function GlobalShortcuts({ onOpenSettings }: { onOpenSettings(): void }) {
  const [listOpen, setListOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = globalShortcutFor(event, radixLayerOpen());
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'showShortcuts') setListOpen(true);
      else if (shortcut === 'quickAdd') useQuickAddLauncher.getState().openQuickAdd();
      else if (shortcut === 'search') focusSearch();
      else onOpenSettings();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpenSettings]);
  return listOpen ? <ShortcutsDialog onClose={() => setListOpen(false)} /> : null;
}
