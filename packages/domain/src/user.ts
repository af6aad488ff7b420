import { z } from 'zod';
import { isWebUrl } from './profile-picture.js';
import { timeZoneSchema } from './timezone.js';

export const themes = ['auto', 'light', 'dark'] as const;
export const dateFormats = ['MDY', 'DMY'] as const;
export const timeFormats = ['12', '24'] as const;
export const entityTypes = ['category', 'board', 'label', 'all_tasks', 'my_day', 'next_seven_days', 'custom_view'] as const;

/** Week start: 1 (Monday) to 7 (Sunday). */
export const defaultFirstDayOfWeek = 1;

/** Display formats of section 9, keyed by time format. */
export const timeDisplayFormats = { '12': 'h:mm A', '24': 'H:mm' } as const;

const backgroundImage = z.union([z.literal('none'), z.literal('blank'), z.string().regex(/^\d{1,4}$/)]);

/** The per-user settings of the web client; every field is optional on the wire and falls back to the defaults below. */
export const webConfigSchema = z.strictObject({
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  selectedImage: backgroundImage,
  selectedImageDark: backgroundImage,
  theme: z.enum(themes),
  googleCalendarDisabledCalendars: z.array(z.string().max(512)).max(500),
  addedFirstMyDayEntry: z.boolean(),
  isStickyMyDayVideoDismissed: z.boolean(),
  isStickyBoardVideoDismissed: z.boolean(),
  isStickyCardVideoDismissed: z.boolean(),
  isStickyCopyInviteLinkDismissed: z.boolean(),
  isCreateWorkspaceBannerDismissed: z.boolean(),
  isScheduleOnboardingSessionDismissed: z.boolean(),
  isOnboardingTourDismissed: z.boolean(),
  allMyTasksEntityType: z.enum(entityTypes),
  nextSevenDaysEntityType: z.enum(entityTypes),
  showMulticolumnOverdue: z.boolean(),
});

export type WebConfig = z.infer<typeof webConfigSchema>;

/** Defaults of SPEC.md section 9. */
export const defaultWebConfig: WebConfig = {
  dateFormat: 'MDY',
  timeFormat: '12',
  selectedImage: 'none',
  selectedImageDark: 'none',
  theme: 'auto',
  googleCalendarDisabledCalendars: [],
  addedFirstMyDayEntry: false,
  isStickyMyDayVideoDismissed: false,
  isStickyBoardVideoDismissed: false,
  isStickyCardVideoDismissed: false,
  isStickyCopyInviteLinkDismissed: false,
  isCreateWorkspaceBannerDismissed: false,
  isScheduleOnboardingSessionDismissed: false,
  isOnboardingTourDismissed: false,
  // The grouping of All my tasks and Next 7 days (web: by day; 'category' is by list, 'label' by tag).
  allMyTasksEntityType: 'next_seven_days',
  nextSevenDaysEntityType: 'next_seven_days',
  showMulticolumnOverdue: true,
};

export const myDayConfigSchema = z.strictObject({
  myDayResetHourOfDay: z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/),
  isSuggestionsEnabled: z.boolean(),
  isCalendarEventsEnabled: z.boolean(),
});

export type MyDayConfig = z.infer<typeof myDayConfigSchema>;

export const defaultMyDayConfig: MyDayConfig = {
  myDayResetHourOfDay: '0500',
  isSuggestionsEnabled: true,
  isCalendarEventsEnabled: true,
};

export const myDaySuggestionFiltersSchema = z.strictObject({
  overdue: z.boolean(),
  dueToday: z.boolean(),
  fromLists: z.boolean(),
  categoryIds: z.array(z.string().max(64)).max(500),
});

export type MyDaySuggestionFilters = z.infer<typeof myDaySuggestionFiltersSchema>;

export const defaultMyDaySuggestionFilters: MyDaySuggestionFilters = {
  overdue: true,
  dueToday: true,
  fromLists: true,
  categoryIds: [],
};

/**
 * A picture's address as PUT /me takes it: an http(s) URL (an `<img>` of other people loads it, so never javascript:
 * or data:), or null, or '' (also none, as some clients clear it) to have none.
 */
const profilePictureSchema = z.union([
  z.literal('').transform(() => null),
  z.string().max(2048).refine(isWebUrl),
]).nullable();

/** Only these fields may be written through PUT /me (SPEC.md section 7); nested settings merge into what is stored. */
export const userUpdateSchema = z.strictObject({
  name: z.string({ message: 'INVALID_NAME' }).trim().min(1, { message: 'INVALID_NAME' }).max(200, { message: 'INVALID_NAME' }),
  profilePicture: profilePictureSchema,
  completedCounter: z.number().int().min(0).max(1_000_000_000),
  firstDayOfWeek: z.number().int().min(1).max(7),
  webConfig: webConfigSchema.partial(),
  myDayConfig: myDayConfigSchema.partial(),
  myDaySuggestionFilters: myDaySuggestionFiltersSchema.partial(),
  timezone: timeZoneSchema,
}).partial();

export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** User details on the wire (SPEC.md section 3). */
export interface UserDetails {
  id: string;
  idSalt: string;
  creationDate: number;
  email: string;
  name: string;
  profilePicture: string | null;
  googleAvatarUrl: string | null;
  timezone: string;
  verifiedPhoneNumber: string | null;
  onBoardingPending: boolean;
  completedCounter: number;
  firstDayOfWeek: number;
  myDayConfig: MyDayConfig;
  myDaySuggestionFilters: MyDaySuggestionFilters;
  isPremium: boolean;
  hasUnreadNotifications: boolean;
  lastUpdateDate: number;
  dirty: boolean;
  currentUserSpaces: unknown[];
  whatsapp: { isReminders: boolean };
  workspaceWhatsapp: { isReminders: 0 | 1; isUserUpdates: 0 | 1 };
  googleAssistantUserV2: { shouldShowClientBanner: boolean };
  webConfig: WebConfig;
}
