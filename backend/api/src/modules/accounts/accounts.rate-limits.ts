import { AUTH_MESSAGES } from '@marketplace/contracts';
import type { RateLimitPolicy } from '../../core/rate-limit/rate-limit.decorator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const DAY = 24 * HOUR;

/** An address that signed up or signed in to an account is known to it for 90 days (renewed on each sign-in). */
const KNOWN_CLIENTS = { scope: 'sign-in', by: ['body:email', 'ip'], ttlMs: 90 * DAY } as const;

/**
 * Sign-in, after OWASP's authentication advice: failed attempts count per account and address
 * (stops guessing one password from one place), per account from addresses it does not know
 * (stops guessing from many places) and per address (stops trying many accounts). An address that
 * signed in to the account before is not held by the per-account count, so failures from elsewhere
 * cannot keep the owner out. A successful sign-in gives its hits back and remembers the address.
 */
export const SIGN_IN_LIMITS: RateLimitPolicy = {
  scope: 'sign-in',
  message: AUTH_MESSAGES.signInRateLimited,
  rules: [
    { by: ['body:email', 'ip'], limit: 5, windowMs: 15 * MINUTE, failuresOnly: true },
    { by: 'body:email', limit: 5, windowMs: 15 * MINUTE, failuresOnly: true, exceptRemembered: true },
    { by: 'ip', limit: 50, windowMs: 15 * MINUTE, failuresOnly: true },
  ],
  remember: KNOWN_CLIENTS,
};

/** Sign-up counts nothing, but the address that created an account is known to it from then on. */
export const SIGN_UP_MEMORY: RateLimitPolicy = {
  scope: 'sign-up',
  message: AUTH_MESSAGES.signInRateLimited,
  rules: [],
  remember: KNOWN_CLIENTS,
};

/** Reset e-mails: a few per address (no mailbox flooding) and per client address. */
export const PASSWORD_RESET_LIMITS: RateLimitPolicy = {
  scope: 'password-reset',
  message: AUTH_MESSAGES.resetRateLimited,
  rules: [
    { by: 'body:email', limit: 3, windowMs: HOUR },
    { by: 'ip', limit: 20, windowMs: HOUR },
  ],
};

/** E-mail changes per session and per client address (the message contains 'rate limit', which the change-email card matches on). */
export const EMAIL_CHANGE_LIMITS: RateLimitPolicy = {
  scope: 'email-change',
  message: AUTH_MESSAGES.emailChangeRateLimited,
  rules: [
    { by: 'session', limit: 5, windowMs: HOUR },
    { by: 'ip', limit: 30, windowMs: HOUR },
  ],
};
