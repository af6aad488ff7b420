import { parseErrorReportingEnvironment } from '@taskhub/domain';
import { errorReportingConfigOf } from './page-config.js';
// A type only: the SDK's code stays in its own chunk, loaded below.
import type * as SdkModule from './sdk.js';

type Sdk = typeof SdkModule;

interface Pending {
  error: unknown;
  componentStack?: string;
}

/** Errors kept while the SDK's chunk loads; as many as the reporter's own request buffer (SPEC.md section 9). */
const maxPending = 30;

let sdk: Sdk | null = null;
let pending: Pending[] | null = null;

const keep = (item: Pending) => {
  if (pending && pending.length < maxPending) pending.push(item);
};
const onError = (event: ErrorEvent) => keep({ error: event.error ?? event.message });
const onRejection = (event: PromiseRejectionEvent) => keep({ error: event.reason });

function send(sdkModule: Sdk, { error, componentStack }: Pending) {
  sdkModule.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined);
}

/**
 * Starts error reporting when the page names a DSN (the server's ERROR_REPORTING_* settings): the environment is
 * checked at once (a wrong one throws, SPEC.md section 5), then the SDK's chunk loads and takes over. Errors of the
 * page in the meantime are kept and sent once it is there, through the same suppression filters (SPEC.md section 8).
 * Without a DSN nothing loads and nothing leaves the browser.
 */
export async function startErrorReporting(doc: Document = document): Promise<void> {
  const config = errorReportingConfigOf(doc);
  if (!config) return;
  parseErrorReportingEnvironment(config.environment);
  if (!config.dsn?.trim()) return;
  pending = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    const loaded = await import('./sdk.js');
    loaded.initErrorReporting(config);
    sdk = loaded;
  } catch (error) {
    pending = null;
    throw error;
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  const early = pending ?? [];
  pending = null;
  for (const item of early) send(sdk, item);
}

/** Reports an error the app caught itself (a render error caught by the error boundary); nothing when reporting is off. */
export function reportError(error: unknown, componentStack?: string): void {
  if (sdk) send(sdk, { error, componentStack });
  else keep({ error, componentStack });
}
