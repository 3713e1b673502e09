import { Injectable } from '@nestjs/common';
import { NO_MEMBERSHIP_PLAN } from '@marketplace/contracts';
import type { MembershipPlans } from './membership-plans.port';
import { SubscriptionsRepository } from './subscriptions/subscriptions.repository';

/** The MEMBERSHIP_PLANS port: a past-due, cancelled or in-flight subscription holds no plan. */
@Injectable()
export class MembershipPlansService implements MembershipPlans {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async planOf(seekerId: string): Promise<string> {
    return (await this.subscriptions.heldPlanOf(seekerId)) ?? NO_MEMBERSHIP_PLAN;
  }
}
