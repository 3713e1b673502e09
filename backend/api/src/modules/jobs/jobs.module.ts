import { Module } from '@nestjs/common';
import { JobsDemoSeeder } from './demo/jobs-demo.seeder';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { JobSearchRepository } from './search/job-search.repository';
import { JobSearchService } from './search/job-search.service';

/** Jobs: postings, the public feed and search, moderation and renewals (later). */
@Module({
  controllers: [JobsController],
  providers: [JobsService, JobSearchService, JobSearchRepository, JobsRepository, JobsDemoSeeder],
  exports: [JobsService, JobsDemoSeeder],
})
export class JobsModule {}
