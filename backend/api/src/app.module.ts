import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { AppConfig } from './core/config/app-config';
import { ConfigModule } from './core/config/config.module';
import { HttpErrorFilter } from './core/errors/http-error.filter';
import { createValidationPipe } from './core/errors/validation';
import { HealthModule } from './core/health/health.module';
import { type ProcessRole, createLoggerModule } from './core/logging/logging.module';
import { SiteConfigModule } from './core/site-config/site-config.module';
import { DatabaseModule } from './infrastructure/database/database.module';
import { HeartbeatModule } from './infrastructure/queue/heartbeat/heartbeat.module';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RedisModule } from './infrastructure/redis/redis.module';
import { FEATURE_MODULES } from './modules';

/** What every process (HTTP, worker, CLI) shares: config, logs, database, Redis, queues. */
export function platformModules(config: AppConfig, role: ProcessRole): Array<DynamicModule | Type<unknown>> {
  return [ConfigModule.forRoot(config), createLoggerModule(role), DatabaseModule, RedisModule, QueueModule];
}

/** The HTTP server: every feature module's controllers, the error filter and the validation pipe. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [...platformModules(config, 'api'), HealthModule, SiteConfigModule, HeartbeatModule.forApi(), ...FEATURE_MODULES],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
