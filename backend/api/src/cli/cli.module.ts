import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { createLoggerModule } from '../core/logging/logging.module';
import { AppDatabaseModule } from '../database';
import { ClockModule } from '../core/clock/clock';
import { AccountsDataModule } from '../modules/accounts';
import { StorageModule } from '../infrastructure/storage/storage.module';
import { AccountsDemoModule } from '../modules/accounts/demo';
import { ApplicationsDemoModule } from '../modules/applications/demo';
import { BillingDemoModule } from '../modules/billing/demo';
import { ChatDemoModule } from '../modules/chat/demo';
import { CritiquesDemoModule } from '../modules/critiques/demo';
import { InterviewsDemoModule } from '../modules/interviews/demo';
import { JobsDemoModule } from '../modules/jobs/demo';
import { ProfilesDemoModule } from '../modules/profiles/demo';
import { TalentDemoModule } from '../modules/talent/demo';
import { UploadsDemoModule } from '../modules/uploads/demo';
import { DemoSeedService } from './demo-seed.service';

/**
 * What the seed command needs: the database, the object storage (the demo resumes are files; the
 * bucket is set up at boot as the app does) and the modules whose demo data it writes (no Redis).
 */
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
        StorageModule,
        AccountsDemoModule,
        JobsDemoModule,
        ProfilesDemoModule,
        BillingDemoModule,
        UploadsDemoModule,
        ApplicationsDemoModule,
        InterviewsDemoModule,
        TalentDemoModule,
        ChatDemoModule,
        CritiquesDemoModule,
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
