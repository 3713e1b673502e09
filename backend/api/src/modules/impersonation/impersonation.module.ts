import { Module } from '@nestjs/common';

/** Admins acting as another user until they stop (spec section 6). Built in a later issue; the module holds its place in the app now. */
@Module({})
export class ImpersonationModule {}
