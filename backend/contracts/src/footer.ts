/** Footer texts every page shows. Support e-mail and phone come from server config. */
export const FOOTER_TEXT = {
  tagline: 'Empowering remote work since 2007',
  families: '1269+ families supported',
  remoteFirst: 'We are a remote-first team.',
  soc2: 'SOC 2',
  gdpr: 'GDPR',
  copyright: (year: number) => `© ${year} Nestwork. All rights reserved.`,
} as const;

/** `GET /api/site-config` answer: public, non-secret settings the browser needs. */
export interface SiteConfig {
  supportEmail: string;
  supportPhone: string;
}
