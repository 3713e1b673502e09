import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { CompanyCard, UserCard } from '../../accounts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { JobAlert } from '../entities/job-alert.entity';
import type { Job } from '../entities/job.entity';
import { jobCardColumns, type JobCardRow, toJobCardRow } from '../job-card.query';

/** A live seeker a job may be sent to. */
export type AudienceSeeker = { userId: UserCard['id'] } & Pick<UserCard, 'email' | 'name'>;

/** A live job's card row and its listing end. */
export type LiveJobRow = JobCardRow & { expires_at: Date | null };

/**
 * Reads (never writes) `jobs` and `job_alerts`, with accounts' `company_cards` and `user_cards`,
 * for JobAudience: a live job, and the live alerts of live seekers.
 */
@Injectable()
export class JobAudienceRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | JobAlert | UserCard | CompanyCard>(this.em);
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
   * The job's card columns and its listing end, while it is live: approved and not past its end
   * (until the worker marks it expired). The end is compared as the feed does (FEED_LIVE of
   * search/job-feed.sql.ts), through coalesce, so that no index on expires_at is used for it.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async liveJob(jobId: string): Promise<LiveJobRow | null> {
    const row = await this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select(jobCardColumns)
      .select('j.expiresAt')
      .where('j.id', '=', jobId)
      .where('j.status', '=', sql.lit('approved'))
      .where((eb) => eb(eb.fn.coalesce('j.expiresAt', sql.lit('infinity')), '>', eb.fn<Date>('now')))
      .executeTakeFirst();
    return row ? toJobCardRow(row) : null;
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
