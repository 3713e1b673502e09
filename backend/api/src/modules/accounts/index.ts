export { AccountsModule } from './accounts.module';
export { AccountsDemoSeeder, type AccountsSeedResult } from './demo/accounts-demo.seeder';
export type { CompanyRecord } from './companies.repository';
