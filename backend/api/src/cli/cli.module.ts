import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../core/config/app-config';
import { ConfigModule } from '../core/config/config.module';
import { createLoggerModule } from '../core/logging/logging.module';
import { DatabaseModule } from '../infrastructure/database/database.module';
import { AccountsModule } from '../modules/accounts';
import { JobsModule } from '../modules/jobs';
import { DemoSeedService } from './demo-seed.service';

/** What the seed command needs: the database and the modules whose demo data it writes (no Redis). */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [ConfigModule.forRoot(config), createLoggerModule('cli'), DatabaseModule, AccountsModule, JobsModule],
      providers: [DemoSeedService],
      exports: [DemoSeedService],
    };
  }
}
