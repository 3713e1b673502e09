export { JobsModule } from './jobs.module';
export { JobsService } from './jobs.service';
export { JobsDemoSeeder, type JobsSeedResult } from './demo/jobs-demo.seeder';
