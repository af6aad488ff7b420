import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { useAuthStore } from '../auth/useAuth.js';
import { Button } from '../ui/index.js';
import type { SettingsSectionId } from './sections.js';
import { SettingsDialog } from './SettingsDialog.js';
import { UpdateQueueContext } from './update-queue-context.js';

export interface SettingsMenuProps {
  /** Given together, the caller owns whether the dialog is open (the ',' shortcut opens it from outside). */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** The section shown and the callback when another is chosen (see SettingsDialog); for the `/settings/:section` address. */
  section?: string;
  onSectionChange?(section: SettingsSectionId): void;
}

/** The Settings button and the dialog it opens; the update queue is the auth store's own, so a save outlives the dialog. */
export function SettingsMenu({ open: openFromCaller, onOpenChange, section, onSectionChange }: SettingsMenuProps = {}) {
  const auth = useAuthStore();
  const queue = userUpdateQueueFor(auth);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openFromCaller ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  return (
    <UpdateQueueContext.Provider value={queue}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="settings.title" />
      </Button>
      {open ? <SettingsDialog onClose={() => setOpen(false)} section={section} onSectionChange={onSectionChange} /> : null}
    </UpdateQueueContext.Provider>
  );
}
