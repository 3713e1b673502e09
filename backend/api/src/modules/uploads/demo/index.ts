import { Module } from '@nestjs/common';
import { UploadsRepository } from '../uploads.repository';
import { UploadsDemoSeeder } from './uploads-demo.seeder';

/** Documents the demo users keep on storage (`npm start`): imported by the seed command only, never by the running app. */
@Module({ providers: [UploadsRepository, UploadsDemoSeeder], exports: [UploadsDemoSeeder] })
export class UploadsDemoModule {}

export { type DemoDocument, type DemoDocumentOutcome, UploadsDemoSeeder } from './uploads-demo.seeder';
