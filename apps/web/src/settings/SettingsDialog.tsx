import { Bell, CircleUser, DatabaseBackup, Info, Palette, Settings2, Sun, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { Button, Dialog, Tabs } from '../ui/index.js';
import { AboutSection } from './AboutSection.js';
import { BackgroundSection } from './BackgroundSection.js';
import { CompletedTasksSection } from './CompletedTasksSection.js';
import { ConnectionSection } from './ConnectionSection.js';
import { DefaultListSection } from './DefaultListSection.js';
import { DeleteAccountSection } from './DeleteAccountSection.js';
import { DevicesSection } from './DevicesSection.js';
import { LanguageSection } from './LanguageSection.js';
import { MyDaySection } from './MyDaySection.js';
import { PhoneSection } from './PhoneSection.js';
import { ProfileSection } from './ProfileSection.js';
import { PushSection } from './PushSection.js';
import { ResetPasswordSection } from './ResetPasswordSection.js';
import { SaveStatus } from './SaveStatus.js';
import { isSettingsSection, type SettingsSectionId, settingsSections } from './sections.js';
import { ShortcutsSection } from './ShortcutsSection.js';
import { TaskListsSection } from './TaskListsSection.js';
import { ThemeSection } from './ThemeSection.js';
import { TipsSection } from './TipsSection.js';
import { TimeSection } from './TimeSection.js';
import { WhatsAppSection } from './WhatsAppSection.js';
import { YourDataSection } from '../your-data/YourDataSection.js';

export interface SettingsDialogProps {
  onClose(): void;
  /** The section shown (a settingsSections id, e.g. from `/settings/:section`); unknown or absent shows Profile. */
  section?: string;
  /** Another section was chosen (so the caller can put it in the address). */
  onSectionChange?(section: SettingsSectionId): void;
}

const sectionLabels: Record<SettingsSectionId, { label: MessageId; icon: ReactNode }> = {
  profile: { label: 'settings.menu.profile', icon: <CircleUser className="icon" aria-hidden="true" /> },
  general: { label: 'settings.section.general', icon: <Settings2 className="icon" aria-hidden="true" /> },
  theme: { label: 'settings.section.appearance', icon: <Palette className="icon" aria-hidden="true" /> },
  'my-day': { label: 'settings.menu.myDay', icon: <Sun className="icon" aria-hidden="true" /> },
  notifications: { label: 'settings.section.notifications', icon: <Bell className="icon" aria-hidden="true" /> },
  account: { label: 'settings.section.account', icon: <UserCog className="icon" aria-hidden="true" /> },
  data: { label: 'settings.section.data', icon: <DatabaseBackup className="icon" aria-hidden="true" /> },
  about: { label: 'settings.menu.about', icon: <Info className="icon" aria-hidden="true" /> },
};

/**
 * The settings menu: a section list (tabs) beside the chosen section, with the save status of the user-details queue
 * on top. The section is the caller's when it passes one, so the address can say which section is open.
 */
export function SettingsDialog({ onClose, section, onSectionChange }: SettingsDialogProps) {
  const intl = useIntl();
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const pending = useAuth((state) => state.pending);
  const [ownSection, setOwnSection] = useState<SettingsSectionId>('profile');
  if (!user) return null;
  const current = isSettingsSection(section) ? section : ownSection;

  const content: Record<SettingsSectionId, ReactNode> = {
    profile: (
      <>
        <ProfileSection user={user} />
        <CompletedTasksSection />
      </>
    ),
    general: (
      <>
        <LanguageSection />
        <TimeSection user={user} />
        <DefaultListSection />
        <TaskListsSection user={user} />
        <ShortcutsSection />
        <TipsSection />
        <ConnectionSection />
      </>
    ),
    theme: (
      <>
        <ThemeSection theme={user.webConfig.theme} />
        <BackgroundSection webConfig={user.webConfig} />
      </>
    ),
    'my-day': <MyDaySection config={user.myDayConfig} filters={user.myDaySuggestionFilters} timeFormat={user.webConfig.timeFormat} />,
    notifications: (
      <>
        <PushSection />
        <PhoneSection verifiedPhoneNumber={user.verifiedPhoneNumber} />
        <WhatsAppSection user={user} />
      </>
    ),
    account: (
      <>
        <ResetPasswordSection email={user.email} />
        <DevicesSection user={user} />
        <section className="settings-section">
          <Button variant="secondary" busy={pending} onClick={() => void logout()}>
            <FormattedMessage id="settings.menu.signOut" />
          </Button>
        </section>
        <DeleteAccountSection />
      </>
    ),
    data: <YourDataSection />,
    about: <AboutSection />,
  };

  return (
    <Dialog title={<FormattedMessage id="settings.title" />} onClose={onClose} className="settings-dialog">
      <SaveStatus />
      <Tabs
        className="settings-tabs"
        orientation="vertical"
        label={intl.formatMessage({ id: 'settings.sections' })}
        value={current}
        onValueChange={(value) => {
          if (!isSettingsSection(value)) return;
          setOwnSection(value);
          onSectionChange?.(value);
        }}
        tabs={settingsSections.map((id) => ({
          value: id,
          label: <>{sectionLabels[id].icon}<span><FormattedMessage id={sectionLabels[id].label} /></span></>,
          content: <div className="settings-sections">{content[id]}</div>,
        }))}
      />
    </Dialog>
  );
}
