import { signInRateLimitedText } from '@marketplace/contracts';
import { EMAIL_CHANGE_LIMITS, PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS, SIGN_UP_MEMORY } from './accounts.rate-limits';

describe('the accounts rate limits', () => {
  it('exempt only the known clients the memory can name', () => {
    for (const policy of [SIGN_IN_LIMITS, SIGN_UP_MEMORY, PASSWORD_RESET_LIMITS, EMAIL_CHANGE_LIMITS]) {
      const ways = Object.keys(policy.remember?.by ?? {});
      for (const rule of policy.rules) for (const name of rule.exceptKnownBy ?? []) expect(ways).toContain(name);
    }
    // Sign-up and sign-in remember into the same sets.
    expect(SIGN_UP_MEMORY.remember).toBe(SIGN_IN_LIMITS.remember);
  });

  it('let a known address or browser past the per-address and per-account counts, never past its own', () => {
    const rule = (by: unknown) =>
      SIGN_IN_LIMITS.rules.find((candidate) => JSON.stringify(candidate.by) === JSON.stringify(by));
    expect(rule('ip')).toMatchObject({ limit: 50, windowMs: 15 * 60_000, exceptKnownBy: ['address', 'device'] });
    expect(rule('body:email')).toMatchObject({ limit: 5, exceptKnownBy: ['address', 'device'] });
    // Failures on the account from one address hold an address the account knows (it may be shared) ...
    expect(rule(['body:email', 'ip'])).toMatchObject({ limit: 5, exceptKnownBy: ['device'] });
    // ... and a browser's failures on the account hold that browser, known or not.
    expect(rule(['body:email', 'device'])).toMatchObject({ limit: 5 });
    expect(rule(['body:email', 'device'])?.exceptKnownBy).toBeUndefined();
    for (const counted of SIGN_IN_LIMITS.rules) expect(counted.failuresOnly).toBe(true);
  });

  it('say how long to wait on sign-in', () => {
    expect(SIGN_IN_LIMITS.messageWithWait?.(12 * 60_000)).toBe(signInRateLimitedText(12 * 60_000));
    expect(SIGN_IN_LIMITS.messageWithWait?.(12 * 60_000)).toBe(
      'Too many sign-in attempts. Please wait 12 minutes and try again.',
    );
  });
});
