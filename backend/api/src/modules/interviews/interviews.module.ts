import { Module } from '@nestjs/common';

/** The interview pipeline of an application (spec section 4). Built in a later issue; the module holds its place in the app now. */
@Module({})
export class InterviewsModule {}
