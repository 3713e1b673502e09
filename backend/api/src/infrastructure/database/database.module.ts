import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { createOrmOptions } from './mikro-orm.config';

/** MikroORM for the Nest processes. HTTP requests each get their own EntityManager context. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({ ...createOrmOptions(config), registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
