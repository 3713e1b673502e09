import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobFeedRow } from '../job-feed.sql';
import { LIVE_ALERT_QUERIES_SQL, LIVE_JOB_SQL, SEEKERS_OF_ALERT_QUERIES_SQL } from './job-audience.sql';

/** A live seeker a job may be sent to. */
export interface AudienceSeeker {
  userId: string;
  email: string;
  name: string;
}

/** A live job's feed row and its listing end. */
export type LiveJobRow = JobFeedRow & { expires_at: Date | string | null };

/**
 * Reads (never writes) `jobs`, `companies`, `job_alerts` and `users` for JobAudience: a live job,
 * and the live alerts of live seekers.
 */
@Injectable()
export class JobAudienceRepository {
  constructor(private readonly em: EntityManager) {}

  async liveJob(jobId: string): Promise<LiveJobRow | null> {
    const [row] = await this.em.execute<LiveJobRow[]>(LIVE_JOB_SQL, [jobId]);
    return row ?? null;
  }

  /** The distinct saved searches of live alerts: each is run once, however many seekers saved it. */
  async liveAlertQueries(): Promise<string[]> {
    const rows = await this.em.execute<Array<{ query: string }>>(LIVE_ALERT_QUERIES_SQL);
    return rows.map((row) => row.query);
  }

  /** Up to `limit` live seekers with a live alert of one of these searches, each once. */
  async seekersOfAlertQueries(queries: readonly string[], limit: number): Promise<AudienceSeeker[]> {
    if (queries.length === 0 || limit <= 0) return [];
    const rows = await this.em.execute<Array<{ id: string; email: string; name: string }>>(
      SEEKERS_OF_ALERT_QUERIES_SQL,
      [[...new Set(queries)], limit],
    );
    return rows.map((row) => ({ userId: row.id, email: row.email, name: row.name }));
  }
}
