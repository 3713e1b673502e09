export { type ErrorContext, ErrorReporter } from './error-reporter';
export { ErrorReportingModule } from './error-reporting.module';
export { errorReportingConnectSrc } from './browser-reporting';
export { sentryServerOptions, startErrorReporting } from './sentry';
