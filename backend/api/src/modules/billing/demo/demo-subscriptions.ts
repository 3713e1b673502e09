import { type SubscriptionPlanId, subscriptionPlan } from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';
import { addDays } from '../subscriptions/subscriptions.mapper';

/** A demo seeker's subscription: started at the seed, for one period of its plan. */
export interface DemoSubscription {
  id: string;
  userId: string;
  planId: SubscriptionPlanId;
  status: 'trialing' | 'active';
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Which demo seeker holds which plan, by their place in the demo seekers' list: the demo sign-in
 * (seeker@demo.local, first) is on Gold, so it can apply and keep 3 resume versions; the second
 * (olivia.martinez@demo.local) and others hold none, to show the way to the plans. Past the
 * listed ones every third seeker is on Gold. 'none' is no subscription at all.
 */
const PLAN_BY_PLACE: ReadonlyArray<SubscriptionPlanId | 'none'> = [
  'gold',
  'none',
  'vip-platinum',
  'trial',
  'none',
  'annual-platinum',
];

function planAt(index: number): SubscriptionPlanId | 'none' {
  return PLAN_BY_PLACE[index] ?? (index % 3 === 0 ? 'gold' : 'none');
}

/**
 * The demo seekers' subscriptions, without a charge row (the demo holds no cards): the trial as a
 * free trial of its 3 days, the others as a paid period of the plan's duration from `now`.
 */
export function buildDemoSubscriptions(seekerIds: readonly string[], now: Date): DemoSubscription[] {
  return seekerIds.flatMap((userId, index): DemoSubscription[] => {
    const planId = planAt(index);
    const plan = planId === 'none' ? undefined : subscriptionPlan(planId);
    if (!plan) return [];
    const trial = plan.trialDays > 0;
    return [
      {
        id: stableUuid(`subscription:${userId}`),
        userId,
        planId: plan.id,
        status: trial ? 'trialing' : 'active',
        periodStart: now,
        periodEnd: addDays(now, trial ? plan.trialDays : plan.duration),
      },
    ];
  });
}
