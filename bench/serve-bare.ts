import Fastify from 'fastify';
import { serveUntilStopped } from './child.js';

// The baseline: the same Fastify with no plugins, hooks or database, answering a constant of about the size and
// shape of GET /me (user details, ~1 KB of JSON), so the gap to GET /me is what the app adds per request.
const details = {
  id: 'Qm9vTmNoVXNlcklkMDAwMQ', idSalt: 'c2FsdHNhbHRzYWx0', creationDate: 1764100000000,
  email: 'bench.0a1b2c3d@example.com', name: 'Bench User', profilePicture: null, googleAvatarUrl: null, timezone: 'UTC',
  verifiedPhoneNumber: null, onBoardingPending: true, completedCounter: 0, firstDayOfWeek: 1,
  myDayConfig: { myDayResetHourOfDay: '0500', isSuggestionsEnabled: true, isCalendarEventsEnabled: true },
  myDaySuggestionFilters: { overdue: true, dueToday: true, fromLists: true, categoryIds: [] },
  isPremium: false, hasUnreadNotifications: false, lastUpdateDate: 1764100000000, dirty: false, currentUserSpaces: [],
  whatsapp: { isReminders: false }, workspaceWhatsapp: { isReminders: 0, isUserUpdates: 0 },
  googleAssistantUserV2: { shouldShowClientBanner: true },
  webConfig: {
    dateFormat: 'MDY', timeFormat: '12', selectedImage: 'none', selectedImageDark: 'none', theme: 'auto',
    googleCalendarDisabledCalendars: [], addedFirstMyDayEntry: false, isStickyMyDayVideoDismissed: false,
    isStickyBoardVideoDismissed: false, isStickyCardVideoDismissed: false, isStickyCopyInviteLinkDismissed: false,
    isCreateWorkspaceBannerDismissed: false, isScheduleOnboardingSessionDismissed: false, isOnboardingTourDismissed: false,
    allMyTasksEntityType: 'category', nextSevenDaysEntityType: 'category', showMulticolumnOverdue: true,
  },
};

const app = Fastify({ logger: { level: 'warn' } });
app.get('/bare', async () => details);
await serveUntilStopped(app);
