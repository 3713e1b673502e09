import { Module } from '@nestjs/common';
import { ProfilesDemoRepository } from './profiles-demo.repository';
import { ProfilesDemoSeeder } from './profiles-demo.seeder';

/** The demo seekers' profiles of `npm start`: imported by the seed command only, never by the running app. */
@Module({ providers: [ProfilesDemoRepository, ProfilesDemoSeeder], exports: [ProfilesDemoSeeder] })
export class ProfilesDemoModule {}

export { ProfilesDemoSeeder, type ProfilesSeedResult } from './profiles-demo.seeder';
