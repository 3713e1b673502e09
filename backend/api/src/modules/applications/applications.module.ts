import { Module } from '@nestjs/common';

/** Job applications and their status (spec sections 3-4). Built in a later issue; the module holds its place in the app now. */
@Module({})
export class ApplicationsModule {}
