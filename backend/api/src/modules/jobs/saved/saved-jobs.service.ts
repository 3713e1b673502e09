import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOB_POSTING_MESSAGES, type SavedJobsResponse, type SavedJobState } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { SHOWN_STATUSES } from '../detail/job-detail.service';
import { FEED_COLUMNS, type JobFeedRow } from '../job-feed.sql';
import { toJobCard } from '../job-card.mapper';
import { isUuid } from '../../../core/text/uuid';

/** A seeker keeps at most this many saved jobs on the page; older saves stay stored. */
export const SAVED_JOBS_LIST_MAX = 500;

const SHOWN_SQL = SHOWN_STATUSES.map((status) => `'${status}'`).join(', ');

/** The heart on job cards: a seeker's saved jobs. Saving and unsaving are idempotent. */
@Injectable()
export class SavedJobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Saves a job seekers can see (live or closed); saving again keeps the first time. */
  async save(actor: Actor, jobId: string): Promise<SavedJobState> {
    const connection = this.em.fork().getConnection();
    if (!isUuid(jobId)) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    const rows = await connection.execute<Array<{ saved_at: Date }>>(
      `with shown as (select "id" from "jobs" where "id" = ? and "status" in (${SHOWN_SQL})),
       inserted as (
         insert into "saved_jobs" ("user_id", "job_id", "saved_at") select ?, "id", ? from shown
         on conflict ("user_id", "job_id") do nothing returning "saved_at")
       select "saved_at" from inserted
       union all
       select s."saved_at" from "saved_jobs" s join shown on shown."id" = s."job_id" where s."user_id" = ?`,
      [jobId, actor.user.id, this.clock.now(), actor.user.id],
    );
    if (rows.length === 0) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return { jobId, saved: true, savedAt: new Date(rows[0]!.saved_at).toISOString() };
  }

  /** Unsaves; unsaving a job that is not saved is fine, an unknown job is 404. */
  async unsave(actor: Actor, jobId: string): Promise<SavedJobState> {
    const connection = this.em.fork().getConnection();
    const exists = isUuid(jobId) ? await connection.execute<Array<{ id: string }>>(`select "id" from "jobs" where "id" = ?`, [jobId]) : [];
    if (exists.length === 0) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    await connection.execute(`delete from "saved_jobs" where "user_id" = ? and "job_id" = ?`, [actor.user.id, jobId]);
    return { jobId, saved: false, savedAt: null };
  }

  /** Newest saved first, as job cards (closed jobs keep their Filled / Archived badges). */
  async list(actor: Actor): Promise<SavedJobsResponse> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Array<JobFeedRow & { saved_at: Date }>>(
        `${FEED_COLUMNS}, s."saved_at"
         from "saved_jobs" s
         join "jobs" j on j."id" = s."job_id"
         join "companies" c on c."id" = j."company_id"
         where s."user_id" = ? and j."status" in (${SHOWN_SQL})
         order by s."saved_at" desc, j."id" desc
         limit ?`,
        [actor.user.id, SAVED_JOBS_LIST_MAX],
      );
    return { jobs: rows.map((row) => ({ savedAt: new Date(row.saved_at).toISOString(), job: toJobCard(row) })) };
  }
}
