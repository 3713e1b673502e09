/**
 * Design tokens. Every text/background pair used by the primitives meets WCAG AA (4.5:1 for text,
 * 3:1 for focus rings and control borders); the ratios are checked in theme.spec.ts.
 */
export const theme = {
  colors: {
    text: '#1b1f2a',
    textMuted: '#4b5565',
    background: '#f6f7fb',
    surface: '#ffffff',
    border: '#d0d5dd',
    controlBorder: '#6b7280',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    focus: '#1d4ed8',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    footerBackground: '#111827',
    footerText: '#e5e7eb',
    footerLink: '#bfdbfe',
    skeleton: '#e4e7ec',
    skeletonHighlight: '#f2f4f7',
    badges: {
      neutral: { fg: '#374151', bg: '#f1f3f6' },
      info: { fg: '#1e3a8a', bg: '#dbeafe' },
      accent: { fg: '#6b21a8', bg: '#f3e8ff' },
      success: { fg: '#166534', bg: '#dcfce7' },
      warning: { fg: '#854d0e', bg: '#fef9c3' },
      danger: { fg: '#b42318', bg: '#fef3f2' },
    },
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    dialog: '0 20px 24px -4px rgba(16, 24, 40, 0.18), 0 8px 8px -4px rgba(16, 24, 40, 0.08)',
  },
  zIndices: { dialog: 1000, toast: 1100, skipLink: 1200 },
  layout: { maxWidth: '1120px' },
  // Below 768 px the header menu and the job filters collapse behind a toggle.
  media: { narrow: '(max-width: 767.98px)' },
} as const;

export type Theme = typeof theme;
export type BadgeTone = keyof Theme['colors']['badges'];

// The package itself ('styled-components' names the shared subset, see frontends/webpack/shared).
declare module 'styled-components-complete' {
  // Typed `props.theme` everywhere styled-components is used.
  // Module augmentation needs an interface, even an empty one.
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
