import { errorReportingEnvironments } from '@taskhub/domain';
import { z } from 'zod';
import { delaySetting, trustProxySetting } from './limit-settings.js';
import type { DelaySetting } from '../security/rate-limiter.js';

/** "count/seconds": at most count hits in a window of that many seconds. */
const rateLimit = (fallback: string) =>
  z.string().default(fallback).transform((value, ctx) => {
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      ctx.addIssue({ code: 'custom', message: 'must look like COUNT/SECONDS, e.g. 10/900' });
      return z.NEVER;
    }
    return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
  });

const optionalUrl = z.url().optional();
const boolFlag = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1');
const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_600_000).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  REDIS_PREFIX: z.string().max(100).regex(/^[^\s*?[\]]*$/, 'must not hold spaces or * ? [ ]').default('taskhub:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxySetting,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(1024 * 1024),
  SYNC_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(512 * 1024 * 1024).default(32 * 1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(600_000),
  REQUEST_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  WEB_DIST_DIR: z.string().optional(),
  WEB_API_ORIGINS: z.string().default('').transform((value, ctx) => value.split(/[\s,]+/).filter(Boolean).map((origin) => {
    const url = URL.parse(origin);
    if (!url || !/^(https?|wss?):$/.test(url.protocol) || url.origin === 'null' || url.href.replace(/\/$/, '') !== url.origin) {
      ctx.addIssue({ code: 'custom', message: `${origin} is not an origin like https://api.example.com or wss://ws.example.com` });
    }
    return origin.replace(/\/$/, '');
  })),

  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('TaskHub <no-reply@localhost>'),

  SMS_API_URL: optionalUrl,
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  SMS_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(600),
  SMS_CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),

  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v2.7'),
  FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v2.7/dialog/oauth'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_ISSUER: z.string().min(1).default('https://appleid.apple.com'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
  APPLE_AUTHORIZE_URL: z.url().default('https://appleid.apple.com/auth/authorize'),

  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  CAPTCHA_THRESHOLD: rateLimit('100/3600'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),

  ACCOUNT_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SESSIONS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(100),
  RESET_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86400).default(3600),

  RATE_LIMIT_LOGIN_PAIR: rateLimit('10/900'),
  RATE_LIMIT_LOGIN_ACCOUNT: rateLimit('10/3600'),
  RATE_LIMIT_LOGIN_ADDRESS: rateLimit('100/900'),
  RATE_LIMIT_SIGNUP_ADDRESS: rateLimit('50/3600'),
  RATE_LIMIT_SIGNUP_PAIR: rateLimit('5/3600'),
  RATE_LIMIT_FORGOT_PAIR: rateLimit('3/3600'),
  RATE_LIMIT_FORGOT_ACCOUNT: rateLimit('5/3600'),
  RATE_LIMIT_FORGOT_ADDRESS: rateLimit('30/3600'),
  RATE_LIMIT_DELAY_MS: delaySetting,
  RATE_LIMIT_SMS_ACCOUNT: rateLimit('5/3600'),
  RATE_LIMIT_SMS_ADDRESS: rateLimit('30/3600'),
  RATE_LIMIT_SMS_NUMBER: rateLimit('5/3600'),
  RATE_LIMIT_TOKEN: rateLimit('1200/60'),
  RATE_LIMIT_CALENDAR_FEED: rateLimit('60/3600'),
  RATE_LIMIT_INVITATIONS: rateLimit('100/3600'),
  RATE_LIMIT_PROFILE_PICTURE: rateLimit('30/3600'),

  REMINDER_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  REALTIME_HEARTBEAT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  ATTACHMENT_MAX_MB: z.coerce.number().positive().max(10_240).default(10),
  ATTACHMENT_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(7 * 86_400).default(900),
  IMPORT_MAX_MB: z.coerce.number().positive().max(1024).default(20),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),

  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://').optional(),
  WHATSAPP_API_URL: optionalUrl,
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be digits').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE: z.string().regex(/^[a-z0-9_]+$/, 'must be a template name (lower case, digits, _)').optional(),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),

  ERROR_REPORTING_DSN: z.string().optional().refine((value) => value === undefined || errorReportingOrigin(value) !== null, {
    message: 'must be a DSN like https://PUBLIC_KEY@errors.example.com/PROJECT_ID',
  }),
  ERROR_REPORTING_ENVIRONMENT: z.enum(errorReportingEnvironments).default('production'),
  ERROR_REPORTING_RELEASE: z.string().max(200).regex(/^[^\s"<>&]+$/, 'must hold no spaces or " < > &').optional(),
  ONBOARDING_SESSION_URL: z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(2048).optional(),

  TEST_CLOCK: boolFlag,
});

/** The origin reports go to (the page's connect-src), or null when the value is not a DSN (http(s), a key, a project). */
export function errorReportingOrigin(dsn: string): string | null {
  const url = URL.parse(dsn);
  // The SDK's own check: a key of word characters (it refuses the DSN otherwise, and nothing is ever sent).
  if (!url || !/^https?:$/.test(url.protocol) || !/^\w+$/.test(url.username) || !/\/\d+$/.test(url.pathname)) return null;
  return url.origin;
}

export type Env = z.input<typeof envSchema>;
type ParsedEnv = z.output<typeof envSchema>;
export type RateLimitSetting = ParsedEnv['RATE_LIMIT_TOKEN'];

export interface Config {
  env: ParsedEnv['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** A stalled database fails requests after about these times instead of holding them (db/database.ts). */
  databaseTimeouts: { connectMs: number; statementMs: number; lockMs: number };
  redisUrl?: string;
  /** Starts every Redis key and channel of this installation, so installations (or test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  logLevel: ParsedEnv['LOG_LEVEL'];
  secretKey?: string;
  /** false, a number of hops, or the trusted proxies' addresses and ranges (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  bodyLimitBytes: number;
  /** A sync push may carry a batch of large tasks; its own, larger limit. */
  syncBodyLimitBytes: number;
  /** Longest time a client may take to send a whole request, headers and body, however steadily it sends. */
  requestTimeoutMs: number;
  /** Longest silence while a request's headers or body are still to come: a stalled client is dropped after it. */
  requestIdleTimeoutMs: number;
  webDistDir?: string;
  /** Origins besides its own that the served web app may call (the page's Content-Security-Policy connect-src). */
  webApiOrigins: string[];
  mail: { smtpUrl?: string; from: string };
  sms: { apiUrl?: string; accountSid?: string; authToken?: string; from?: string; codeTtlSeconds: number; maxAttempts: number };
  google: { clientId?: string; clientSecret?: string; userinfoUrl: string; tokeninfoUrl: string; tokenUrl: string; authorizeUrl: string };
  facebook: { appId?: string; appSecret?: string; graphUrl: string; dialogUrl: string };
  apple: { clientId?: string; issuer: string; jwksUrl: string; authorizeUrl: string };
  captcha: { secret?: string; siteKey?: string; verifyUrl: string; threshold: RateLimitSetting; minScore: number };
  resetTokenTtlSeconds: number;
  sessionsPerUser: number;
  accountCacheTtlSeconds: number;
  /** `/ws` pings every heartbeatMs; a socket that missed the previous ping is dropped. */
  realtime: { heartbeatMs: number };
  /** How often each process looks for reminders that fell due and deliveries to send (reminders/scheduler.ts). */
  reminders: { pollMs: number };
  /**
   * Uploads past maxBytes answer 413; with s3 set, files go to that bucket instead of DATA_DIR/attachments. An
   * attachment's signed `url` works for linkTtlSeconds after it is handed out.
   */
  attachments: { maxBytes: number; linkTtlSeconds: number; s3?: S3Settings };
  /** Import files past maxBytes answer 413. */
  imports: { maxBytes: number };
  /** Web Push: keys from the environment, else made on first start and kept under DATA_DIR (push/vapid-keys.ts). */
  vapid: { publicKey?: string; privateKey?: string; subject?: string };
  /** WhatsApp Cloud API–compatible sender; reminders go as `template` when set (needed outside the 24-hour window), else as text. */
  whatsapp?: { apiUrl: string; phoneNumberId: string; accessToken: string; template?: string; templateLanguage: string };
  /** *Pair limits count one account from one address and refuse (429); the others only slow down or ask for a captcha. */
  rateLimits: {
    loginPair: RateLimitSetting; loginAccount: RateLimitSetting; loginAddress: RateLimitSetting; signupAddress: RateLimitSetting; signupPair: RateLimitSetting;
    forgotPair: RateLimitSetting; forgotAccount: RateLimitSetting; forgotAddress: RateLimitSetting;
    smsAccount: RateLimitSetting; smsAddress: RateLimitSetting; smsNumber: RateLimitSetting; token: RateLimitSetting;
    /** Fetches of one calendar feed address. */
    calendarFeed: RateLimitSetting;
    /** Invitation calls (each may mail several people) by one user. */
    invitations: RateLimitSetting;
    /** Profile picture uploads of one account. */
    profilePicture: RateLimitSetting;
    delay: DelaySetting;
  };
  /** End-to-end tests only: the server's time can be moved forward through /api/test/clock (testing/test-clock.ts). */
  testClock: boolean;
  /** The web app's error reporting (SPEC.md sections 5, 8, 9), handed to the page; off without a DSN. */
  errorReporting?: { dsn: string; origin: string; environment: ParsedEnv['ERROR_REPORTING_ENVIRONMENT']; release?: string };
  /** Where new users book an onboarding session, offered by a dismissible hint of the web app; no hint without it. */
  onboardingSessionUrl?: string;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.SMS_API_URL && !(e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM)) {
    problems.push('SMS_API_URL: needs SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM as well');
  }
  if (e.FACEBOOK_APP_ID && !e.FACEBOOK_APP_SECRET) problems.push('FACEBOOK_APP_SECRET: needed when FACEBOOK_APP_ID is set');
  if (e.RECAPTCHA_SECRET && !e.RECAPTCHA_SITE_KEY) problems.push('RECAPTCHA_SITE_KEY: needed when RECAPTCHA_SECRET is set');
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) problems.push('S3_ENDPOINT: needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) problems.push('VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const whatsapp = [e.WHATSAPP_API_URL, e.WHATSAPP_PHONE_NUMBER_ID, e.WHATSAPP_ACCESS_TOKEN];
  if (whatsapp.some(Boolean) && !whatsapp.every(Boolean)) problems.push('WHATSAPP_API_URL: needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN as well');
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') {
    problems.push('TEST_CLOCK: lets anyone move the server\'s time; it is for tests only and refused with NODE_ENV=production');
  }
  if (e.DATABASE_LOCK_TIMEOUT_MS !== undefined && e.DATABASE_LOCK_TIMEOUT_MS >= e.DATABASE_STATEMENT_TIMEOUT_MS) {
    problems.push('DATABASE_LOCK_TIMEOUT_MS: must be shorter than DATABASE_STATEMENT_TIMEOUT_MS, or a lock wait looks like a dead database');
  }
  if (problems.length) throw new ConfigError(problems);

  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: e.DATABASE_LOCK_TIMEOUT_MS ?? Math.round(e.DATABASE_STATEMENT_TIMEOUT_MS / 2),
    },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    secretKey: e.SECRET_KEY,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    syncBodyLimitBytes: e.SYNC_BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    requestIdleTimeoutMs: e.REQUEST_IDLE_TIMEOUT_MS,
    webDistDir: e.WEB_DIST_DIR,
    webApiOrigins: e.WEB_API_ORIGINS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { apiUrl: e.SMS_API_URL, accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM, codeTtlSeconds: e.SMS_CODE_TTL_SECONDS, maxAttempts: e.SMS_CODE_MAX_ATTEMPTS },
    google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, userinfoUrl: e.GOOGLE_USERINFO_URL, tokeninfoUrl: e.GOOGLE_TOKENINFO_URL, tokenUrl: e.GOOGLE_TOKEN_URL, authorizeUrl: e.GOOGLE_AUTHORIZE_URL },
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ''), dialogUrl: e.FACEBOOK_DIALOG_URL },
    apple: { clientId: e.APPLE_CLIENT_ID, issuer: e.APPLE_ISSUER, jwksUrl: e.APPLE_JWKS_URL, authorizeUrl: e.APPLE_AUTHORIZE_URL },
    captcha: { secret: e.RECAPTCHA_SECRET, siteKey: e.RECAPTCHA_SITE_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL, threshold: e.CAPTCHA_THRESHOLD, minScore: e.RECAPTCHA_MIN_SCORE },
    resetTokenTtlSeconds: e.RESET_TOKEN_TTL_SECONDS,
    sessionsPerUser: e.SESSIONS_PER_USER,
    accountCacheTtlSeconds: e.ACCOUNT_CACHE_TTL_SECONDS,
    realtime: { heartbeatMs: Math.round(e.REALTIME_HEARTBEAT_SECONDS * 1000) },
    reminders: { pollMs: e.REMINDER_POLL_MS },
    imports: { maxBytes: Math.floor(e.IMPORT_MAX_MB * 1024 * 1024) },
    attachments: {
      maxBytes: Math.floor(e.ATTACHMENT_MAX_MB * 1024 * 1024),
      linkTtlSeconds: e.ATTACHMENT_LINK_TTL_SECONDS,
      s3: e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { endpoint: e.S3_ENDPOINT.replace(/\/$/, ''), bucket: e.S3_BUCKET, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, region: e.S3_REGION }
        : undefined,
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    whatsapp: e.WHATSAPP_API_URL && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN
      ? { apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''), phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, accessToken: e.WHATSAPP_ACCESS_TOKEN, template: e.WHATSAPP_TEMPLATE, templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE }
      : undefined,
    rateLimits: {
      loginPair: e.RATE_LIMIT_LOGIN_PAIR, loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT, loginAddress: e.RATE_LIMIT_LOGIN_ADDRESS, signupAddress: e.RATE_LIMIT_SIGNUP_ADDRESS, signupPair: e.RATE_LIMIT_SIGNUP_PAIR,
      forgotPair: e.RATE_LIMIT_FORGOT_PAIR, forgotAccount: e.RATE_LIMIT_FORGOT_ACCOUNT, forgotAddress: e.RATE_LIMIT_FORGOT_ADDRESS,
      smsAccount: e.RATE_LIMIT_SMS_ACCOUNT, smsAddress: e.RATE_LIMIT_SMS_ADDRESS, smsNumber: e.RATE_LIMIT_SMS_NUMBER, token: e.RATE_LIMIT_TOKEN,
      calendarFeed: e.RATE_LIMIT_CALENDAR_FEED,
      invitations: e.RATE_LIMIT_INVITATIONS,
      profilePicture: e.RATE_LIMIT_PROFILE_PICTURE,
      delay: e.RATE_LIMIT_DELAY_MS,
    },
    testClock: e.TEST_CLOCK,
    errorReporting: e.ERROR_REPORTING_DSN
      ? { dsn: e.ERROR_REPORTING_DSN, origin: errorReportingOrigin(e.ERROR_REPORTING_DSN)!, environment: e.ERROR_REPORTING_ENVIRONMENT, release: e.ERROR_REPORTING_RELEASE }
      : undefined,
    onboardingSessionUrl: e.ONBOARDING_SESSION_URL,
  };
}
