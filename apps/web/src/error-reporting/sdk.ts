// The reporting SDK's chunk: start.ts imports it only when the page names a DSN, so the sign-in page's JavaScript
// does not carry it otherwise.
export { captureException } from '@sentry/react';
export { initErrorReporting } from './init.js';
