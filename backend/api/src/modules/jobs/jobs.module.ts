import { Module } from '@nestjs/common';
import { JobsDemoSeeder } from './demo/jobs-demo.seeder';
import { JobFeedRepository } from './job-feed.repository';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

/** Jobs: postings, the public feed, moderation and renewals (later). */
@Module({
  controllers: [JobsController],
  providers: [JobsService, JobFeedRepository, JobsRepository, JobsDemoSeeder],
  exports: [JobsService, JobsDemoSeeder],
})
export class JobsModule {}
