import { Module } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository';
import { AccountsDemoSeeder } from './demo/accounts-demo.seeder';

/** Accounts: users, roles, sessions (later) and the employers' companies. */
@Module({
  providers: [CompaniesRepository, AccountsDemoSeeder],
  exports: [AccountsDemoSeeder],
})
export class AccountsModule {}
