import { useEffect } from 'react';
import { api, type ApiError } from '@marketplace/api-client';
import { SESSION_MESSAGES } from '@marketplace/contracts';
import { useToast } from '@marketplace/ui';

/** The server's origin check refused the request: the page is open at an address it does not accept. */
export function isCsrfRejection(error: ApiError): boolean {
  return error.status === 403 && error.error === SESSION_MESSAGES.csrfRejected;
}

/**
 * Says on screen what to do when the server refuses a request from this page's address. Every
 * form's request fails the same way then, and many forms show only their own "failed" text, so
 * one notice for all of them stays until dismissed (one at a time).
 */
export function CsrfRejectionNotice() {
  const toast = useToast();
  useEffect(() => {
    let shown: number | null = null;
    return api.registerErrorListener((error) => {
      if (!isCsrfRejection(error)) return;
      if (shown !== null) toast.dismiss(shown);
      shown = toast.show(SESSION_MESSAGES.csrfRejected, {
        tone: 'error',
        description: SESSION_MESSAGES.csrfRejectedHint,
        durationMs: Infinity,
      });
    });
  }, [toast]);
  return null;
}
