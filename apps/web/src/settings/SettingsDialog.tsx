import { type ReactNode, useEffect, useRef } from 'react';
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

/** Marks a section for `/settings/:section` addresses; adds no box of its own (display: contents). */
function SectionAnchor({ name, children }: { name: string; children: ReactNode }) {
  return <div className="settings-anchor" data-settings-section={name}>{children}</div>;
}

/**
 * The settings menu: every section in one scrolling dialog, with the save status of the user-details queue on top.
 * `section` (from the address) is scrolled into view when the dialog opens.
 */
export function SettingsDialog({ onClose, section }: { onClose(): void; section?: string }) {
  const sections = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!section) return;
    const anchor = sections.current?.querySelector(`[data-settings-section="${CSS.escape(section)}"]`);
    anchor?.firstElementChild?.scrollIntoView({ block: 'start' });
  }, [section]);
  const user = useAuth((state) => state.user);
  const logout = useAuth((state) => state.logout);
  const pending = useAuth((state) => state.pending);
  if (!user) return null;
  return (
    <Dialog title={<FormattedMessage id="settings.title" />} onClose={onClose} className="settings-dialog">
      <SaveStatus />
      <div className="settings-sections" ref={sections}>
        <SectionAnchor name="profile"><ProfileSection user={user} /></SectionAnchor>
        <SectionAnchor name="default-list"><DefaultListSection /></SectionAnchor>
        <SectionAnchor name="theme"><ThemeSection theme={user.webConfig.theme} /></SectionAnchor>
        <SectionAnchor name="language"><LanguageSection /></SectionAnchor>
        <SectionAnchor name="time"><TimeSection user={user} /></SectionAnchor>
        <SectionAnchor name="shortcuts"><ShortcutsSection /></SectionAnchor>
        <SectionAnchor name="my-day"><MyDaySection config={user.myDayConfig} filters={user.myDaySuggestionFilters} timeFormat={user.webConfig.timeFormat} /></SectionAnchor>
        <SectionAnchor name="background"><BackgroundSection webConfig={user.webConfig} /></SectionAnchor>
        <SectionAnchor name="phone"><PhoneSection verifiedPhoneNumber={user.verifiedPhoneNumber} /></SectionAnchor>
        <SectionAnchor name="whatsapp"><WhatsAppSection user={user} /></SectionAnchor>
        <SectionAnchor name="push"><PushSection /></SectionAnchor>
        <SectionAnchor name="reset-password"><ResetPasswordSection email={user.email} /></SectionAnchor>
        <SectionAnchor name="delete-account"><DeleteAccountSection /></SectionAnchor>
        <SectionAnchor name="about"><AboutSection /></SectionAnchor>
        <section className="settings-section">
          <Button variant="secondary" busy={pending} onClick={() => void logout()}>
            <FormattedMessage id="settings.menu.signOut" />
          </Button>
        </section>
      </div>
    </Dialog>
  );
}
