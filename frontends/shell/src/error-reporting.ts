// Loaded after the page (see bootstrap.tsx), so the first load never pays for it: the browser's
// error reporter (Sentry), which runs only where the server says so: in the production and staging
// release stages, with SENTRY_BROWSER_DSN set (GET /api/site-config). The SDK itself is fetched
// only then.
import type { BrowserOptions } from '@sentry/react';
import { api } from '@marketplace/api-client';
import { type ErrorReportingTarget, type SiteSettings, scrubErrorEvent } from '@marketplace/contracts';
import { reportCaughtErrorsTo } from '@marketplace/providers';

/** Default integrations left out: release-health sessions (a report for every page view). */
const LEFT_OUT_INTEGRATIONS = new Set(['BrowserSession']);

/** Errors only (no tracing, no replays, no sessions), no personal data: every event is scrubbed before it leaves. */
export function browserSentryOptions(target: ErrorReportingTarget): BrowserOptions {
  return {
    dsn: target.dsn,
    environment: target.environment,
    sendDefaultPii: false,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT_INTEGRATIONS.has(integration.name)),
    beforeSend: (event) => scrubErrorEvent(event),
  };
}

/** Starts the error reporter when the server names a target; resolves whether it did. */
export async function startErrorReporting(): Promise<boolean> {
  const { errorReporting } = await api.get<SiteSettings>('/api/site-config');
  if (!errorReporting) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init(browserSentryOptions(errorReporting));
  // What error boundaries caught (a page that failed to render) is reported too.
  reportCaughtErrorsTo(Sentry.reactErrorHandler());
  return true;
}
