import type { ErrorReportingConfig } from './init.js';

/** The element the server puts in the page when ERROR_REPORTING_DSN is set (apps/server web/page-policy.ts). */
export const errorReportingMetaName = 'taskhub:error-reporting';

/** The reporting settings the server gave the page, or null when it gave none (reporting off, or Vite's dev server). */
export function errorReportingConfigOf(doc: Document = document): ErrorReportingConfig | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${errorReportingMetaName}"]`);
  if (!meta) return null;
  return {
    dsn: meta.dataset.dsn ?? null,
    environment: meta.dataset.environment ?? null,
    release: meta.dataset.release || undefined,
  };
}
