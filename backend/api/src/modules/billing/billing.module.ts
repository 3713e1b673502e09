import { Module } from '@nestjs/common';

/** Payment methods, seeker plans and employer job-posting packages. Not built yet: the module holds its place in the app. */
@Module({})
export class BillingModule {}
