/**
 * What the browser's session and request handling needs on every page, apart from auth.ts so that
 * every page's first load carries only this, not every accounts shape and text.
 */

/** Headers every request carries while an admin impersonates, naming the impersonated user and the admin. */
export const IMPERSONATION_HEADERS = {
  userId: 'x-impersonated-user-id',
  userRole: 'x-impersonated-user-role',
  adminId: 'x-admin-id',
} as const;

/**
 * The auth texts the session compares with or shows: the server's refusals of a request (CSRF,
 * impersonation) and the impersonation failures. AUTH_MESSAGES and ACCOUNT_SCREEN_MESSAGES name
 * them too.
 */
export const SESSION_MESSAGES = {
  csrfRejected: 'Cross-site request blocked',
  /** Shown under csrfRejected in the browser: what the person can do about it. */
  csrfRejectedHint:
    'This page is open at an address the site does not accept. Open the site at its own address (the one in its e-mails) and try again.',
  impersonationNotActive: 'No active impersonation session for this user',
  impersonationHeadersRejected: 'Impersonation headers do not match an active impersonation session',
  impersonationStartFailed: 'Failed to start impersonation',
  impersonationStopFailed: 'Failed to stop impersonation',
} as const;
