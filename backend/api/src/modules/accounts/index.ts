export { AccountsDataModule, AccountsModule, AccountsWorkerModule } from './accounts.module';
export { AccountsDemoSeeder, type AccountsSeedResult } from './demo/accounts-demo.seeder';
export { AdminAccountsService, AdminCreationError } from './admin/admin-accounts.service';
export type { CompanyRecord } from './companies.repository';
export { UserDirectory, toActorUser } from './user-directory';
export type { UserRecord } from './users.repository';
export { SessionService } from './sessions/session.service';
export { ACCOUNT_EVENTS, type AccountDeleted, type UserSignedOut } from './accounts.events';
