import type { ErrorReportingTarget } from '@marketplace/contracts';

/**
 * What the Content-Security-Policy must allow for the browser's error reports: the origin of
 * SENTRY_BROWSER_DSN, which the SDK posts its events to (nothing when the browser reports nothing).
 */
export function errorReportingConnectSrc(browser: ErrorReportingTarget | null): string[] {
  return browser ? [new URL(browser.dsn).origin] : [];
}
