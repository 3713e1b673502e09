import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobStatus } from '@marketplace/contracts';
import type { Company } from '../../accounts';
import { Job } from '../entities/job.entity';

/** A job with the company that posted it, as admins review it. */
export interface JobUnderReview {
  job: Job;
  company: Company;
}

/** What an approval writes: the job goes live now for its listing duration. */
export interface Approval {
  approvedAt: Date;
  expiresAt: Date;
  /** Its credit was a featured one. */
  isFeatured: boolean;
}

/** A moderated job as its decision mail sees it when the mail is about to go. */
export interface ModerationEmailFacts {
  id: string;
  title: string;
  status: JobStatus;
  approvedAt: Date | null;
  updatedAt: Date;
  rejectionReason: string | null;
  /** The live employers of the company that posted it: the mail's recipients. */
  employers: Array<{ id: string; email: string; name: string }>;
}

/** Params: [jobId]. The job a decision mail is about. */
const MODERATED_JOB_SQL = `select j."id", j."title", j."status", j."approved_at", j."updated_at", j."rejection_reason", j."company_id"
from "jobs" j where j."id" = ?`;

/** Params: [companyId]. The company's live employers (users, read only, as the applicants digest reads them). */
const COMPANY_EMPLOYERS_SQL = `select u."id", u."email", u."name" from "users" u
where u."company_id" = ? and u."role" = 'employer' and u."deleted_at" is null
order by u."id"`;

/**
 * Owns the moderation side of `jobs` (reads `companies` for the queue, and the company's employers
 * in `users` for the decision mails): the review queue and the only code that approves or rejects jobs.
 */
@Injectable()
export class JobModerationRepository {
  constructor(private readonly em: EntityManager) {}

  /** Jobs in review, oldest submission first; jobs put in review before submission times were kept count as oldest. */
  async reviewQueue(limit: number, offset: number): Promise<{ jobs: JobUnderReview[]; total: number }> {
    const [jobs, total] = await this.em.fork().findAndCount(
      Job,
      { status: 'pending_review' },
      {
        populate: ['company'],
        orderBy: { submittedAt: 'asc nulls first', createdAt: 'asc', id: 'asc' },
        limit,
        offset,
      },
    );
    return { jobs: jobs.map((job) => ({ job, company: job.company.getEntity() })), total };
  }

  async findById(id: string): Promise<Job | null> {
    return this.em.fork().findOne(Job, { id });
  }

  /**
   * Approves the job exactly as the admin's check saw it: still in review and unchanged since
   * `seen` (its updated_at). False when the employer changed or withdrew it meanwhile, so content
   * nobody reviewed never goes live.
   */
  async approve(id: string, seen: Date, { approvedAt, expiresAt, isFeatured }: Approval): Promise<boolean> {
    const updated = await this.em.fork().nativeUpdate(
      Job,
      { id, status: 'pending_review', updatedAt: seen },
      {
        status: 'approved',
        approvedAt,
        postedAt: approvedAt,
        expiresAt,
        isFeatured,
        rejectionReason: null,
        updatedAt: approvedAt,
      },
    );
    return updated === 1;
  }

  /** Rejects a job still in review; false when it no longer is. */
  async reject(id: string, reason: string, at: Date): Promise<boolean> {
    const updated = await this.em
      .fork()
      .nativeUpdate(
        Job,
        { id, status: 'pending_review' },
        { status: 'rejected', rejectionReason: reason, updatedAt: at },
      );
    return updated === 1;
  }

  /** The job and its company's live employers, or null when the job is gone. */
  async moderationEmailFacts(jobId: string): Promise<ModerationEmailFacts | null> {
    const connection = this.em.getConnection();
    const [job] = await connection.execute<
      Array<{
        id: string;
        title: string;
        status: JobStatus;
        approved_at: Date | null;
        updated_at: Date;
        rejection_reason: string | null;
        company_id: string;
      }>
    >(MODERATED_JOB_SQL, [jobId]);
    if (!job) return null;
    const employers = await connection.execute<Array<{ id: string; email: string; name: string }>>(
      COMPANY_EMPLOYERS_SQL,
      [job.company_id],
    );
    return {
      id: job.id,
      title: job.title,
      status: job.status,
      approvedAt: job.approved_at === null ? null : new Date(job.approved_at),
      updatedAt: new Date(job.updated_at),
      rejectionReason: job.rejection_reason,
      employers: employers.map(({ id, email, name }) => ({ id, email, name })),
    };
  }
}
