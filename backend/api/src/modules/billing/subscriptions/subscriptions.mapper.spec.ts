import { invoiceNumberOf } from '../gateway-calls';
import { addDays, subscriptionPeriodKey, toSeekerSubscription } from './subscriptions.mapper';
import type { SubscriptionRecord } from './subscriptions.repository';

const START = new Date('2026-11-26T10:00:00.000Z');

describe('subscriptions mapper', () => {
  it('adds whole days for a period or a trial', () => {
    expect(addDays(START, 3).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(addDays(START, 60).toISOString()).toBe('2027-01-25T10:00:00.000Z');
  });

  it('keys a period charge by the subscription and the period start, and names the invoice in 20 characters', () => {
    expect(subscriptionPeriodKey('3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b', START)).toBe(
      '3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b/2026-11-26T10:00:00.000Z',
    );
    expect(invoiceNumberOf('3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b')).toBe('3f9a2c1e8d4b4e6f9a1b');
  });

  it('answers a subscription with its plan name and ISO dates', () => {
    const record: SubscriptionRecord & { status: 'active' } = {
      id: 'sub-1',
      userId: 'user-1',
      planId: 'gold',
      status: 'active',
      currentPeriodStart: START,
      currentPeriodEnd: addDays(START, 60),
      cancelAtPeriodEnd: true,
      pendingPlanId: null,
      createdAt: START,
      updatedAt: START,
    };
    expect(toSeekerSubscription(record)).toEqual({
      id: 'sub-1',
      planId: 'gold',
      planName: 'Gold Mom Professional',
      status: 'active',
      currentPeriodStart: '2026-11-26T10:00:00.000Z',
      currentPeriodEnd: '2027-01-25T10:00:00.000Z',
      cancelAtPeriodEnd: true,
      pendingPlanId: null,
    });
  });
});
