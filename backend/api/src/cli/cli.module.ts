import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { createLoggerModule } from '../core/logging/logging.module';
import { AppDatabaseModule } from '../database';
import { ClockModule } from '../core/clock/clock';
import { AccountsDataModule } from '../modules/accounts';
import { AccountsDemoModule } from '../modules/accounts/demo';
import { BillingDemoModule } from '../modules/billing/demo';
import { JobsDemoModule } from '../modules/jobs/demo';
import { ProfilesDemoModule } from '../modules/profiles/demo';
import { DemoSeedService } from './demo-seed.service';

/** What the seed command needs: the database and the modules whose demo data it writes (no Redis). */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [
        ConfigModule.forRoot(config),
        createLoggerModule('cli'),
        ClockModule,
        AppDatabaseModule,
        AccountsDemoModule,
        JobsDemoModule,
        ProfilesDemoModule,
        BillingDemoModule,
      ],
      providers: [DemoSeedService],
      exports: [DemoSeedService],
    };
  }
}

/** What `admin:create` needs: the database and the accounts data (no Redis, no queues). */
@Module({})
export class AdminCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AdminCliModule,
      imports: [
        ConfigModule.forRoot(config),
        createLoggerModule('cli'),
        ClockModule,
        AppDatabaseModule,
        AccountsDataModule,
      ],
      exports: [AccountsDataModule],
    };
  }
}
