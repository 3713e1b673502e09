import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { AppDatabaseModule } from '../../src/database';
import { RedisModule } from '../../src/infrastructure/redis/redis.module';
import { ApplicationStatusesModule } from '../../src/modules/applications';
import { ListingCreditsModule } from '../../src/modules/billing';
import { JobsModule } from '../../src/modules/jobs';

/**
 * The jobs module on the test database, without HTTP (its jobs-queue producer connects to the test
 * Redis), with the application statuses its job cards read (a port the applications module provides)
 * and the package credits its postings spend (a port of billing's).
 */
export async function createJobsContext(config: AppConfig): Promise<INestApplicationContext> {
  @Module({
    imports: [
      ConfigModule.forRoot(config),
      AppDatabaseModule,
      RedisModule,
      ApplicationStatusesModule,
      ListingCreditsModule,
      JobsModule,
    ],
  })
  class JobsTestModule {}
  return NestFactory.createApplicationContext(JobsTestModule, { logger: false, abortOnError: false });
}
