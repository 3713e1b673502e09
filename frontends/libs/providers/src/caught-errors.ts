import type { RootOptions } from 'react-dom/client';

type CaughtErrorHandler = NonNullable<RootOptions['onCaughtError']>;

let reporter: CaughtErrorHandler | null = null;

/**
 * Errors an error boundary caught never reach window.onerror; the error reporter, once loaded
 * (shell: error-reporting.ts), takes them from here. Unhandled errors reach it by themselves.
 */
export function reportCaughtErrorsTo(handler: CaughtErrorHandler | null): void {
  reporter = handler;
}

/** The root's onCaughtError: logs the error as React does by default, and hands it to the error reporter if one is loaded. */
export const onCaughtError: CaughtErrorHandler = (error, errorInfo) => {
  console.error(error);
  reporter?.(error, errorInfo);
};
