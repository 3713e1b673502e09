import { ACCESS_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { defineDomainError } from '../../core/errors/domain-error';

/** Refusals of sign-up, sign-in, roles, account settings and company profiles. */
export const AccountsError = defineDomainError('AccountsError', {
  invalidCredentials: {
    code: 'ACCOUNTS_INVALID_CREDENTIALS',
    kind: 'unauthorized',
    message: AUTH_MESSAGES.invalidCredentials,
  },
  emailTaken: { code: 'ACCOUNTS_EMAIL_TAKEN', kind: 'conflict', message: AUTH_MESSAGES.emailTaken },
  roleAlreadyChosen: {
    code: 'ACCOUNTS_ROLE_ALREADY_CHOSEN',
    kind: 'conflict',
    message: AUTH_MESSAGES.roleAlreadyChosen,
  },
  adminsOnly: { code: 'ACCOUNTS_ADMINS_ONLY', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  wrongRole: { code: 'ACCOUNTS_WRONG_ROLE', kind: 'forbidden', message: GENERIC_MESSAGES.forbidden },
  reverificationRequired: {
    code: 'ACCOUNTS_REVERIFICATION_REQUIRED',
    kind: 'forbidden',
    message: AUTH_MESSAGES.reverificationRequired,
  },
  lastAdmin: { code: 'ACCOUNTS_LAST_ADMIN', kind: 'conflict', message: ACCESS_MESSAGES.lastAdmin },
  accountMissing: { code: 'ACCOUNTS_ACCOUNT_MISSING', kind: 'notFound' },
  companyMissing: { code: 'ACCOUNTS_COMPANY_MISSING', kind: 'notFound' },
  logoMissing: { code: 'ACCOUNTS_LOGO_MISSING', kind: 'notFound' },
});
