import { Injectable } from '@nestjs/common';
import { NO_MEMBERSHIP_PLAN } from '@marketplace/contracts';
import type { MembershipPeriod, MembershipPlans } from './membership-plans.port';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';

/** The MEMBERSHIP_PLANS port: a past-due, cancelled or in-flight subscription holds no plan. */
@Injectable()
export class MembershipPlansService implements MembershipPlans {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async planOf(seekerId: string): Promise<string> {
    return (await this.subscriptions.heldPlanOf(seekerId)) ?? NO_MEMBERSHIP_PLAN;
  }

  async periodOf(seekerId: string): Promise<MembershipPeriod | null> {
    const current = await this.subscriptions.currentOf(seekerId);
    if (!current || (current.status !== 'trialing' && current.status !== 'active')) return null;
    return {
      subscriptionId: current.id,
      planId: current.planId,
      periodStart: current.currentPeriodStart,
      periodEnd: current.currentPeriodEnd,
    };
  }
}
