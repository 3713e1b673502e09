import {
  DUNNING_RETRY_DAYS,
  dunningStep,
  formatBillingDate,
  SUBSCRIPTION_MESSAGES,
  validateChangePlan,
} from './billing';

describe('the dunning schedule', () => {
  it('retries 1, 3 and 7 days after the renewal date, then cancels', () => {
    expect(DUNNING_RETRY_DAYS).toEqual([1, 3, 7]);
    expect([1, 2, 3, 4].map((failures) => dunningStep(failures))).toEqual([
      { kind: 'retry', retry: 1, daysAfterRenewal: 1 },
      { kind: 'retry', retry: 2, daysAfterRenewal: 3 },
      { kind: 'retry', retry: 3, daysAfterRenewal: 7 },
      { kind: 'cancel' },
    ]);
    expect(dunningStep(9)).toEqual({ kind: 'cancel' });
  });

  it('follows another schedule given as data, and cancels at once without one', () => {
    expect(dunningStep(2, [2, 5])).toEqual({ kind: 'retry', retry: 2, daysAfterRenewal: 5 });
    expect(dunningStep(3, [2, 5])).toEqual({ kind: 'cancel' });
    expect(dunningStep(1, [])).toEqual({ kind: 'cancel' });
  });

  it('refuses a count that is not a whole number from 1', () => {
    for (const failures of [0, -1, 1.5, Number.NaN]) expect(() => dunningStep(failures)).toThrow(RangeError);
  });

  it('is frozen, so no caller can change it for everyone', () => {
    expect(Object.isFrozen(DUNNING_RETRY_DAYS)).toBe(true);
  });
});

describe('plan changes', () => {
  it('accept a plan of the catalogue only', () => {
    expect(validateChangePlan({ planId: 'vip-platinum' })).toEqual({});
    for (const planId of ['platinum', '', 7, undefined, null])
      expect(validateChangePlan({ planId })).toEqual({ planId: [SUBSCRIPTION_MESSAGES.unknownPlan] });
  });

  it('no longer say changing plans is unavailable', () => {
    expect(SUBSCRIPTION_MESSAGES.alreadySubscribed).not.toMatch(/not available/);
    expect(SUBSCRIPTION_MESSAGES.alreadySubscribed).toContain('Switch at renewal');
  });
});

describe('billing dates', () => {
  it('are written in UTC, long month first', () => {
    expect(formatBillingDate('2026-12-02T23:30:00.000Z')).toBe('December 2, 2026');
    expect(formatBillingDate(new Date('2027-01-01T00:00:00.000Z'))).toBe('January 1, 2027');
  });
});
