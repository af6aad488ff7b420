import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { createUserUpdateQueue } from '../auth/update-queue.js';
import { useAuthStore } from '../auth/useAuth.js';
import { Button } from '../ui/index.js';
import { SettingsDialog } from './SettingsDialog.js';
import { UpdateQueueContext } from './update-queue-context.js';

/** The Settings button and the dialog it opens; the update queue lives here so a save keeps running after closing. */
export function SettingsMenu() {
  const auth = useAuthStore();
  const [queue] = useState(() => createUserUpdateQueue(auth));
  const [open, setOpen] = useState(false);
  return (
    <UpdateQueueContext.Provider value={queue}>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FormattedMessage id="settings.title" />
      </Button>
      {open ? <SettingsDialog onClose={() => setOpen(false)} /> : null}
    </UpdateQueueContext.Provider>
  );
}
