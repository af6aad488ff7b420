import type { Breadcrumb, ErrorEvent, EventHint, StackFrame } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { filterBreadcrumb, filterEvent, maxStackFrames, type SuppressionReason, suppressionReason, trimStackFrames } from './filters.js';

const appFrame: StackFrame = { filename: 'https://taskhub.example/assets/index-abc.js', function: 'save', lineno: 1 };

function exceptionEvent(type: string, value: string, frames: StackFrame[] = [appFrame], mechanism?: string): ErrorEvent {
  return {
    type: undefined,
    exception: { values: [{ type, value, stacktrace: { frames }, ...(mechanism ? { mechanism: { type: mechanism, handled: false } } : {}) }] },
  };
}

const messageEvent = (message: string): ErrorEvent => ({ type: undefined, message });

describe('suppressionReason', () => {
  it.each<[string, ErrorEvent, EventHint | undefined, SuppressionReason | null]>([
    ['a chunk-load failure', exceptionEvent('ChunkLoadError', 'Loading chunk 42 failed.'), undefined, 'chunk-load'],
    ['a CSS chunk failure', exceptionEvent('Error', 'Loading CSS chunk settings failed.'), undefined, 'chunk-load'],
    ['a Vite CSS preload failure', exceptionEvent('Error', 'Unable to preload CSS for /assets/de-1a2b.css'), undefined, 'chunk-load'],
    ['a failed dynamic import (Chrome)', exceptionEvent('TypeError', 'Failed to fetch dynamically imported module: https://taskhub.example/assets/de.js'), undefined, 'chunk-load'],
    ['a failed dynamic import (Firefox)', exceptionEvent('TypeError', 'error loading dynamically imported module'), undefined, 'chunk-load'],
    ['a failed dynamic import (Safari)', exceptionEvent('TypeError', 'Importing a module script failed.'), undefined, 'chunk-load'],
    ['a Chrome extension frame', exceptionEvent('TypeError', 'x is undefined', [appFrame, { filename: 'chrome-extension://abcdef/content.js' }]), undefined, 'browser-extension'],
    ['a Firefox extension frame', exceptionEvent('TypeError', 'x is undefined', [{ abs_path: 'moz-extension://1234/inject.js' }]), undefined, 'browser-extension'],
    ['a Safari extension in the message', messageEvent('Error in safari-extension://com.example/script.js'), undefined, 'browser-extension'],
    ['an invalidated extension context', exceptionEvent('Error', 'Extension context invalidated.'), undefined, 'browser-extension'],
    ['an extension only in the original stack', exceptionEvent('Error', 'boom', []), { originalException: Object.assign(new Error('boom'), { stack: 'Error: boom\n    at chrome-extension://abc/x.js:1:1' }) }, 'browser-extension'],
    ['a Firebase error type', exceptionEvent('FirebaseError', 'Missing or insufficient permissions.'), undefined, 'firebase'],
    ['a Firebase message', messageEvent('Firebase: Error (auth/network-request-failed).'), undefined, 'firebase'],
    ['a stack that starts with a Firebase error', exceptionEvent('Error', 'x', []), { originalException: Object.assign(new Error('x'), { stack: 'FirebaseError: quota\n    at a.js:1' }) }, 'firebase'],
    ['a cross-origin script error', messageEvent('Script error.'), undefined, 'third-party-script'],
    ['an iOS Chrome bridge error', exceptionEvent('ReferenceError', "Can't find variable: __gCrWeb"), undefined, 'third-party-script'],
    ['a failed-request report that carries no URL', exceptionEvent('Error', 'HTTP Client Error with status code: 403', [], 'auto.http.client.fetch'), undefined, null],
    ['a message naming a cloud-storage URL', exceptionEvent('Error', 'GET https://files.s3.amazonaws.com/a.png 403'), undefined, 'ignored-host'],
    ['a message naming a tracking URL', messageEvent('Failed to load https://static.hotjar.com/c/hotjar-1.js'), undefined, 'ignored-host'],
    ['an application error', exceptionEvent('TypeError', "Cannot read properties of undefined (reading 'title')"), undefined, null],
    ['an application message', messageEvent('Sync failed: 500'), undefined, null],
    ['an error that mentions Firebase later on', messageEvent('Could not reach Firebase: offline'), undefined, null],
    ['a failed request to the app server', exceptionEvent('Error', 'HTTP Client Error with status code: 500', [], 'auto.http.client.fetch'), undefined, null],
  ])('%s', (_case, event, hint, expected) => {
    expect(suppressionReason(event, hint)).toBe(expected);
  });

  it('uses the request URL of a failed-request report, not of other reports (where it is the page)', () => {
    const failed = { ...exceptionEvent('Error', 'HTTP Client Error with status code: 403', [], 'auto.http.client.xhr'), request: { url: 'https://a.blob.core.windows.net/f' } };
    const pageOnStorage = { ...exceptionEvent('TypeError', 'x is undefined'), request: { url: 'https://a.blob.core.windows.net/index.html' } };
    expect(suppressionReason(failed)).toBe('ignored-host');
    expect(suppressionReason(pageOnStorage)).toBeNull();
  });
});

describe('trimStackFrames', () => {
  it(`keeps the innermost ${maxStackFrames} frames`, () => {
    const frames = Array.from({ length: 80 }, (_, index) => ({ filename: 'app.js', lineno: index }));
    const trimmed = trimStackFrames(exceptionEvent('RangeError', 'Maximum call stack size exceeded', frames));
    const kept = trimmed.exception!.values![0]!.stacktrace!.frames!;
    expect(kept).toHaveLength(50);
    expect(kept[0]!.lineno).toBe(30);
    expect(kept[49]!.lineno).toBe(79);
  });

  it('leaves short stacks and events without exceptions alone', () => {
    expect(trimStackFrames(exceptionEvent('Error', 'x')).exception!.values![0]!.stacktrace!.frames).toEqual([appFrame]);
    expect(trimStackFrames(messageEvent('hello'))).toEqual(messageEvent('hello'));
  });
});

describe('filterEvent (beforeSend)', () => {
  it('drops suppressed reports and sends the others trimmed', () => {
    expect(filterEvent(exceptionEvent('ChunkLoadError', 'Loading chunk 7 failed.'))).toBeNull();
    const long = Array.from({ length: 60 }, () => appFrame);
    expect(filterEvent(exceptionEvent('Error', 'real bug', long))!.exception!.values![0]!.stacktrace!.frames).toHaveLength(50);
  });
});

describe('filterBreadcrumb (beforeBreadcrumb)', () => {
  it.each<[string, Breadcrumb, boolean]>([
    ['a fetch to cloud storage', { category: 'fetch', data: { method: 'GET', url: 'https://storage.googleapis.com/b/f.png', status_code: 403 } }, false],
    ['an XHR to Azure blobs', { category: 'xhr', data: { method: 'PUT', url: 'https://acct.blob.core.windows.net/c/f' } }, false],
    ['a fetch to a tracking host', { category: 'fetch', data: { url: 'https://in.hotjar.com/api/v2/client' } }, false],
    ['a console message naming a tracking URL', { category: 'console', message: 'POST https://rs.fullstory.com/rec/bundle 429' }, false],
    ['a fetch to the app server', { category: 'fetch', data: { method: 'POST', url: '/api/v11/me/sync' } }, true],
    ['a click', { category: 'ui.click', message: 'button.save' }, true],
  ])('%s is kept: %s', (_case, breadcrumb, kept) => {
    expect(filterBreadcrumb(breadcrumb)).toBe(kept ? breadcrumb : null);
  });
});
