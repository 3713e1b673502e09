import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions } from 'bullmq';
import { GenerateSql, SQL_SAMPLE } from '../../database/generate-sql';
import { columnDefault, typedSql } from '../../database/typed-sql';
import type { OutboxedJob } from './outboxed-job.entity';

/** A job as the outbox keeps it: what `Queue.add` was given, with the jobId and timestamp it will keep. */
export interface OutboxEntry {
  queue: string;
  name: string;
  data: unknown;
  /** The producer's job options, always with `jobId` and `timestamp`. */
  opts: JobsOptions & { jobId: string; timestamp: number };
}

/** An entry as stored, with its row id and the relay's earlier failed attempts. */
export interface StoredOutboxEntry extends OutboxEntry {
  id: string;
  attempts: number;
}

/** What the outbox holds: its rows, due or postponed, and when the oldest was kept. */
export interface OutboxBacklog {
  jobs: number;
  oldestKeptAt: Date | null;
}

/** Longest error text a row keeps of a failed relay attempt. */
const ERROR_TEXT_LENGTH = 500;

/**
 * Owns `queue_outbox` (the platform's, like `worker_heartbeats`): every producer writes it while
 * Redis is unreachable, and the worker's relay empties it.
 */
@Injectable()
export class QueueOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<OutboxedJob>(this.em);
  }

  /** Keeps jobs for the relay, in their order; joins the caller's transaction when there is one. */
  @GenerateSql({
    params: [
      [
        {
          queue: 'notifications',
          name: 'email',
          data: { to: SQL_SAMPLE.email },
          opts: { jobId: `outbox-${SQL_SAMPLE.uuid}`, timestamp: SQL_SAMPLE.date.getTime() },
        },
      ],
      SQL_SAMPLE.date,
    ],
  })
  async keep(entries: readonly OutboxEntry[], now: Date): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('OutboxedJob')
      .values(
        entries.map((entry) => ({
          id: columnDefault<string>(),
          queue: entry.queue,
          jobName: entry.name,
          // As BullMQ stores a job without data.
          data: entry.data ?? {},
          opts: entry.opts,
          createdAt: now,
          availableAt: now,
          attempts: columnDefault<number>(),
        })),
      )
      .execute();
  }

  /**
   * The oldest entries due by `now`, locked until the caller's transaction ends (call it inside
   * one); rows another relay holds are skipped, so relays running at once never move a row twice.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  async lockOldest(now: Date, limit: number): Promise<StoredOutboxEntry[]> {
    const rows = await this.db
      .selectFrom('OutboxedJob')
      .select(['id', 'queue', 'jobName', 'data', 'opts', 'attempts'])
      .where('availableAt', '<=', now)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      queue: row.queue,
      name: row.jobName,
      data: row.data,
      opts: row.opts as StoredOutboxEntry['opts'],
      attempts: row.attempts,
    }));
  }

  /** How many jobs wait, and since when the oldest (the table is empty while Redis answers). */
  @GenerateSql()
  async backlog(): Promise<OutboxBacklog> {
    const row = await this.db
      .selectFrom('OutboxedJob')
      .select((eb) => [eb.fn.countAll<string>().as('jobs'), eb.fn.min('createdAt').as('oldestKeptAt')])
      .executeTakeFirstOrThrow();
    return { jobs: Number(row.jobs), oldestKeptAt: row.oldestKeptAt === null ? null : new Date(row.oldestKeptAt) };
  }

  /** Forgets an entry its queue now has. */
  @GenerateSql({ params: ['1'] })
  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('OutboxedJob').where('id', '=', id).execute();
  }

  /** Records a failed relay attempt and when to try again. */
  @GenerateSql({ params: ['1', SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async postpone(id: string, error: string, until: Date): Promise<void> {
    await this.db
      .updateTable('OutboxedJob')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        lastError: error.slice(0, ERROR_TEXT_LENGTH),
        availableAt: until,
      }))
      .where('id', '=', id)
      .execute();
  }
}
