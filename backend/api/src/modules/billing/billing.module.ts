import { Module } from '@nestjs/common';

/** Payment methods, seeker plans and employer job-posting packages (spec section 9). Built in a later issue; the module holds its place in the app now. */
@Module({})
export class BillingModule {}
