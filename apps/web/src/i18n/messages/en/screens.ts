/** Settings sections, empty states and offline hints of the screens moved onto the design system (issue 11); spread into ../en.ts. */
export const enScreens = {
  'app.name': 'TaskHub',
  'settings.sections': 'Settings sections',
  'settings.section.general': 'General',
  'settings.section.appearance': 'Appearance',
  'settings.section.notifications': 'Notifications',
  'settings.section.account': 'Account',
  'settings.deleteAccount.dangerZone': 'Danger zone',
  'archive.noTasks.hint': 'Tasks you archive appear here, ready to restore.',
  'archive.noSections.hint': 'Sections you archive on a board will appear here.',
  'scheduling.notifications.noUpdates.hint': 'Reminders appear here when they go off.',
  'scheduling.notifications.noInvitations.hint': 'When someone shares a list with you, the invitation appears here.',
  'search.empty.hint': 'Try a shorter or different word.',
  'offline.hint': 'Check your connection and try again; you are still signed in.',
  'myDay.suggestions.emptyHint': 'Tasks that are overdue, due today or in your lists will show up here.',
};
