import { AUTH_MESSAGES, signInRateLimitedText } from '@marketplace/contracts';
import type { RateLimitPolicy } from '../../core/rate-limit/rate-limit.decorator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const DAY = 24 * HOUR;

/**
 * How a client is known to an account for 90 days (renewed on each sign-in): the address it signed
 * up or signed in from, and the browser it did so in (its device cookie). Both are kept hashed with
 * the account's e-mail, so they are per account.
 */
const KNOWN_CLIENTS = {
  scope: 'sign-in',
  by: { address: ['body:email', 'ip'], device: ['body:email', 'device'] },
  ttlMs: 90 * DAY,
} as const;

/** The sign-in failures each counter allows per window. */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_FAILURES_PER_ADDRESS = 50;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;

/**
 * Sign-in, after OWASP's authentication advice: failed attempts count per account and address
 * (stops guessing one password from one place), per account and browser, per account from places
 * it does not know (stops guessing from many places) and per address (stops trying many accounts
 * from one place). The per-address count slows guessing, not owners: an address or a browser that
 * signed in to the account before is not held by it, nor by the per-account count, and its request
 * has its password checked as usual. A browser the account knows is not held by failures others
 * made on the account from the same address (an office behind one NAT); its own failures count
 * instead. A successful sign-in gives its hits back and remembers the address and the browser.
 * The 429 says how long to wait.
 */
export const SIGN_IN_LIMITS: RateLimitPolicy = {
  scope: 'sign-in',
  message: AUTH_MESSAGES.signInRateLimited,
  messageWithWait: signInRateLimitedText,
  rules: [
    {
      by: ['body:email', 'ip'],
      limit: SIGN_IN_FAILURES_PER_ACCOUNT,
      windowMs: SIGN_IN_WINDOW_MS,
      failuresOnly: true,
      exceptKnownBy: ['device'],
    },
    {
      by: ['body:email', 'device'],
      limit: SIGN_IN_FAILURES_PER_ACCOUNT,
      windowMs: SIGN_IN_WINDOW_MS,
      failuresOnly: true,
    },
    {
      by: 'body:email',
      limit: SIGN_IN_FAILURES_PER_ACCOUNT,
      windowMs: SIGN_IN_WINDOW_MS,
      failuresOnly: true,
      exceptKnownBy: ['address', 'device'],
    },
    {
      by: 'ip',
      limit: SIGN_IN_FAILURES_PER_ADDRESS,
      windowMs: SIGN_IN_WINDOW_MS,
      failuresOnly: true,
      exceptKnownBy: ['address', 'device'],
    },
  ],
  remember: KNOWN_CLIENTS,
};

/** Sign-up counts nothing, but the address and browser that created an account are known to it from then on. */
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
