import { AUTH_MESSAGES, signedOutOthersText, signInRateLimitedText, waitInMinutes } from './auth';

describe('waitInMinutes', () => {
  it('rounds up to whole minutes, never below one', () => {
    expect(waitInMinutes(0)).toBe('1 minute');
    expect(waitInMinutes(1_000)).toBe('1 minute');
    expect(waitInMinutes(60_000)).toBe('1 minute');
    expect(waitInMinutes(60_001)).toBe('2 minutes');
    expect(waitInMinutes(11 * 60_000 + 1)).toBe('12 minutes');
    expect(waitInMinutes(15 * 60_000)).toBe('15 minutes');
  });
});

describe('signInRateLimitedText', () => {
  it("keeps the sign-in message's words and says how long to wait", () => {
    expect(signInRateLimitedText(11.5 * 60_000)).toBe(
      'Too many sign-in attempts. Please wait 12 minutes and try again.',
    );
    expect(signInRateLimitedText(20_000)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(AUTH_MESSAGES.signInRateLimited).toContain('a few minutes');
  });
});

describe('signedOutOthersText', () => {
  it('says how many other devices were signed out', () => {
    expect(signedOutOthersText(0)).toBe('No other devices were signed in. This device stays signed in.');
    expect(signedOutOthersText(1)).toBe('Signed out of 1 other device. This device stays signed in.');
    expect(signedOutOthersText(3)).toBe('Signed out of 3 other devices. This device stays signed in.');
  });
});
