import { createHash, randomBytes } from 'node:crypto';

/**
 * Google's origins for reCAPTCHA v3, as its FAQ lists them for a CSP without nonces (developers.google.com/recaptcha/
 * docs/faq, "I'm using Content-Security-Policy"): script-src and frame-src only. It asks for no style source, so
 * style-src stays 'self'.
 */
const recaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Where Google account pictures (`googleAvatarUrl`, from Google sign-in) are served: lh3 to lh6 and the like. */
const googleAvatars = 'https://*.googleusercontent.com';

interface PagePolicyOptions {
  /** The address people use; its ws/wss origin is where the realtime socket goes. */
  publicUrl: string;
  /** The page's own inline scripts, each allowed by its hash and nothing else. */
  inlineScripts: string[];
  /** A captcha site key is configured, so the sign-in page loads Google's script. */
  captcha: boolean;
  /** Google sign-in is configured, so avatars may show Google account pictures. */
  googleSignIn: boolean;
  /** Other origins the page may call (an API_HOST or WS_API_HOST the app is pointed at, the error-reporting DSN's). */
  connectOrigins: string[];
  /** This answer's nonce for the `<style>` elements the app adds (pageWithStyleNonce), or none. */
  styleNonce?: string;
}

/** A fresh nonce for one answer of the page: 128 random bits, base64 as CSP's nonce-source takes it. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The page with this answer's style nonce, for the `<style>` elements the app's libraries add at run time (Radix's
 * scroll lock in dialogs and menus, through react-style-singleton): a `<meta property="csp-nonce">` first in the head,
 * whose `nonce` the app hands to them (apps/web csp-nonce.ts). The browser hides a nonce attribute from the page's
 * markup once read, so only script can read it, and no injected script runs. Inline scripts keep their hashes.
 */
export function pageWithStyleNonce(html: string, nonce: string): string {
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the web app's error-reporting settings (ERROR_REPORTING_*) in `<meta name="taskhub:error-reporting">`,
 * which apps/web error-reporting/page-config.ts reads at start; the page as it is when reporting is off.
 */
export function pageWithErrorReporting(html: string, settings: { dsn: string; environment: string; release?: string } | undefined): string {
  if (!settings) return html;
  const data = [['dsn', settings.dsn], ['environment', settings.environment], ...(settings.release ? [['release', settings.release]] : [])]
    .map(([key, value]) => ` data-${key}="${attribute(value!)}"`).join('');
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="taskhub:error-reporting"${data}>`);
}

/**
 * The page with the address of the onboarding session new users may book (ONBOARDING_SESSION_URL) in
 * `<meta name="taskhub:onboarding-session">`, which apps/web hints/onboarding-session.ts reads; the page as it is
 * without one (the hint is then never shown).
 */
export function pageWithOnboardingSession(html: string, url: string | undefined): string {
  if (!url) return html;
  return html.replace(/<head\b[^>]*>/i, (head) => `${head}<meta name="taskhub:onboarding-session" content="${attribute(url)}">`);
}

/** The inline `<script>` bodies of an HTML page (scripts with a `src` are files, covered by 'self'). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);
}

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * The web app's Content-Security-Policy: its own files only, no inline script but the page's own by hash, no inline
 * style but the `<style>` elements carrying this answer's nonce (never 'unsafe-inline', so no style attribute), no eval,
 * calls to its own origin (HTTP and the socket) and configured API origins, never framed. A script injected through
 * a stored task title or a compromised third party has nowhere to load from and nowhere to send tokens to.
 */
export function contentSecurityPolicy(options: PagePolicyOptions): string {
  const site = new URL(options.publicUrl);
  const socket = `${site.protocol === 'https:' ? 'wss:' : 'ws:'}//${site.host}`;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScripts.map(scriptHash), ...(options.captcha ? recaptchaScripts : [])],
    'style-src': ["'self'", ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [])],
    // Attachment previews come from the API, which may be another origin (an `<img>` of a signed link, no token);
    // uploaded profile pictures from PUBLIC_URL's /avatars/ (users/profile-picture.ts), Google's from Google.
    'img-src': [
      "'self'", 'data:', 'blob:', site.origin, ...options.connectOrigins.filter((origin) => /^https?:/.test(origin) && origin !== site.origin),
      ...(options.googleSignIn ? [googleAvatars] : []),
    ],
    'connect-src': ["'self'", socket, ...options.connectOrigins],
    'frame-src': options.captcha ? recaptchaFrames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
