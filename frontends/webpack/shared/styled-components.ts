/**
 * The part of styled-components the frontends use, provided to every container as the
 * `styled-components` strict singleton (one style sheet and theme context for shell and remotes).
 * Module federation cannot tree-shake a shared module, and sharing the whole package would also
 * ship its server rendering, createTheme and withTheme code to every visitor.
 *
 * Frontend code keeps importing from 'styled-components'; TypeScript resolves that name to this
 * file, so using a value not listed here fails the type-check. Add it here when a page needs it.
 */
export { default, ThemeProvider, createGlobalStyle, css, keyframes, useTheme } from 'styled-components-complete';
export type * from 'styled-components-complete';
