import * as Sentry from '@sentry/nestjs';
import { type ErrorReportingTarget, scrubErrorEvent } from '@marketplace/contracts';

/** Default integrations left out: release-health sessions (data the reports do not need). */
const LEFT_OUT_INTEGRATIONS = new Set(['ProcessSession']);

/**
 * The Sentry client of the API and the worker: errors only (no tracing, no sessions), no personal
 * data (no default PII, request bodies never read, every event scrubbed before it leaves).
 */
export function sentryServerOptions(target: ErrorReportingTarget): Sentry.NodeOptions {
  return {
    dsn: target.dsn,
    environment: target.environment,
    sendDefaultPii: false,
    includeLocalVariables: false,
    // The built API is CommonJS and nothing is traced: no ESM loader hooks are needed.
    registerEsmLoaderHooks: false,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !LEFT_OUT_INTEGRATIONS.has(integration.name)),
      // Replaces the default one (same name): request bodies are never read, requests are not sessions.
      Sentry.httpIntegration({ maxIncomingRequestBodySize: 'none', trackIncomingRequestsAsSessions: false }),
      // An unhandled rejection still ends the process, as it does without Sentry; it is reported first.
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
    ],
    beforeSend: (event) => scrubErrorEvent(event),
  };
}

/**
 * Starts the error reporter when the config names a target (production or staging, with
 * SENTRY_DSN); otherwise nothing is sent, ever. Called by instrument.ts before Nest loads.
 */
export function startErrorReporting(target: ErrorReportingTarget | null): boolean {
  if (!target) return false;
  Sentry.init(sentryServerOptions(target));
  return true;
}
