import { Module } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository';
import { AccountsDemoSeeder } from './demo/accounts-demo.seeder';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

/** Accounts: users, roles, sessions (next issue) and the employers' companies. */
@Module({
  providers: [CompaniesRepository, UsersRepository, PasswordHasher, AccountsDemoSeeder],
  exports: [AccountsDemoSeeder],
})
export class AccountsModule {}
