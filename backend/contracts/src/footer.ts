import type { ErrorReportingTarget } from './error-reporting';

/** Footer texts every page shows. Support e-mail and phone come from server config. */
export const FOOTER_TEXT = {
  tagline: 'Empowering remote work since 2007',
  families: '1269+ families supported',
  remoteFirst: 'We are a remote-first team.',
  soc2: 'SOC 2',
  gdpr: 'GDPR',
  copyright: (year: number) => `© ${year} Nestwork. All rights reserved.`,
} as const;

/** The support contacts of `GET /api/site-config` (the footer and the server-rendered pages show them). */
export interface SiteConfig {
  supportEmail: string;
  supportPhone: string;
}

/** `GET /api/site-config` answer: public, non-secret settings the browser needs. */
export interface SiteSettings extends SiteConfig {
  /** Where the browser reports its errors: null outside production and staging, or without SENTRY_BROWSER_DSN. */
  errorReporting: ErrorReportingTarget | null;
}
