/** The error-reporting environments of SPEC.md section 5, spelled exactly so (NETLIFY is upper case). */
export const errorReportingEnvironments = ['production', 'local', 'none', 'NETLIFY', 'beta', 'dev'] as const;

export type ErrorReportingEnvironment = (typeof errorReportingEnvironments)[number];

export const defaultErrorReportingEnvironment: ErrorReportingEnvironment = 'production';

/** The configured environment; production when none is set; any other value is a configuration mistake and throws. */
export function parseErrorReportingEnvironment(value: string | null | undefined): ErrorReportingEnvironment {
  if (value === undefined || value === null || value === '') return defaultErrorReportingEnvironment;
  if ((errorReportingEnvironments as readonly string[]).includes(value)) return value as ErrorReportingEnvironment;
  throw new Error(
    `The error-reporting environment setting "${value}" is not valid; use one of: ${errorReportingEnvironments.join(', ')}`,
  );
}
