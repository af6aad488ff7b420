import { avatarPictureOf, type WebConfig } from '@taskhub/domain';
import type { User } from '../auth/user.js';
import { LogOut, Settings } from 'lucide-react';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userUpdateQueueFor } from '../auth/update-queue.js';
import { useAuth, useAuthStore } from '../auth/useAuth.js';
import type { MessageId } from '../i18n/index.js';
import { Avatar, IconButton, Menu, MenuCheckboxItem, MenuItem, MenuLabel, MenuSeparator } from '../ui/index.js';

const themes: { value: WebConfig['theme']; label: MessageId }[] = [
  { value: 'light', label: 'settings.theme.light' },
  { value: 'dark', label: 'settings.theme.dark' },
  { value: 'auto', label: 'shell.theme.system' },
];

/**
 * The header's account menu: who is signed in, the settings, the theme and signing out. The theme goes through the
 * user-details queue, as the settings' theme section does, so it follows the account to other devices.
 */
export function AccountMenu({ user, onOpenSettings }: { user: User; onOpenSettings(): void }) {
  const intl = useIntl();
  const auth = useAuthStore();
  const logout = useAuth((state) => state.logout);
  const trigger = useRef<HTMLButtonElement>(null);
  // Settings open once the menu has handed focus back to its button, so closing them returns focus there.
  const settingsChosen = useRef(false);
  const setTheme = (theme: WebConfig['theme']) => userUpdateQueueFor(auth).getState().update({ webConfig: { theme } });
  const picture = avatarPictureOf(user);
  return (
    <Menu
      className="account-menu"
      label={intl.formatMessage({ id: 'shell.accountMenu' }, { name: user.name, email: user.email })}
      onCloseAutoFocus={(event) => {
        if (!settingsChosen.current) return;
        settingsChosen.current = false;
        event.preventDefault();
        trigger.current?.focus();
        onOpenSettings();
      }}
      trigger={(
        <IconButton ref={trigger} className="account-menu-trigger" label={intl.formatMessage({ id: 'shell.accountMenu' }, { name: user.name, email: user.email })}
          icon={<Avatar id={user.id} name={user.name} src={picture} size="sm" inLabelledControl />} />
      )}
    >
      <div className="account-menu-who">
        <Avatar id={user.id} name={user.name} src={picture} size="md" />
        <div className="account-menu-names">
          <span className="account-menu-name">{user.name}</span>
          <span className="account-menu-email">{user.email}</span>
        </div>
      </div>
      <MenuSeparator />
      <MenuItem icon={<Settings className="icon" />} onSelect={() => { settingsChosen.current = true; }}><FormattedMessage id="settings.title" /></MenuItem>
      <MenuSeparator />
      <MenuLabel><FormattedMessage id="settings.menu.theme" /></MenuLabel>
      {themes.map(({ value, label }) => (
        <MenuCheckboxItem key={value} checked={user.webConfig.theme === value} onCheckedChange={() => setTheme(value)}>
          <FormattedMessage id={label} />
        </MenuCheckboxItem>
      ))}
      <MenuSeparator />
      <MenuItem icon={<LogOut className="icon" />} onSelect={() => void logout()}><FormattedMessage id="settings.menu.signOut" /></MenuItem>
    </Menu>
  );
}
