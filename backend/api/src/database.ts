import type { AppConfig } from './config/app-config';
import { DatabaseModule } from './infrastructure/database/database.module';
import { createOrmOptions } from './infrastructure/database/mikro-orm.config';
import { WorkerHeartbeat } from './infrastructure/queue/heartbeat/worker-heartbeat.entity';
import { OutboxedJob } from './infrastructure/queue/outbox/outboxed-job.entity';
import { MODULE_ENTITIES } from './modules';

/** Every entity of the app: the modules' own (each from its index.ts) and the platform's heartbeat and queue outbox tables. */
export const ENTITIES = [...MODULE_ENTITIES, WorkerHeartbeat, OutboxedJob];

/** ORM options for the whole model: the HTTP app, the worker, the CLI, the benchmarks and the tests share them. */
export function ormOptions(config: Pick<AppConfig, 'databaseUrl' | 'nodeEnv'>): ReturnType<typeof createOrmOptions> {
  return createOrmOptions(config, ENTITIES);
}

/** The database module with the whole model, for every Nest process. */
export const AppDatabaseModule = DatabaseModule.forRoot(ENTITIES);
