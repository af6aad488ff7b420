import { useEffect, useState } from 'react';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { globalShortcutFor, radixLayerOpen } from './shortcuts.js';

/**
 * Listens for the app-wide keys on the whole page: `?` shows the shortcut list, `,` asks the caller to open settings
 * (the task screens' keys are in TaskShortcuts).
 */
export function GlobalShortcuts({ onOpenSettings }: { onOpenSettings(): void }) {
  const [listOpen, setListOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = globalShortcutFor(event, radixLayerOpen());
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'showShortcuts') setListOpen(true);
      else onOpenSettings();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onOpenSettings]);
  return listOpen ? <ShortcutsDialog onClose={() => setListOpen(false)} /> : null;
}
