/**
 * The settings sections, in the order of the section list; each is also the last part of the dialog's address
 * (`/settings/:section`), so these ids are stable.
 */
export const settingsSections = ['profile', 'general', 'theme', 'my-day', 'notifications', 'account', 'data', 'about'] as const;

export type SettingsSectionId = (typeof settingsSections)[number];

export function isSettingsSection(value: unknown): value is SettingsSectionId {
  return typeof value === 'string' && (settingsSections as readonly string[]).includes(value);
}
