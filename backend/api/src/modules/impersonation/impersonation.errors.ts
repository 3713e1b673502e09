import { ACCESS_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of impersonation and its audit log. */
export const ImpersonationError = defineDomainError('ImpersonationError', {
  adminsOnly: { code: 'IMPERSONATION_ADMINS_ONLY', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  targetMissing: {
    code: 'IMPERSONATION_TARGET_MISSING',
    kind: 'notFound',
    message: AUTH_MESSAGES.impersonationTargetMissing,
  },
  targetIsAdmin: {
    code: 'IMPERSONATION_TARGET_IS_ADMIN',
    kind: 'forbidden',
    message: AUTH_MESSAGES.impersonateAdminForbidden,
  },
  targetHasNoRole: {
    code: 'IMPERSONATION_TARGET_HAS_NO_ROLE',
    kind: 'invalid',
    message: ACCESS_MESSAGES.impersonationTargetNoRole,
  },
});
