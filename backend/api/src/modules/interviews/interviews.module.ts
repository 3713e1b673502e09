import { Module } from '@nestjs/common';

/** The interview pipeline of an application. Not built yet: the module holds its place in the app. */
@Module({})
export class InterviewsModule {}
