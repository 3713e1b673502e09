import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { AppDatabaseModule } from '../../src/database';
import { RedisModule } from '../../src/infrastructure/redis/redis.module';
import { JobsModule } from '../../src/modules/jobs';

/**
 * The jobs module on the test database, without HTTP (its jobs-queue producer connects to the test
 * Redis).
 */
export async function createJobsContext(config: AppConfig): Promise<INestApplicationContext> {
  @Module({
    imports: [ConfigModule.forRoot(config), AppDatabaseModule, RedisModule, JobsModule],
  })
  class JobsTestModule {}
  return NestFactory.createApplicationContext(JobsTestModule, { logger: false, abortOnError: false });
}
