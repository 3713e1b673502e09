/**
 * What other modules read of a seeker's subscription: the plan they hold ('none' without one),
 * answered as membershipPlan on the applicant and talent profiles (any plan but 'none' shows the
 * 'Premium Member' badge), and the plan's current period (a platinum plan includes one critique
 * per period). Provided by billing's MembershipPlansModule, which needs nothing but the database,
 * so applications and talent import it without importing the rest of billing.
 */
export interface MembershipPlans {
  /** The id of the seeker's trialing or active plan, or NO_MEMBERSHIP_PLAN ('none'). */
  planOf(seekerId: string): Promise<string>;
  /** The seeker's trialing or active plan with its current period, or null without one. */
  periodOf(seekerId: string): Promise<MembershipPeriod | null>;
}

/** A held plan's current period: what a once-per-period allowance is counted against. */
export interface MembershipPeriod {
  subscriptionId: string;
  planId: string;
  periodStart: Date;
  periodEnd: Date;
}

export const MEMBERSHIP_PLANS = Symbol('MEMBERSHIP_PLANS');
