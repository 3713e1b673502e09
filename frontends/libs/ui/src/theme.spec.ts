import { contrastRatio } from './contrast';
import { theme } from './theme';

const { colors } = theme;

describe('theme contrast (WCAG AA)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each([
    ['body text on the page', colors.text, colors.background],
    ['body text on surfaces', colors.text, colors.surface],
    ['muted text on the page', colors.textMuted, colors.background],
    ['muted text on surfaces', colors.textMuted, colors.surface],
    ['links on surfaces', colors.primary, colors.surface],
    ['primary button text', colors.onPrimary, colors.primary],
    ['primary button hover text', colors.onPrimary, colors.primaryHover],
    ['error text', colors.danger, colors.surface],
    ['error text on the error surface', colors.danger, colors.dangerSurface],
    ['footer text', colors.footerText, colors.footerBackground],
    ['footer links', colors.footerLink, colors.footerBackground],
    ...Object.entries(colors.badges).map(([tone, { fg, bg }]) => [`${tone} badge`, fg, bg] as [string, string, string]),
  ])('%s reaches 4.5:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['focus ring on surfaces', colors.focus, colors.surface],
    ['focus ring on the page', colors.focus, colors.background],
    ['control borders', colors.controlBorder, colors.surface],
  ])('%s reaches 3:1', (_pair, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
