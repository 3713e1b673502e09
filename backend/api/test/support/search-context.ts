import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '../../src/config/app-config';
import { ConfigModule } from '../../src/config/config.module';
import { AppDatabaseModule } from '../../src/database';
import { JobSearchRepository } from '../../src/modules/jobs/search/job-search.repository';
import {
  DEFAULT_JOB_SEARCH_TUNING,
  JOB_SEARCH_TUNING,
  type JobSearchTuning,
} from '../../src/modules/jobs/search/job-search-tuning';
import { JobSearchService } from '../../src/modules/jobs/search/job-search.service';
import { JobSearchCountCache } from '../../src/modules/jobs/search/job-search-count.cache';
import { ClockModule } from '../../src/core/clock/clock';
import { RedisModule } from '../../src/infrastructure/redis/redis.module';
import { JobSearchStatistics } from '../../src/modules/jobs/search/job-search.statistics';

/**
 * Job search alone on the test database (as JobsModule provides it), so its suites do not depend on
 * what the rest of the jobs module needs. `tuning` overrides when pages are collected or walked.
 */
export async function createJobSearchContext(
  config: AppConfig,
  tuning: Partial<JobSearchTuning> = {},
): Promise<INestApplicationContext> {
  @Module({
    imports: [ConfigModule.forRoot(config), AppDatabaseModule, RedisModule, ClockModule],
    providers: [
      JobSearchService,
      JobSearchRepository,
      JobSearchStatistics,
      JobSearchCountCache,
      { provide: JOB_SEARCH_TUNING, useValue: { ...DEFAULT_JOB_SEARCH_TUNING, ...tuning } },
    ],
  })
  class JobSearchTestModule {}
  return NestFactory.createApplicationContext(JobSearchTestModule, { logger: false, abortOnError: false });
}
