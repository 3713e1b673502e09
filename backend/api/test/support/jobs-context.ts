import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../../src/core/config/app-config';
import { ConfigModule } from '../../src/core/config/config.module';
import { DatabaseModule } from '../../src/infrastructure/database/database.module';
import { JobsModule } from '../../src/modules/jobs';

/** The jobs module on the test database, without HTTP or Redis. */
export async function createJobsContext(config: AppConfig): Promise<INestApplicationContext> {
  @Module({ imports: [ConfigModule.forRoot(config), DatabaseModule, JobsModule] })
  class JobsTestModule {}
  return NestFactory.createApplicationContext(JobsTestModule, { logger: false, abortOnError: false });
}
