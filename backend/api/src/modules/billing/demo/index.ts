import { Module } from '@nestjs/common';
import { BillingDemoRepository } from './billing-demo.repository';
import { BillingDemoSeeder } from './billing-demo.seeder';
import { PackagesRepository } from '../packages/packages.repository';
import { PackagesDemoSeeder } from '../packages/packages-demo.seeder';

/** The demo seekers' subscriptions and the demo companies' job posts of `npm start`: imported by the seed command only, never by the running app. */
@Module({
  providers: [BillingDemoRepository, BillingDemoSeeder, PackagesRepository, PackagesDemoSeeder],
  exports: [BillingDemoSeeder, PackagesDemoSeeder],
})
export class BillingDemoModule {}

export { BillingDemoSeeder, type BillingSeedResult } from './billing-demo.seeder';
export { PackagesDemoSeeder } from '../packages/packages-demo.seeder';
export { buildDemoSubscriptions, type DemoSubscription } from './demo-subscriptions';
