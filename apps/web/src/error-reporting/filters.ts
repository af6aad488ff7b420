import type { Breadcrumb, ErrorEvent, EventHint, StackFrame } from '@sentry/react';
import { isIgnoredUrl, mentionsIgnoredUrl } from './ignored-hosts.js';

/** Why a report is not sent (SPEC.md section 8, "Error reports suppressed"). */
export type SuppressionReason = 'chunk-load' | 'browser-extension' | 'firebase' | 'third-party-script' | 'ignored-host';

/** Stack frames kept per exception (SPEC.md section 9): the innermost ones, where the error was thrown. */
export const maxStackFrames = 50;

// A deploy replaces the hashed chunks a long-open tab still refers to; the reload that follows fixes it, nothing to report.
const chunkLoadPatterns: readonly RegExp[] = [
  /ChunkLoadError/,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /CSS_CHUNK_LOAD_FAILED/,
  /Unable to preload CSS/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

const extensionUrlPattern = /\b(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;
const extensionContextPattern = /extension context invalidated/i;
const firebasePattern = /^\s*(Uncaught\s+)?Firebase(Error)?\b/;

// Errors thrown by scripts the app does not own: cross-origin scripts (no details), in-app browsers and autofill hooks.
const thirdPartyScriptPatterns: readonly RegExp[] = [
  /^Script error\.?$/,
  /top\.GLOBALS/,
  /fb_xd_fixed/,
  /__gCrWeb/,
  /_AutofillCallbackHandler/,
  /instantSearchSDKJSBridgeClearHighlight/,
];

function originalError(hint?: EventHint): { message: string; stack: string } {
  const original = hint?.originalException;
  if (original instanceof Error) return { message: `${original.name}: ${original.message}`, stack: original.stack ?? '' };
  if (typeof original === 'string') return { message: original, stack: '' };
  return { message: '', stack: '' };
}

function frames(event: ErrorEvent): StackFrame[] {
  return (event.exception?.values ?? []).flatMap((exception) => exception.stacktrace?.frames ?? []);
}

/** The messages a report carries: its message, each exception as 'Type: value' and the thrown value itself. */
function messages(event: ErrorEvent, hint?: EventHint): string[] {
  const texts = (event.exception?.values ?? []).flatMap((exception) => [
    exception.type && exception.value ? `${exception.type}: ${exception.value}` : exception.value ?? exception.type ?? '',
    exception.value ?? '',
  ]);
  return [event.message ?? '', ...texts, originalError(hint).message].filter((text) => text !== '');
}

/** The stack as text: frame file names and the thrown error's own stack. */
function stackTexts(event: ErrorEvent, hint?: EventHint): string[] {
  const files = frames(event).flatMap((frame) => [frame.filename ?? '', frame.abs_path ?? '', frame.module ?? '']);
  return [...files, originalError(hint).stack].filter((text) => text !== '');
}

function isHttpClientEvent(event: ErrorEvent): boolean {
  return (event.exception?.values ?? []).some((exception) => exception.mechanism?.type?.startsWith('auto.http.client') ?? false);
}

/** Why an error report should not be sent, or null when it should. */
export function suppressionReason(event: ErrorEvent, hint?: EventHint): SuppressionReason | null {
  const texts = messages(event, hint);
  const stacks = stackTexts(event, hint);
  const any = (list: string[], patterns: readonly RegExp[]) => list.some((text) => patterns.some((pattern) => pattern.test(text)));

  if (any(texts, chunkLoadPatterns)) return 'chunk-load';
  if (any(texts, [extensionUrlPattern, extensionContextPattern]) || any(stacks, [extensionUrlPattern])) return 'browser-extension';
  if (any(texts, [firebasePattern]) || any(stacks, [firebasePattern])) return 'firebase';
  if (any(texts, thirdPartyScriptPatterns)) return 'third-party-script';
  // For failed-request reports the request URL is the failed request; elsewhere it is the page, which is never ignored.
  const requestUrl = isHttpClientEvent(event) ? event.request?.url : undefined;
  if ((requestUrl && isIgnoredUrl(requestUrl)) || texts.some(mentionsIgnoredUrl)) return 'ignored-host';
  return null;
}

/** Keeps only the innermost maxStackFrames frames of each exception (frames run outermost first). */
export function trimStackFrames(event: ErrorEvent, max = maxStackFrames): ErrorEvent {
  for (const exception of event.exception?.values ?? []) {
    const stack = exception.stacktrace?.frames;
    if (exception.stacktrace && stack && stack.length > max) exception.stacktrace.frames = stack.slice(-max);
  }
  return event;
}

/** beforeSend: drops suppressed reports and trims the rest. */
export function filterEvent(event: ErrorEvent, hint?: EventHint): ErrorEvent | null {
  return suppressionReason(event, hint) ? null : trimStackFrames(event);
}

/** beforeBreadcrumb: drops breadcrumbs of requests to cloud-storage and tracking-capture hosts. */
export function filterBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  const url: unknown = breadcrumb.data?.url;
  if (typeof url === 'string' && isIgnoredUrl(url)) return null;
  if (breadcrumb.message && mentionsIgnoredUrl(breadcrumb.message)) return null;
  return breadcrumb;
}
