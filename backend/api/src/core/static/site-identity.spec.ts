import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FAVICON_PATH, FAVICON_SVG, SITE_COLORS, webManifest } from './site-identity';

/** WCAG 2.x contrast ratio of two #rrggbb colours (the same formula as frontends/libs/ui/src/contrast.ts). */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const C = SITE_COLORS;

describe('site colours', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // The old public-page footer grey on white: 3.7:1, what axe flagged.
    expect(contrastRatio('#7b8794', '#ffffff')).toBeLessThan(4.5);
  });

  it.each([
    ['body text on the page', C.text, C.background],
    ['body text on surfaces', C.text, C.surface],
    ['muted text on the page', C.textMuted, C.background],
    ['links on the page', C.primary, C.background],
    ['links on surfaces', C.primary, C.surface],
    ['primary button text', C.onPrimary, C.primary],
    ['primary button hover text', C.onPrimary, C.primaryHover],
    ['footer text', C.footerText, C.footerBackground],
    ['footer links', C.footerLink, C.footerBackground],
    ['footer link hover', C.surface, C.footerBackground],
    ['footer badges', C.badgeText, C.badgeBackground],
    ['closed notice', C.noticeText, C.noticeBackground],
  ])('%s reaches 4.5:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("are the app's design tokens (frontends/libs/ui/src/theme.ts)", () => {
    const theme = readFileSync(path.resolve(__dirname, '../../../../../frontends/libs/ui/src/theme.ts'), 'utf8');
    const token = (name: string) => new RegExp(`\\b${name}: '(#[0-9a-f]{6})'`, 'i').exec(theme)?.[1];
    for (const name of [
      'text',
      'textMuted',
      'background',
      'surface',
      'border',
      'primary',
      'primaryHover',
      'onPrimary',
      'focus',
      'footerBackground',
      'footerText',
      'footerLink',
    ] as const) {
      expect({ name, colour: token(name) }).toEqual({ name, colour: C[name] });
    }
    expect(theme).toContain(`neutral: { fg: '${C.badgeText}', bg: '${C.badgeBackground}' }`);
    expect(theme).toContain(`warning: { fg: '${C.noticeText}', bg: '${C.noticeBackground}' }`);
  });
});

describe('favicon and manifest', () => {
  it('draws the favicon in the primary colour', () => {
    expect(FAVICON_SVG).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(FAVICON_SVG).toContain(`fill="${C.primary}"`);
  });

  it('names the app, its icon and theme colour in the manifest', () => {
    expect(webManifest()).toMatchObject({
      name: 'Nestwork',
      start_url: '/',
      display: 'standalone',
      theme_color: C.primary,
      icons: [{ src: FAVICON_PATH, type: 'image/svg+xml', sizes: 'any' }],
    });
  });
});
