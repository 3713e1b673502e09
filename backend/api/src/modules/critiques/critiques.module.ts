import { Module } from '@nestjs/common';

/** Resume critique requests and results. Built in a later issue; the module holds its place in the app now. */
@Module({})
export class CritiquesModule {}
