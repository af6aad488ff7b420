import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MyDayConfig, MyDaySuggestionFilters, OnboardingProfile, ScopeKind, WebConfig } from '@taskhub/domain';
import { ms } from './schema-columns.js';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  idSalt: text('id_salt').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash'),
  /** The picture's address: an uploaded one's public address (users/profile-picture.ts), or one PUT /me set. */
  profilePicture: text('profile_picture'),
  /** The file-store key of the uploaded picture (users/profile-picture.ts), whose bytes this row owns. */
  profilePictureKey: text('profile_picture_key'),
  googleAvatarUrl: text('google_avatar_url'),
  timezone: text('timezone').notNull().default('UTC'),
  locale: text('locale').notNull().default('en'),
  verifiedPhoneNumber: text('verified_phone_number'),
  onBoardingPending: boolean('on_boarding_pending').notNull().default(true),
  onboardingProfile: jsonb('onboarding_profile').$type<OnboardingProfile>(),
  completedCounter: integer('completed_counter').notNull().default(0),
  completedTrackingStarted: boolean('completed_tracking_started').notNull().default(false),
  firstDayOfWeek: integer('first_day_of_week').notNull().default(1),
  webConfig: jsonb('web_config').$type<Partial<WebConfig>>().notNull().default({}),
  myDayConfig: jsonb('my_day_config').$type<Partial<MyDayConfig>>().notNull().default({}),
  myDaySuggestionFilters: jsonb('my_day_suggestion_filters').$type<Partial<MyDaySuggestionFilters>>().notNull().default({}),
  hasUnreadNotifications: boolean('has_unread_notifications').notNull().default(false),
  whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
  whatsappReminders: boolean('whatsapp_reminders').notNull().default(false),
  workspaceWhatsappEnabled: boolean('workspace_whatsapp_enabled').notNull().default(false),
  workspaceWhatsappReminders: boolean('workspace_whatsapp_reminders').notNull().default(false),
  workspaceWhatsappUserUpdates: boolean('workspace_whatsapp_user_updates').notNull().default(false),
  assistantBannerShown: boolean('assistant_banner_shown').notNull().default(true),
  predefinedDataCreated: boolean('predefined_data_created').notNull().default(false),
  /** The referral code the account signed up with (SPEC.md section 9: `PS_…` from gspk, a referral, `FP_…` from the promo cookie). */
  referrer: text('referrer'),
  creationDate: ms('creation_date').notNull(),
  lastUpdateDate: ms('last_update_date').notNull(),
}, (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_profile_picture_key_key').on(t.profilePictureKey)]);

/** One row per signed-in device; the token itself is never stored, only its SHA-256. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  clientId: text('client_id').notNull(),
  platform: integer('platform').notNull(),
  userAgent: text('user_agent'),
  createdAt: ms('created_at').notNull(),
  lastUsedAt: ms('last_used_at').notNull(),
}, (t) => [
  uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
  uniqueIndex('sessions_user_device_key').on(t.userId, t.clientId, t.platform),
]);

/** A third-party account (Google, the social network, Apple) linked to a user. */
export const identities = pgTable('identities', {
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  createdAt: ms('created_at').notNull(),
}, (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('identities_user_idx').on(t.userId)]);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
}, (t) => [index('password_resets_user_idx').on(t.userId)]);

/**
 * A sign-in handed to a browser through its address bar (Apple's return): a one-minute, single-use code the client
 * exchanges for a session, stored only as its SHA-256, so the address, history and logs never hold a session token.
 */
export const loginCodes = pgTable('login_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** base64url(SHA-256) of the verifier the starting browser keeps (PKCE-style): only that browser may exchange it. */
  codeChallenge: text('code_challenge').notNull(),
  newUser: boolean('new_user').notNull(),
  expiresAt: ms('expires_at').notNull(),
}, (t) => [index('login_codes_user_idx').on(t.userId)]);

export const phoneVerifications = pgTable('phone_verifications', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ms('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  activePlan: text('active_plan').notNull(),
  paymentProvider: text('payment_provider').notNull().default('whitelist'),
  planPeriod: text('plan_period'),
  isCanceled: boolean('is_canceled').notNull().default(false),
  cardExpirationMonth: integer('card_expiration_month'),
  cardExpirationYear: integer('card_expiration_year'),
  cardLast4: text('card_last4'),
  serverExpirationDate: ms('server_expiration_date').notNull(),
  subscriptionDate: ms('subscription_date').notNull(),
  subscriptionData: jsonb('subscription_data').$type<{ subscriptionId?: string }>(),
}, (t) => [index('subscriptions_user_idx').on(t.userId, t.subscriptionDate)]);

/**
 * A sync scope: the set of objects one clock orders, and the unit of sharing. Each user has a personal scope (id = user
 * id); each workspace, board and shared list is one too (id = the workspace's, board's or list's id), its people in
 * `memberships`. `clock` is the scope's change sequence (see sync/change-clock.ts).
 */
export const syncScopes = pgTable('sync_scopes', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'personal' | ScopeKind>().notNull(),
  ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  clock: ms('clock').notNull().default(0),
});

/**
 * The columns every synced object has: `data` is the object exactly as on the wire (fields, `<field>UpdateTime`,
 * object times), so a sync answer is the stored documents; `seq` is the scope clock value of the write that last
 * changed it, which incremental pulls read.
 */
const syncedColumns = () => ({
  id: text('id').primaryKey(),
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  seq: ms('seq').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});

/**
 * Tasks. `live_json` is the document as JSON text (jsonb's own text, byte for byte `data::text`) while the task is not
 * deleted, and null once it is (status DELETED): kept by the database on every write, so opening a board joins stored
 * text (boards/board-cards.ts) instead of turning thousands of jsonb documents into text on each open.
 */
export const tasks = pgTable('tasks', {
  ...syncedColumns(),
  liveJson: text('live_json').generatedAlwaysAs(sql`case when coalesce(data->>'status', '') <> 'DELETED' then data::text end`),
}, (t) => [index('tasks_scope_seq_idx').on(t.scopeId, t.seq)]);
/** Lists. */
export const categories = pgTable('categories', syncedColumns(), (t) => [index('categories_scope_seq_idx').on(t.scopeId, t.seq)]);
/** Tags. */
export const labels = pgTable('labels', syncedColumns(), (t) => [index('labels_scope_seq_idx').on(t.scopeId, t.seq)]);
export const myDayEntries = pgTable('my_day_entries', syncedColumns(), (t) => [index('my_day_entries_scope_seq_idx').on(t.scopeId, t.seq)]);
/** Files attached to tasks; `storageKey` names the bytes in the file store and never leaves the server. */
export const attachments = pgTable('attachments', { ...syncedColumns(), storageKey: text('storage_key').notNull() },
  (t) => [index('attachments_scope_seq_idx').on(t.scopeId, t.seq)]);

/** Custom views (API.md section 5): each person's own, in their personal scope. */
export const customViews = pgTable('custom_views', syncedColumns(), (t) => [index('custom_views_scope_seq_idx').on(t.scopeId, t.seq)]);

/** In-app notifications (the notifications menu's Updates tab); made by the server, a client only marks them read. */
export const userNotifications = pgTable('user_notifications', syncedColumns(),
  (t) => [index('user_notifications_scope_seq_idx').on(t.scopeId, t.seq)]);

/**
 * Comments on tasks (API.md section 6). Who may read or write them is decided by the task's visibility at the time
 * (comments/comments.ts), so they hold no scope of their own; they go with their task or their author. A deleted one
 * keeps its row (`is_deleted`, its text emptied) so the ids of a conversation stay stable.
 */
export const comments = pgTable('comments', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull().references(() => tasks.id, { onDelete: 'cascade' }),
  authorId: text('author_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  mentions: jsonb('mentions').$type<string[]>().notNull().default([]),
  creationDate: ms('creation_date').notNull(),
  editedDate: ms('edited_date'),
  isDeleted: boolean('is_deleted').notNull().default(false),
}, (t) => [index('comments_task_idx').on(t.taskId, t.creationDate, t.id)]);

/**
 * Each completed occurrence of a repeating task (API.md section 4): the task itself moves on to its next occurrence,
 * so this is where completions are counted ('end after N') and, later, shown in the activity.
 */
export const taskOccurrences = pgTable('task_occurrences', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  dueDate: ms('due_date').notNull(),
  completedAt: ms('completed_at').notNull(),
}, (t) => [index('task_occurrences_task_idx').on(t.taskId)]);

/**
 * Each completion counted after `POST /me/start-tracking-completed-tasks` (API.md section 4): a task checked, or one
 * occurrence of a repeating task. `completed_counter` on users is their running total; these rows give the chart.
 */
export const completions = pgTable('completions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  taskId: text('task_id').notNull(),
  completedAt: ms('completed_at').notNull(),
}, (t) => [index('completions_user_time_idx').on(t.userId, t.completedAt)]);

export const reminderStates = ['scheduled', 'fired'] as const;

/**
 * The next reminder of each task that has one (kept by the write path, see reminders/schedule.ts). The scheduler
 * claims rows with `fire_at <= now` and state 'scheduled' (FOR UPDATE SKIP LOCKED) and marks them 'fired'; a new
 * fire time written by an edit schedules the row again.
 */
export const reminders = pgTable('reminders', {
  id: text('id').primaryKey(),
  taskId: text('task_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  scopeId: text('scope_id').notNull().references(() => syncScopes.id, { onDelete: 'cascade' }),
  fireAt: ms('fire_at').notNull(),
  state: text('state').$type<(typeof reminderStates)[number]>().notNull(),
}, (t) => [uniqueIndex('reminders_task_user_key').on(t.taskId, t.userId), index('reminders_due_idx').on(t.state, t.fireAt)]);

export const deliveryStates = ['pending', 'delivered', 'failed'] as const;

/**
 * The outbox and delivery log of reminders: one row per reminder firing and channel, made in the transaction that
 * claims the reminder (so a firing is never lost nor doubled), then worked off with retries.
 */
export const reminderDeliveries = pgTable('reminder_deliveries', {
  id: text('id').primaryKey(),
  reminderId: text('reminder_id').notNull(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  taskId: text('task_id').notNull(),
  fireAt: ms('fire_at').notNull(),
  channel: text('channel').notNull(),
  state: text('state').$type<(typeof deliveryStates)[number]>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ms('next_attempt_at').notNull(),
  lastError: text('last_error'),
  createdAt: ms('created_at').notNull(),
  deliveredAt: ms('delivered_at'),
}, (t) => [
  uniqueIndex('reminder_deliveries_firing_key').on(t.reminderId, t.fireAt, t.channel),
  index('reminder_deliveries_due_idx').on(t.state, t.nextAttemptAt),
]);

/** Google calendar grant; the refresh token is stored encrypted with the server's secret key. */
export const googleGrants = pgTable('google_grants', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
  scope: text('scope'),
  updatedAt: ms('updated_at').notNull(),
});

/** A browser's Web Push subscription (RFC 8030): where to send, and the keys to encrypt for it (RFC 8291). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)]);

/**
 * A user's private iCalendar feed (API.md section 4, "Your data"): the secret in its address is derived from `id` and
 * the server's secret key, so the owner can be shown it again, and only its SHA-256 is looked up. A new feed replaces
 * the row (one per user), so the old address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ms('created_at').notNull(),
}, (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)]);

export type UserRow = typeof users.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export * from './schema-teams.js';
