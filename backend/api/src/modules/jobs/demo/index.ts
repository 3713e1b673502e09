import { Module } from '@nestjs/common';
import { JobsRepository } from '../jobs.repository';
import { JobsDemoSeeder } from './jobs-demo.seeder';

/** The demo postings of `npm start`: imported by the seed command only, never by the running app. */
@Module({ providers: [JobsRepository, JobsDemoSeeder], exports: [JobsDemoSeeder] })
export class JobsDemoModule {}

export { JobsDemoSeeder, type JobsSeedResult } from './jobs-demo.seeder';
