/** Jobs of the accounts queue (processed by worker.ts). */
export const ACCOUNT_JOBS = {
  /** Look up the address and, if it has an account, send a reset link: off the request path, so response time tells nothing. */
  passwordResetRequest: 'password-reset-request',
  /** Daily: delete long-ended sessions and expired link tokens. */
  purge: 'purge',
} as const;

export interface PasswordResetRequestJob {
  email: string;
}

export const ACCOUNTS_PURGE_SCHEDULER_ID = 'accounts-purge';
export const ACCOUNTS_PURGE_EVERY_MS = 24 * 3_600_000;
