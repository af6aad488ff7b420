import { FormattedMessage } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import { Button } from '../ui/index.js';
import { AboutSection } from './AboutSection.js';
import { BackgroundSection } from './BackgroundSection.js';
import { DefaultListSection } from './DefaultListSection.js';
import { DeleteAccountSection } from './DeleteAccountSection.js';
import { Dialog } from '../ui/index.js';
import { LanguageSection } from './LanguageSection.js';
import { MyDaySection } from './MyDaySection.js';
import { PhoneSection } from './PhoneSection.js';
import { ProfileSection } from './ProfileSection.js';
import { PushSection } from './PushSection.js';
import { ResetPasswordSection } from './ResetPasswordSection.js';
import { SaveStatus } from './SaveStatus.js';
import { ShortcutsSection } from './ShortcutsSection.js';
import { ThemeSection } from './ThemeSection.js';
import { TimeSection } from './TimeSection.js';
import { WhatsAppSection } from './WhatsAppSection.js';

/** The settings menu: every section in one scrolling dialog, with the save status of the user-details queue on top. */
export function SettingsDialog({ onClose }: { onClose(): void }) {
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const pending = useAuth((state) => state.pending);
  if (!user) return null;
  return (
    <Dialog title={<FormattedMessage id="settings.title" />} onClose={onClose} className="settings-dialog">
      <SaveStatus />
      <div className="settings-sections">
        <ProfileSection user={user} />
        <DefaultListSection />
        <ThemeSection theme={user.webConfig.theme} />
        <LanguageSection />
        <TimeSection user={user} />
        <ShortcutsSection />
        <MyDaySection config={user.myDayConfig} filters={user.myDaySuggestionFilters} timeFormat={user.webConfig.timeFormat} />
        <BackgroundSection webConfig={user.webConfig} />
        <PhoneSection verifiedPhoneNumber={user.verifiedPhoneNumber} />
        <WhatsAppSection user={user} />
        <PushSection />
        <ResetPasswordSection email={user.email} />
        <DeleteAccountSection />
        <AboutSection />
        <section className="settings-section">
          <Button variant="secondary" busy={pending} onClick={() => void logout()}>
            <FormattedMessage id="settings.menu.signOut" />
          </Button>
        </section>
      </div>
    </Dialog>
  );
}
