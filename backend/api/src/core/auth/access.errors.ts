import { ACCESS_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../errors/domain-error';

/**
 * Refusals of the access layer (CSRF, authentication, the route's policy, impersonation headers,
 * rate limits). A route's own sign-in message and a limit's own message are given when raised.
 */
export const AccessError = defineDomainError('AccessError', {
  signInRequired: { code: 'ACCESS_SIGN_IN_REQUIRED', kind: 'unauthorized', message: GENERIC_MESSAGES.unauthorized },
  forbidden: { code: 'ACCESS_FORBIDDEN', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  noPolicy: { code: 'ACCESS_NO_POLICY', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  csrfRejected: { code: 'ACCESS_CSRF_REJECTED', kind: 'forbidden', message: AUTH_MESSAGES.csrfRejected },
  impersonationRejected: {
    code: 'ACCESS_IMPERSONATION_REJECTED',
    kind: 'forbidden',
    message: AUTH_MESSAGES.impersonationHeadersRejected,
  },
  notWhileImpersonating: {
    code: 'ACCESS_NOT_WHILE_IMPERSONATING',
    kind: 'forbidden',
    message: ACCESS_MESSAGES.notWhileImpersonating,
  },
  rateLimited: { code: 'ACCESS_RATE_LIMITED', kind: 'rateLimited', message: 'Too many requests' },
});
