import { z } from 'zod';
import { timeZoneSchema } from './timezone.js';

/** Emails are trimmed and lower-cased; a bad one answers 'Please enter a valid email'. */
export const emailSchema = z.string({ message: 'INVALID_EMAIL' }).trim().toLowerCase()
  .pipe(z.email({ message: 'INVALID_EMAIL' }).max(254, { message: 'INVALID_EMAIL' }));

/** Longer passwords are refused, so hashing cannot be used to burn CPU. */
export const maxPasswordLength = 256;

const captchaParams = z.strictObject({
  token: z.string().min(1).max(4096),
  site_key: z.string().max(256).optional(),
  action: z.string().max(128).optional(),
});

/** Fields that sign-up and log-in share (API.md section 3). */
const baseFields = {
  platform: z.union([z.string().max(32), z.number().int()]).optional(),
  referrer: z.string().max(512).nullable().optional(),
  requested_experiments: z.array(z.string().max(64)).max(50).optional(),
  create_predefined_data: z.strictObject({ lists: z.boolean().optional(), label: z.boolean().optional() }).optional(),
  client_id: z.string().min(1).max(128).optional(),
  locale: z.string().max(35).optional(),
  timezone: timeZoneSchema.optional(),
  captcha_method: z.literal('google_recaptcha').optional(),
  captcha_params: captchaParams.optional(),
};

export const signUpBodySchema = z.strictObject({
  ...baseFields,
  name: z.string({ message: 'INVALID_NAME' }).trim().min(1, { message: 'INVALID_NAME' }).max(200, { message: 'INVALID_NAME' }),
  username: emailSchema.optional(),
  email: emailSchema.optional(),
  password: z.string({ message: 'INVALID_PASSWORD' }).trim().min(1, { message: 'INVALID_PASSWORD' }).max(maxPasswordLength, { message: 'INVALID_PASSWORD' }),
});

export const logInBodySchema = z.strictObject({
  ...baseFields,
  email: emailSchema.optional(),
  username: emailSchema.optional(),
  password: z.string({ message: 'INVALID_PASSWORD' }).trim().min(1, { message: 'INVALID_PASSWORD' }).max(maxPasswordLength, { message: 'INVALID_PASSWORD' }),
});

export const socialLogInBodySchema = z.strictObject({
  ...baseFields,
  access_token: z.string().min(1).max(4096),
});

/** A PKCE verifier (RFC 7636's alphabet and lengths): the secret the browser that started a sign-in keeps. */
export const codeVerifierSchema = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/);
/** base64url(SHA-256(verifier)): what the start of a sign-in carries in its address instead of the verifier. */
export const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The Apple return's one-minute code (its `?login_token=`), exchanged by the browser that started the sign-in: it
 * alone holds the verifier whose hash the start carried.
 */
export const loginCodeExchangeBodySchema = z.strictObject({
  code: z.string().min(1).max(128),
  code_verifier: codeVerifierSchema,
  client_id: baseFields.client_id,
  platform: baseFields.platform,
  requested_experiments: baseFields.requested_experiments,
});

export const emailBodySchema = z.strictObject({ email: emailSchema });

/** check_email also takes a solved captcha: past the threshold it answers only with one. */
export const checkEmailBodySchema = z.strictObject({
  email: emailSchema,
  captcha_method: baseFields.captcha_method,
  captcha_params: baseFields.captcha_params,
});

export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1).max(256),
  /** The device resetting: trusted afterwards like one that signed in (ARCHITECTURE.md, "Sign-in limits"). */
  client_id: baseFields.client_id,
  password: z.string({ message: 'INVALID_PASSWORD' }).trim().min(1, { message: 'INVALID_PASSWORD' }).max(maxPasswordLength, { message: 'INVALID_PASSWORD' }),
});

export const deleteAccountBodySchema = z.strictObject({
  email: z.string().max(254),
  password: z.string().max(maxPasswordLength).optional(),
});

export type SignUpBody = z.infer<typeof signUpBodySchema>;
export type LogInBody = z.infer<typeof logInBodySchema>;
export type SocialLogInBody = z.infer<typeof socialLogInBodySchema>;
