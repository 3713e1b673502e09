import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyCard } from '../../accounts';
import type { UserCard } from '../../accounts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { Job } from '../entities/job.entity';
import { DETAIL_COLUMNS } from '../detail/job-detail.repository';
import type { DetailedJob } from '../detail/job-detail.view';

/** A job with the company that posted it, as admins review it. */
export interface JobUnderReview {
  job: DetailedJob;
  company: Pick<CompanyCard, 'id' | 'name' | 'logoUrl'>;
}

/** What a moderation decision reads of a job, by property names. */
export type ModeratedJob = Pick<Job, 'id' | 'status' | 'updatedAt' | 'postedAt' | 'expiresAt' | 'rejectionReason'>;

/** What an approval writes: the job goes live now for its listing duration. */
export interface Approval {
  approvedAt: Date;
  expiresAt: Date;
  /** Its credit was a featured one. */
  isFeatured: boolean;
}

/** A moderated job as its decision mail sees it when the mail is about to go. */
export type ModerationEmailFacts = Pick<
  Job,
  'id' | 'title' | 'status' | 'approvedAt' | 'updatedAt' | 'rejectionReason'
> & {
  /** The live employers of the company that posted it: the mail's recipients. */
  employers: Array<Pick<UserCard, 'id' | 'email' | 'name'>>;
};

/**
 * Owns the moderation side of `jobs` (reads accounts' `company_cards` for the queue, and the
 * company's employers in `user_cards` for the decision mails): the review queue and the only code that approves or rejects jobs.
 */
@Injectable()
export class JobModerationRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | CompanyCard | UserCard>(this.em);
  }

  /** Jobs in review, oldest submission first; jobs put in review before submission times were kept count as oldest. */
  @GenerateSql({ params: [20, 0] })
  async reviewQueue(limit: number, offset: number): Promise<{ jobs: JobUnderReview[]; total: number }> {
    const rows = await this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select([...DETAIL_COLUMNS, 'c.id as companyId', 'c.name as companyName', 'c.logoUrl as companyLogoUrl'])
      .where('j.status', '=', 'pending_review')
      .orderBy('j.submittedAt', (order) => order.asc().nullsFirst())
      .orderBy('j.createdAt', 'asc')
      .orderBy('j.id', 'asc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { total } = await this.db
      .selectFrom('Job')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('status', '=', 'pending_review')
      .executeTakeFirstOrThrow();
    return {
      jobs: rows.map(({ companyId, companyName, companyLogoUrl, ...job }) => ({
        job,
        company: { id: companyId, name: companyName, logoUrl: companyLogoUrl },
      })),
      total: Number(total),
    };
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findById(id: string): Promise<ModeratedJob | null> {
    const row = await this.db
      .selectFrom('Job')
      .select(['id', 'status', 'updatedAt', 'postedAt', 'expiresAt', 'rejectionReason'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Approves the job exactly as the admin's check saw it: still in review and unchanged since
   * `seen` (its updated_at). False when the employer changed or withdrew it meanwhile, so content
   * nobody reviewed never goes live.
   */
  @GenerateSql({
    params: [
      SQL_SAMPLE.uuid,
      SQL_SAMPLE.date,
      { approvedAt: SQL_SAMPLE.date, expiresAt: SQL_SAMPLE.date, isFeatured: false },
    ],
  })
  async approve(id: string, seen: Date, { approvedAt, expiresAt, isFeatured }: Approval): Promise<boolean> {
    const result = await this.db
      .updateTable('Job')
      .set({
        status: 'approved',
        approvedAt,
        postedAt: approvedAt,
        expiresAt,
        isFeatured,
        rejectionReason: null,
        updatedAt: approvedAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending_review')
      .where('updatedAt', '=', seen)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Rejects a job still in review; false when it no longer is. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async reject(id: string, reason: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('Job')
      .set({ status: 'rejected', rejectionReason: reason, updatedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending_review')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The job and its company's live employers, or null when the job is gone. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async moderationEmailFacts(jobId: string): Promise<ModerationEmailFacts | null> {
    const job = await this.db
      .selectFrom('Job')
      .select(['id', 'title', 'status', 'approvedAt', 'updatedAt', 'rejectionReason', 'company'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) return null;
    const employers = await this.db
      .selectFrom('UserCard')
      .select(['id', 'email', 'name'])
      .where('companyId', '=', job.company)
      .where('role', '=', 'employer')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    const { company: _company, ...facts } = job;
    return { ...facts, employers };
  }
}
