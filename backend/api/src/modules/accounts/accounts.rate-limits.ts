import { AUTH_MESSAGES } from '@marketplace/contracts';
import type { RateLimitPolicy } from '../../core/rate-limit/rate-limit.decorator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sign-in: failed attempts per account (stops guessing one password) and per client address
 * (stops trying many accounts); a successful sign-in gives its hit back.
 */
export const SIGN_IN_LIMITS: RateLimitPolicy = {
  scope: 'sign-in',
  message: AUTH_MESSAGES.signInRateLimited,
  rules: [
    { by: 'body:email', limit: 5, windowMs: 15 * MINUTE, failuresOnly: true },
    { by: 'ip', limit: 50, windowMs: 15 * MINUTE, failuresOnly: true },
  ],
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

/** E-mail changes per session and per client address (the message contains 'rate limit', spec section 8). */
export const EMAIL_CHANGE_LIMITS: RateLimitPolicy = {
  scope: 'email-change',
  message: AUTH_MESSAGES.emailChangeRateLimited,
  rules: [
    { by: 'session', limit: 5, windowMs: HOUR },
    { by: 'ip', limit: 30, windowMs: HOUR },
  ],
};
