import { type DynamicModule, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { createOrmOptions, type EntityList } from './mikro-orm.config';

/**
 * MikroORM for the Nest processes. HTTP requests each get their own EntityManager context, opened by
 * a Fastify hook (core/http/request-contexts.ts) rather than the module's middleware. The entities
 * are handed in by the composition root (src/database.ts): infrastructure never imports a feature
 * module.
 */
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntityList): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => ({ ...createOrmOptions(config, entities), registerRequestContext: false }),
        }),
      ],
    };
  }
}
