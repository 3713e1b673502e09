import { Module } from '@nestjs/common';
import { TalentRepository } from '../talent.repository';
import { TalentDemoSeeder } from './talent-demo.seeder';

/** The demo employer's invitations to apply (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [TalentRepository, TalentDemoSeeder], exports: [TalentDemoSeeder] })
export class TalentDemoModule {}

export { TalentDemoSeeder } from './talent-demo.seeder';
