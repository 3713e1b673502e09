import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './AppProviders';
import { onCaughtError } from './caught-errors';

/** Renders an app into the page's #root inside the app providers: the shell's and each standalone remote's entry. */
export function mountApp(app: ReactNode): void {
  createRoot(document.getElementById('root') as HTMLElement, { onCaughtError }).render(
    <StrictMode>
      <AppProviders>{app}</AppProviders>
    </StrictMode>,
  );
}
