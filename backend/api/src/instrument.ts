// Imported first by main.ts and worker.ts, before NestJS and the libraries the error reporter
// instruments are loaded (the @sentry/nestjs way). Sentry starts only in the production and
// staging release stages, and only with SENTRY_DSN set; otherwise this does nothing.
import { loadConfigOrExit } from './config/app-config';
import { startErrorReporting } from './core/error-reporting/sentry';

startErrorReporting(loadConfigOrExit().errorReporting.server);
