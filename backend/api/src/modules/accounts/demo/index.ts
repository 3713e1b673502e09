import { Module } from '@nestjs/common';
import { AccountsDataModule } from '../accounts.module';
import { AccountsDemoSeeder } from './accounts-demo.seeder';

/** The demo companies and sign-ins of `npm start`: imported by the seed command only, never by the running app. */
@Module({ imports: [AccountsDataModule], providers: [AccountsDemoSeeder], exports: [AccountsDemoSeeder] })
export class AccountsDemoModule {}

export { AccountsDemoSeeder, type AccountsSeedResult, type DemoSeekerAccount } from './accounts-demo.seeder';
