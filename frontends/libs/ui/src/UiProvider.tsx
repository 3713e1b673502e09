import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';
import { ToastProvider } from './Toast';

/** Theme, global style and toasts: everything visual an app root needs. */
export function UiProvider({ children, toastDurationMs }: { children: ReactNode; toastDurationMs?: number }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider defaultDurationMs={toastDurationMs}>{children}</ToastProvider>
    </ThemeProvider>
  );
}
