import { Injectable } from '@nestjs/common';
import { BillingDemoRepository } from './billing-demo.repository';
import { buildDemoSubscriptions } from './demo-subscriptions';

export interface BillingSeedResult {
  subscriptionsCreated: number;
}

/**
 * Demo data owned by billing: the demo seekers' subscriptions (buildDemoSubscriptions says who
 * holds which plan). A seeker who ever had a subscription is left as they are.
 */
@Injectable()
export class BillingDemoSeeder {
  constructor(private readonly subscriptions: BillingDemoRepository) {}

  async seed(seekerIds: readonly string[], now: Date = new Date()): Promise<BillingSeedResult> {
    let created = 0;
    for (const subscription of buildDemoSubscriptions(seekerIds, now))
      if (await this.subscriptions.insertIfNeverSubscribed(subscription, now)) created += 1;
    return { subscriptionsCreated: created };
  }
}
