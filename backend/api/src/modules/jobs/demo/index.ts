import { Module } from '@nestjs/common';
import { JobsDemoRepository } from './jobs-demo.repository';
import { JobsDemoSeeder } from './jobs-demo.seeder';

/** The demo postings of `npm start`: imported by the seed command only, never by the running app. */
@Module({ providers: [JobsDemoRepository, JobsDemoSeeder], exports: [JobsDemoSeeder] })
export class JobsDemoModule {}

export { type DemoListedJob, JobsDemoSeeder, type JobsSeedResult } from './jobs-demo.seeder';
