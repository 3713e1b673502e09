import { Module } from '@nestjs/common';

/** Presigned uploads of avatars, resumes and logos. Not built yet: the module holds its place in the app. */
@Module({})
export class UploadsModule {}
