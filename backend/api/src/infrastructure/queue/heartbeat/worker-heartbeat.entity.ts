import { type Opt, EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The last heartbeat each worker process handled: proves the queue runs end to end. */
@Entity({ tableName: 'worker_heartbeats' })
export class WorkerHeartbeat {
  [EntityName]?: 'WorkerHeartbeat';
  /** host:pid of the worker process. */
  @PrimaryKey({ type: 'string', length: 200 })
  workerId!: string;

  @Property({ type: 'string', length: 100 })
  lastJobId!: string;

  @Property({ type: 'datetime', length: 3 })
  requestedAt!: Date;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  beatAt: Opt<Date> = new Date();

  @Property({ type: 'integer', default: 1 })
  beats: Opt<number> = 1;
}
