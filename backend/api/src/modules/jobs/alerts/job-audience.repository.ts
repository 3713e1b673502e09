import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { UserCard } from '../../accounts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { JobAlert } from '../entities/job-alert.entity';
import type { Job } from '../entities/job.entity';
import { FEED_COLUMNS, FEED_LIVE, type JobFeedRow } from '../job-feed.sql';

/** A live seeker a job may be sent to. */
export type AudienceSeeker = { userId: UserCard['id'] } & Pick<UserCard, 'email' | 'name'>;

/** A live job's feed row and its listing end. */
export type LiveJobRow = JobFeedRow & { expires_at: Date | string | null };

/**
 * Reads (never writes) `jobs` and `job_alerts`, with accounts' `company_cards` and `user_cards`,
 * for JobAudience: a live job, and the live alerts of live seekers.
 */
@Injectable()
export class JobAudienceRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | JobAlert | UserCard>(this.em);
  }

  /** A live alert (not paused, not deleted) of a live seeker, `a` joined to its user card `u`. */
  private liveSeekerAlerts() {
    return this.db
      .selectFrom('JobAlert as a')
      .innerJoin('UserCard as u', 'u.id', 'a.user')
      .where((eb) => eb.not(eb.ref('a.paused')))
      .where('a.deletedAt', 'is', null)
      .where('u.deletedAt', 'is', null)
      .where('u.role', '=', 'seeker');
  }

  /**
   * The job's card columns and its listing end, while it is live (approved, not past its end). As
   * SQL: it shares the feed's column list (job-feed.sql.ts), which job cards are built from.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async liveJob(jobId: string): Promise<LiveJobRow | null> {
    const { rows } = await sql<LiveJobRow>`${sql.raw(FEED_COLUMNS)}, j."expires_at"
from "jobs" j
join "company_cards" c on c."id" = j."company_id"
where j."id" = ${jobId} and j."status" = 'approved'
  ${sql.raw(FEED_LIVE)}`.execute(this.db);
    return rows[0] ?? null;
  }

  /** The distinct saved searches of live alerts: each is run once, however many seekers saved it. */
  @GenerateSql()
  async liveAlertQueries(): Promise<string[]> {
    const rows = await this.liveSeekerAlerts().select('a.query').distinct().execute();
    return rows.map((row) => row.query);
  }

  /** Up to `limit` live seekers with a live alert of one of these searches, each once. */
  @GenerateSql({ params: [[SQL_SAMPLE.text, 'q=designer'], 100] })
  async seekersOfAlertQueries(queries: readonly string[], limit: number): Promise<AudienceSeeker[]> {
    if (queries.length === 0 || limit <= 0) return [];
    return this.liveSeekerAlerts()
      .distinctOn('u.id')
      .select(['u.id as userId', 'u.email', 'u.name'])
      .where('a.query', 'in', [...new Set(queries)])
      .orderBy('u.id')
      .limit(limit)
      .execute();
  }
}
