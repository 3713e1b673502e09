import { Module } from '@nestjs/common';
import { ResumesRepository } from '../resumes.repository';
import { ProfilesDemoRepository } from './profiles-demo.repository';
import { ProfilesDemoSeeder } from './profiles-demo.seeder';

/** The demo seekers' profiles and resumes of `npm start`: imported by the seed command only, never by the running app. */
@Module({
  providers: [ProfilesDemoRepository, ResumesRepository, ProfilesDemoSeeder],
  exports: [ProfilesDemoSeeder],
})
export class ProfilesDemoModule {}

export { ProfilesDemoSeeder, type ProfilesSeedResult } from './profiles-demo.seeder';
export { buildDemoResumes, type DemoResume, type DemoResumeOwner } from './demo-resumes';
