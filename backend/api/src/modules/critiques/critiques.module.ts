import { Module } from '@nestjs/common';

/** Resume critique requests and results. Not built yet: the module holds its place in the app. */
@Module({})
export class CritiquesModule {}
