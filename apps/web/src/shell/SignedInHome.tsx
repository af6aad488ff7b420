import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { Onboarding } from '../onboarding/Onboarding.js';
import { SettingsMenu } from '../settings/SettingsMenu.js';
import { useHomeBackground } from '../settings/useHomeBackground.js';
import { GlobalShortcuts } from '../shortcuts/GlobalShortcuts.js';
import { Button } from '../ui/index.js';

/** The signed-in start until the task screens land: who is signed in, and a way out. Loaded lazily by routes.tsx. */
export default function SignedInHome() {
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const pending = useAuth((state) => state.pending);
  const background = useHomeBackground();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  // A new user answers the onboarding questions first (SPEC.md section 4); it stays in this lazy chunk.
  if (user?.shouldShowOnboarding) return <Onboarding />;
  return (
    <main className={['page home', background.className].filter(Boolean).join(' ')} style={background.style}>
      <GlobalShortcuts onOpenSettings={openSettings} />
      <div className="card">
        <h1><FormattedMessage id="home.signedInAs" values={{ name: user?.name ?? '', email: user?.email ?? '' }} /></h1>
        <p><FormattedMessage id="home.comingSoon" /></p>
        <div className="home-actions">
          <SettingsMenu open={settingsOpen} onOpenChange={setSettingsOpen} />
          <Button variant="secondary" busy={pending} onClick={() => void logout()}>
            <FormattedMessage id="settings.menu.signOut" />
          </Button>
        </div>
      </div>
    </main>
  );
}
