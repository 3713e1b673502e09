import { type DynamicModule, Module } from '@nestjs/common';
import { platformModules } from './app.module';
import type { AppConfig } from './config/app-config';
import { HeartbeatModule } from './infrastructure/queue/heartbeat/heartbeat.module';
import { QueueWorkerModule } from './infrastructure/queue/queue-worker.module';
import { FEATURE_MODULES, WORKER_MODULES } from './modules';

/** The queue worker: the same modules as the HTTP server, plus the job handlers and the one generic worker and scheduler, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ...platformModules(config, 'worker'),
        QueueWorkerModule,
        HeartbeatModule,
        ...FEATURE_MODULES,
        ...WORKER_MODULES,
      ],
    };
  }
}
