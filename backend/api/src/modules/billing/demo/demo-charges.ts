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
const HOUR = 60 * 60 * 1000;

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
  return packagePurchase(employer, DEMO_EMPLOYER_PURCHASE, new Date(now.getTime() - 7 * DAY));
}

/** The concierge package the demo employer listed one job with (its admin concierge and chat). */
export const DEMO_CONCIERGE_PACKAGE = 'concierge-lite';

/** The demo employer's purchase of DEMO_CONCIERGE_PACKAGE, an hour before the job it paid for went live. */
export function conciergePurchase(employer: { userId: string; companyId: string }, jobPostedAt: Date): DemoCharge {
  return packagePurchase(employer, DEMO_CONCIERGE_PACKAGE, new Date(jobPostedAt.getTime() - HOUR));
}

/** A package bought by the employer for their company at `at` (one of each package: the key names it). */
function packagePurchase(employer: { userId: string; companyId: string }, packageId: string, at: Date): DemoCharge {
  const pkg = jobPackage(packageId);
  if (!pkg) throw new Error(`The demo purchase ${packageId} is not in the catalogue`);
  const grantId = stableUuid(`package-grant:${employer.companyId}:${pkg.id}`);
  return {
    id: stableUuid(`charge:${grantId}`),
    userId: employer.userId,
    subscriptionId: null,
    kind: 'package',
    itemId: pkg.id,
    periodKey: `demo:package:${grantId}`,
    amountCents: pkg.price,
    at,
    grant: { id: grantId, companyId: employer.companyId },
  };
}
