import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AccessGuard } from './core/auth/access.guard';
import { AuthCoreModule } from './core/auth/auth-core.module';
import { CsrfGuard } from './core/auth/csrf.guard';
import { ClockModule } from './core/clock/clock';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { HttpErrorFilter } from './core/errors/http-error.filter';
import { createValidationPipe } from './core/errors/validation';
import { ErrorReportingModule } from './core/error-reporting/error-reporting.module';
import { DomainEventsModule } from './core/events/domain-events';
import { HealthModule } from './core/health/health.module';
import { type ProcessRole, createLoggerModule } from './core/logging/logging.module';
import { RateLimitGuard } from './core/rate-limit/rate-limit.guard';
import { SiteConfigModule } from './core/site-config/site-config.module';
import { ServerPagesModule } from './core/http/server-pages';
import { AppDatabaseModule } from './database';
import { QueueModule } from './infrastructure/queue/queue.module';
import { RealtimeModule } from './infrastructure/realtime/realtime-hub';
import { RedisModule } from './infrastructure/redis/redis.module';
import { StorageModule } from './infrastructure/storage/storage.module';
import { FEATURE_MODULES } from './modules';

/** What every process (HTTP, worker) shares: config, logs, error reporting, clock, events, database, Redis, object storage, queues, sessions' cookie. */
export function platformModules(config: AppConfig, role: ProcessRole): Array<DynamicModule | Type<unknown>> {
  return [
    ConfigModule.forRoot(config),
    createLoggerModule(role),
    ErrorReportingModule.forRoot(role),
    ClockModule,
    DomainEventsModule,
    AppDatabaseModule,
    RedisModule,
    RealtimeModule,
    StorageModule,
    QueueModule,
    AuthCoreModule,
  ];
}

/**
 * The HTTP server: every feature module's controllers, the error filter, the validation pipe and
 * the global guards, which run in this order: CSRF, rate limits, then authentication and the
 * route's access policy (deny by default).
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...platformModules(config, 'api'),
        HealthModule,
        SiteConfigModule,
        ServerPagesModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
