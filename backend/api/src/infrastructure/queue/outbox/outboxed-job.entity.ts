import { type Opt, EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { JobsOptions } from 'bullmq';

/**
 * A queue job that could not be added while Redis was unreachable, kept until the worker's relay
 * adds it to its queue (and deletes the row in the same transaction).
 */
@Entity({ tableName: 'queue_outbox' })
export class OutboxedJob {
  [EntityName]?: 'OutboxedJob';
  /** Insertion order: the relay moves the oldest first. */
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: Opt<string>;

  @Property({ type: 'string', length: 100 })
  queue!: string;

  @Property({ type: 'string', length: 200 })
  jobName!: string;

  @Property({ type: 'json' })
  data!: unknown;

  /** The job's options as the producer gave them, always with its jobId and timestamp. */
  @Property({ type: 'json' })
  opts!: JobsOptions;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  /** When the relay may try it (later after an attempt that failed for another reason than Redis being away). */
  @Property({ type: 'datetime', length: 3 })
  availableAt!: Date;

  /** Relay attempts that failed for another reason than Redis being away. */
  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;
}
