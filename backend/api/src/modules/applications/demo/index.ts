import { Module } from '@nestjs/common';
import { ApplicationsDemoRepository } from './applications-demo.repository';
import { ApplicationsDemoSeeder } from './applications-demo.seeder';

/** The demo market's applications (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [ApplicationsDemoRepository, ApplicationsDemoSeeder], exports: [ApplicationsDemoSeeder] })
export class ApplicationsDemoModule {}

export { ApplicationsDemoSeeder } from './applications-demo.seeder';
export { buildDemoApplications, type DemoApplication, demoApplicationPairs } from './demo-applications';
