/**
 * What the site looks like outside the React app: the colours the server-rendered pages use, the
 * favicon and the web app manifest. The colours are the app's design tokens
 * (frontends/libs/ui/src/theme.ts), repeated here because the API cannot import the frontends;
 * site-identity.spec.ts checks that they are the same and that text pairs reach WCAG AA (4.5:1).
 */

export const SITE_NAME = 'Nestwork';

/** The server pages' palette: one place, used by the public job pages, the favicon and the manifest. */
export const SITE_COLORS = {
  text: '#1b1f2a',
  textMuted: '#4b5565',
  background: '#f6f7fb',
  surface: '#ffffff',
  border: '#d0d5dd',
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  focus: '#1d4ed8',
  footerBackground: '#111827',
  footerText: '#e5e7eb',
  footerLink: '#bfdbfe',
  badgeText: '#374151',
  badgeBackground: '#f1f3f6',
  noticeText: '#854d0e',
  noticeBackground: '#fef9c3',
} as const;

export const FAVICON_PATH = '/favicon.svg';
export const MANIFEST_PATH = '/manifest.webmanifest';
export const FAVICON_CONTENT_TYPE = 'image/svg+xml';
/** The manifest's registered media type (W3C Web App Manifest). */
export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';
/** Icons and the manifest change with a deploy at most; a day of caching is plenty. */
export const SITE_ASSET_CACHE = 'public, max-age=86400';

/** A rounded square in the primary colour with a white "N": readable at 16 px, no text to load. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${SITE_COLORS.primary}"/>
<path d="M18 48V16h7l14 20V16h7v32h-7L25 28v20z" fill="${SITE_COLORS.onPrimary}"/>
</svg>
`;

/** The web app manifest: name, icons and colours for "add to home screen" and the browser UI. */
export function webManifest(): Record<string, unknown> {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: 'Nestwork connects parents with employers offering flexible and remote work.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: SITE_COLORS.primary,
    background_color: SITE_COLORS.background,
    icons: [{ src: FAVICON_PATH, sizes: 'any', type: FAVICON_CONTENT_TYPE, purpose: 'any' }],
  };
}
