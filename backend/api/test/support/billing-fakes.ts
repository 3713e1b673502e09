import { NO_MEMBERSHIP_PLAN } from '@marketplace/contracts';
import type { MembershipPeriod, MembershipPlans } from '../../src/modules/billing';

/** The MEMBERSHIP_PLANS port in memory: the plan each seeker holds, 'none' for anyone not set. */
export class FakeMembershipPlans implements MembershipPlans {
  readonly plans = new Map<string, string>();

  constructor(held: Record<string, string> = {}) {
    for (const [userId, planId] of Object.entries(held)) this.plans.set(userId, planId);
  }

  /** Plan periods the test set (none by default). */
  readonly periods = new Map<string, MembershipPeriod>();

  async planOf(seekerId: string): Promise<string> {
    return this.plans.get(seekerId) ?? NO_MEMBERSHIP_PLAN;
  }

  async periodOf(seekerId: string): Promise<MembershipPeriod | null> {
    return this.periods.get(seekerId) ?? null;
  }
}
