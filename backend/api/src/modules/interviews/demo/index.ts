import { Module } from '@nestjs/common';
import { InterviewsRepository } from '../interviews.repository';
import { InterviewsDemoSeeder } from './interviews-demo.seeder';

/** The demo applications' interviews (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [InterviewsRepository, InterviewsDemoSeeder], exports: [InterviewsDemoSeeder] })
export class InterviewsDemoModule {}

export { InterviewsDemoSeeder } from './interviews-demo.seeder';
export type { DemoInterviewSubject } from './demo-interviews';
