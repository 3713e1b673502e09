import { Module } from '@nestjs/common';
import { CritiquesDemoRepository } from './critiques-demo.repository';
import { CritiquesDemoSeeder } from './critiques-demo.seeder';

/** The demo critiques (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [CritiquesDemoRepository, CritiquesDemoSeeder], exports: [CritiquesDemoSeeder] })
export class CritiquesDemoModule {}

export { CritiquesDemoSeeder } from './critiques-demo.seeder';
