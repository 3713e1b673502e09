import { type ChargeKind, jobPackage, subscriptionPlan } from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import type { DemoSubscription } from './demo-subscriptions';

/** The card every demo payment was made with (Authorize.net's test Visa): the demo keeps no card on file. */
export const DEMO_CARD = { brand: 'Visa', last4: '1111' } as const;

/** The package the demo employer bought on top of the Gold Plus credits every demo company is given. */
export const DEMO_EMPLOYER_PURCHASE = 'featured-job-post';

/** A paid demo charge (stable id and key), with the package credits it bought if any. */
export interface DemoCharge {
  id: string;
  userId: string;
  subscriptionId: string | null;
  kind: ChargeKind;
  itemId: string;
  periodKey: string;
  amountCents: number;
  at: Date;
  /** The purchase's credits: for the company, under this grant id. */
  grant: { id: string; companyId: string } | null;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The first period of a paid demo subscription, paid when it was made (`createdAt`, the run that
 * made it). A trial is free, so it has none.
 */
export function subscriptionCharge(subscription: DemoSubscription, createdAt: Date): DemoCharge | null {
  const plan = subscriptionPlan(subscription.planId);
  if (!plan || plan.trialDays > 0 || subscription.status !== 'active') return null;
  return {
    id: stableUuid(`charge:${subscription.id}`),
    userId: subscription.userId,
    subscriptionId: subscription.id,
    kind: 'subscription',
    itemId: plan.id,
    periodKey: `demo:subscription:${subscription.id}`,
    amountCents: plan.price,
    at: createdAt,
    grant: null,
  };
}

/** The demo employer's purchase of DEMO_EMPLOYER_PURCHASE, a week before the seed. */
export function employerPurchase(employer: { userId: string; companyId: string }, now: Date): DemoCharge {
  const pkg = jobPackage(DEMO_EMPLOYER_PURCHASE);
  if (!pkg) throw new Error(`The demo purchase ${DEMO_EMPLOYER_PURCHASE} is not in the catalogue`);
  const grantId = stableUuid(`package-grant:${employer.companyId}:${pkg.id}`);
  return {
    id: stableUuid(`charge:${grantId}`),
    userId: employer.userId,
    subscriptionId: null,
    kind: 'package',
    itemId: pkg.id,
    periodKey: `demo:package:${grantId}`,
    amountCents: pkg.price,
    at: new Date(now.getTime() - 7 * DAY),
    grant: { id: grantId, companyId: employer.companyId },
  };
}
