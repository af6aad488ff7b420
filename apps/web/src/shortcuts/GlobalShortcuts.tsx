import { useEffect, useState } from 'react';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import { globalShortcutFor } from './shortcuts.js';

function modalDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/** Listens for the app-wide keys on the whole page: '?' shows the shortcut list, ',' asks the caller to open settings. */
export function GlobalShortcuts({ onOpenSettings }: { onOpenSettings(): void }) {
  const [listOpen, setListOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = globalShortcutFor(event, modalDialogOpen());
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
