import { Module } from '@nestjs/common';
import { ChargesRepository } from '../charges/charges.repository';
import { ConciergeRepository } from '../concierge/concierge.repository';
import { PackagesRepository } from '../packages/packages.repository';
import { PackagesDemoSeeder } from '../packages/packages-demo.seeder';
import { ReceiptsRepository } from '../receipts/receipts.repository';
import { BillingDemoRepository } from './billing-demo.repository';
import { BillingDemoSeeder } from './billing-demo.seeder';

/** The demo seekers' subscriptions, the demo companies' job posts, the demo payments and the demo concierge job of `npm start`: imported by the seed command only, never by the running app. */
@Module({
  providers: [
    BillingDemoRepository,
    BillingDemoSeeder,
    ChargesRepository,
    ConciergeRepository,
    ReceiptsRepository,
    PackagesRepository,
    PackagesDemoSeeder,
  ],
  exports: [BillingDemoSeeder, PackagesDemoSeeder],
})
export class BillingDemoModule {}

export { BillingDemoSeeder, type BillingSeedResult, type DemoConciergeJob } from './billing-demo.seeder';
export { PackagesDemoSeeder } from '../packages/packages-demo.seeder';
export { buildDemoSubscriptions, type DemoSubscription } from './demo-subscriptions';
