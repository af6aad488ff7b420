import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog.js';
import { Button } from '../ui/index.js';

/**
 * The settings entry for the shortcut list. The list opens on top of the settings, inside their dialog, so Escape
 * closes only the list and focus comes back to this button.
 */
export function ShortcutsSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="settings-section">
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="settings.menu.shortcuts" />
      </Button>
      <p className="settings-example">
        <FormattedMessage id="settings.shortcuts.hint" values={{ key: <kbd>?</kbd> }} />
      </p>
      {open ? <ShortcutsDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
