// What the app imports: no SDK code (sdk.ts is its own chunk, loaded by startErrorReporting).
export { reportError, startErrorReporting } from './start.js';
export { ErrorBoundary } from './ErrorBoundary.js';
