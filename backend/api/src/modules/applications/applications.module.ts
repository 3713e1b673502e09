import { Module } from '@nestjs/common';

/** Job applications and their status. Not built yet: the module holds its place in the app. */
@Module({})
export class ApplicationsModule {}
