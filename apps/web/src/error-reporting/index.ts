export { initErrorReporting, errorReportingOptions, type ErrorReportingConfig } from './init.js';
export { errorReportingEnvironments, parseErrorReportingEnvironment, type ErrorReportingEnvironment } from './environment.js';
export { filterBreadcrumb, filterEvent, suppressionReason, type SuppressionReason } from './filters.js';
