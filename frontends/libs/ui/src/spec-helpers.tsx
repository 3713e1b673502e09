// Test-only helpers for this lib's own specs. (@marketplace/testing builds on this lib, so the
// specs here cannot use it without a dependency cycle.)
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from './UiProvider';

export function renderWithUi(ui: ReactElement) {
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: ({ children }) => <UiProvider>{children}</UiProvider> }), user };
}
