import { Module } from '@nestjs/common';

/** Presigned uploads of avatars, resumes and logos (spec section 7). Built in a later issue; the module holds its place in the app now. */
@Module({})
export class UploadsModule {}
