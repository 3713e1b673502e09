import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../core/config/app-config';
import { ConfigModule } from '../core/config/config.module';
import { createLoggerModule } from '../core/logging/logging.module';
import { DatabaseModule } from '../infrastructure/database/database.module';
import { ClockModule } from '../core/clock/clock';
import { AccountsDataModule } from '../modules/accounts';
import { JobsModule } from '../modules/jobs';
import { DemoSeedService } from './demo-seed.service';

/** What the seed command needs: the database and the modules whose demo data it writes (no Redis). */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [ConfigModule.forRoot(config), createLoggerModule('cli'), ClockModule, DatabaseModule, AccountsDataModule, JobsModule],
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
      imports: [ConfigModule.forRoot(config), createLoggerModule('cli'), ClockModule, DatabaseModule, AccountsDataModule],
      exports: [AccountsDataModule],
    };
  }
}
