import { type BrowserOptions, init } from '@sentry/react';
import { type ErrorReportingEnvironment, parseErrorReportingEnvironment } from '@taskhub/domain';
import { filterBreadcrumb, filterEvent } from './filters.js';
import { errorReportingTags, type ErrorReportingTags } from './tags.js';

export interface ErrorReportingConfig {
  /** The reporting service's DSN; without one nothing is initialised and nothing leaves the browser. */
  dsn?: string | null;
  /** One of the environments of SPEC.md section 5; production when absent. */
  environment?: string | null;
  release?: string;
  /** Which app window this is; 'main' in a browser tab. */
  appWindow?: string;
}

/** The reporter's options of SPEC.md section 9. The 60 s rate-limit backoff and keepalive for bodies ≤ 64 KiB are the SDK's own defaults. */
export function errorReportingOptions(
  dsn: string,
  environment: ErrorReportingEnvironment,
  tags: ErrorReportingTags,
  release?: string,
): BrowserOptions {
  return {
    dsn,
    environment,
    release,
    maxBreadcrumbs: 100,
    normalizeDepth: 3,
    maxValueLength: 250,
    transportOptions: { bufferSize: 30 },
    initialScope: { tags },
    beforeSend: filterEvent,
    beforeBreadcrumb: filterBreadcrumb,
  };
}

/**
 * Starts error reporting when a DSN is configured and answers its client; answers undefined (reporting off) otherwise.
 * An environment outside the allowed list throws even without a DSN, so a wrong setting shows up at once.
 */
export function initErrorReporting(config: ErrorReportingConfig): ReturnType<typeof init> {
  const environment = parseErrorReportingEnvironment(config.environment);
  const dsn = config.dsn?.trim();
  if (!dsn) return undefined;
  const tags = errorReportingTags(navigator.userAgent, config.appWindow);
  return init(errorReportingOptions(dsn, environment, tags, config.release));
}
