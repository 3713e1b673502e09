import { NO_MEMBERSHIP_PLAN } from '@marketplace/contracts';
import type { MembershipPlans } from '../../src/modules/billing';

/** The MEMBERSHIP_PLANS port in memory: the plan each seeker holds, 'none' for anyone not set. */
export class FakeMembershipPlans implements MembershipPlans {
  readonly plans = new Map<string, string>();

  constructor(held: Record<string, string> = {}) {
    for (const [userId, planId] of Object.entries(held)) this.plans.set(userId, planId);
  }

  async planOf(seekerId: string): Promise<string> {
    return this.plans.get(seekerId) ?? NO_MEMBERSHIP_PLAN;
  }
}
