import { subscriptionPlan } from '@marketplace/contracts';
import {
  afterFailedAttempt,
  type RenewalSubject,
  renewalAction,
  renewalAttemptKey,
  renewedPeriod,
} from './renewal-schedule';

const SUB = '3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b';
const START = new Date('2026-11-26T10:00:00.000Z');
const at = (iso: string) => new Date(iso);

function subject(fields: Partial<RenewalSubject> = {}): RenewalSubject {
  return {
    id: SUB,
    planId: 'gold',
    pendingPlanId: null,
    status: 'active',
    currentPeriodEnd: at('2027-01-25T10:00:00.000Z'),
    cancelAtPeriodEnd: false,
    renewalFailures: 0,
    retryAt: null,
    userDeleted: false,
    ...fields,
  };
}

describe('renewal dates', () => {
  it("charge a trial when its 3 free days end, for a first period of the trial plan's duration from then", () => {
    const trialEnd = at('2026-11-29T10:00:00.000Z');
    const trial = subject({ planId: 'trial', status: 'trialing', currentPeriodEnd: trialEnd });
    expect(renewalAction(trial, at('2026-11-29T09:59:59.999Z'))).toEqual({ kind: 'wait' });
    const action = renewalAction(trial, trialEnd);
    expect(action).toMatchObject({
      kind: 'charge',
      renewalDate: trialEnd,
      attemptAt: trialEnd,
      attempt: 0,
      periodKey: `${SUB}/2026-11-29T10:00:00.000Z`,
    });
    expect(action.kind === 'charge' && action.plan.id).toBe('trial');
    const period = renewedPeriod(subscriptionPlan('trial')!, trialEnd);
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual([
      '2026-11-29T10:00:00.000Z',
      '2027-01-01T10:00:00.000Z',
    ]);
  });

  it('renew a paid plan at its period end for its duration, late passes included', () => {
    const gold = subject({ currentPeriodEnd: at('2027-01-25T10:00:00.000Z') });
    const action = renewalAction(gold, at('2027-01-25T10:14:00.000Z'));
    expect(action).toMatchObject({ kind: 'charge', attemptAt: at('2027-01-25T10:00:00.000Z'), attempt: 0 });
    const period = renewedPeriod(subscriptionPlan('annual-platinum')!, at('2027-01-25T10:00:00.000Z'));
    expect(period.end.toISOString()).toBe('2028-01-25T10:00:00.000Z');
    expect(renewedPeriod(subscriptionPlan('vip-platinum')!, START).end.toISOString()).toBe('2027-02-24T10:00:00.000Z');
  });

  it('charge the pending plan of a plan change at the renewal', () => {
    const action = renewalAction(subject({ pendingPlanId: 'vip-platinum' }), at('2027-02-01T00:00:00.000Z'));
    expect(action.kind === 'charge' && [action.plan.id, action.plan.price]).toEqual(['vip-platinum', 7999]);
  });

  it('end without a charge when cancelled at period end, when the account is gone, or the plan left the catalogue', () => {
    const due = at('2027-01-25T10:00:00.000Z');
    expect(renewalAction(subject({ cancelAtPeriodEnd: true }), due)).toEqual({
      kind: 'end',
      reason: 'cancel-at-period-end',
    });
    expect(renewalAction(subject({ cancelAtPeriodEnd: true, status: 'trialing' }), due)).toEqual({
      kind: 'end',
      reason: 'cancel-at-period-end',
    });
    expect(renewalAction(subject({ userDeleted: true }), due)).toEqual({ kind: 'end', reason: 'account-deleted' });
    expect(renewalAction(subject({ planId: 'platinum-2019' }), due)).toEqual({ kind: 'end', reason: 'unknown-plan' });
    // Not before the period ends, though.
    expect(renewalAction(subject({ cancelAtPeriodEnd: true }), at('2027-01-25T09:00:00.000Z'))).toEqual({
      kind: 'wait',
    });
  });

  it('leave cancelled and in-flight subscriptions alone', () => {
    const long = at('2030-01-01T00:00:00.000Z');
    expect(renewalAction(subject({ status: 'cancelled' }), long)).toEqual({ kind: 'wait' });
    expect(renewalAction(subject({ status: 'incomplete' }), long)).toEqual({ kind: 'wait' });
  });
});

describe('dunning', () => {
  const renewal = at('2027-01-25T10:00:00.000Z');

  it('retries 1, 3 and 7 days after the renewal date, then cancels', () => {
    expect(afterFailedAttempt(renewal, 0)).toEqual({
      status: 'past_due',
      renewalFailures: 1,
      retryAt: at('2027-01-26T10:00:00.000Z'),
      retry: 1,
    });
    expect(afterFailedAttempt(renewal, 1)).toEqual({
      status: 'past_due',
      renewalFailures: 2,
      retryAt: at('2027-01-28T10:00:00.000Z'),
      retry: 2,
    });
    expect(afterFailedAttempt(renewal, 2)).toEqual({
      status: 'past_due',
      renewalFailures: 3,
      retryAt: at('2027-02-01T10:00:00.000Z'),
      retry: 3,
    });
    expect(afterFailedAttempt(renewal, 3)).toEqual({ status: 'cancelled', renewalFailures: 4, retryAt: null });
  });

  it('charges a past_due subscription when its retry comes, under the retry’s own key, keeping the renewal date', () => {
    const pastDue = subject({
      status: 'past_due',
      currentPeriodEnd: renewal,
      renewalFailures: 2,
      retryAt: at('2027-01-28T10:00:00.000Z'),
    });
    expect(renewalAction(pastDue, at('2027-01-28T09:00:00.000Z'))).toEqual({ kind: 'wait' });
    expect(renewalAction(pastDue, at('2027-01-28T10:05:00.000Z'))).toMatchObject({
      kind: 'charge',
      renewalDate: renewal,
      attemptAt: at('2027-01-28T10:00:00.000Z'),
      attempt: 2,
      periodKey: `${SUB}/2027-01-25T10:00:00.000Z/retry-2`,
    });
    // A retry that succeeds starts the new period on its own date.
    expect(renewedPeriod(subscriptionPlan('gold')!, at('2027-01-28T10:00:00.000Z')).end.toISOString()).toBe(
      '2027-03-29T10:00:00.000Z',
    );
    // A seeker who cancels while past due is not charged again.
    expect(renewalAction({ ...pastDue, cancelAtPeriodEnd: true }, at('2027-01-28T10:05:00.000Z'))).toEqual({
      kind: 'end',
      reason: 'cancel-at-period-end',
    });
  });

  it('keys every attempt apart, within the 80 characters of a charge key', () => {
    const keys = [0, 1, 2, 3].map((attempt) => renewalAttemptKey(SUB, renewal, attempt));
    expect(new Set(keys).size).toBe(4);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThanOrEqual(80);
  });
});
