import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { Onboarding } from '../onboarding/Onboarding.js';
import { usePushRenewal } from '../push/usePushRenewal.js';
import { SettingsMenu } from '../settings/SettingsMenu.js';
import { useHomeBackground } from '../settings/useHomeBackground.js';
import { GlobalShortcuts } from '../shortcuts/GlobalShortcuts.js';
import { Button } from '../ui/index.js';
import { PageLoading } from './routes.js';
import TaskWorkspace from './TaskWorkspace.js';

// For routes.tsx: the sync client can start as soon as this chunk is loaded, before the account is.
export { startEarlyUserSyncClient } from '../store/useUserSyncClient.js';

/** The signed-in start: onboarding for a new user, then the task screens with the account controls. */
export default function SignedInHome() {
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const pending = useAuth((state) => state.pending);
  const background = useHomeBackground();
  usePushRenewal(user?.id);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  // A new user answers the onboarding questions first (SPEC.md section 4); it stays in this lazy chunk.
  if (user?.shouldShowOnboarding) return <Onboarding />;
  if (!user) return <PageLoading />;
  const accountControls = (
    <div className="home-actions app-bar">
      <span className="home-user"><FormattedMessage id="home.signedInAs" values={{ name: user.name, email: user.email }} /></span>
      <SettingsMenu open={settingsOpen} onOpenChange={setSettingsOpen} />
      <Button variant="secondary" busy={pending} onClick={() => void logout()}>
        <FormattedMessage id="settings.menu.signOut" />
      </Button>
    </div>
  );
  return (
    <div className={['page home', background.className].filter(Boolean).join(' ')} style={background.style}>
      <GlobalShortcuts onOpenSettings={openSettings} />
      {accountControls}
      <TaskWorkspace userId={user.id} />
    </div>
  );
}
