import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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
}

/**
 * Owns the moderation side of `jobs` (reads `companies` for the queue): the review queue and the
 * only code that approves or rejects jobs.
 */
@Injectable()
export class JobModerationRepository {
  constructor(private readonly em: EntityManager) {}

  /** Jobs in review, oldest submission first; jobs put in review before submission times were kept count as oldest. */
  async reviewQueue(limit: number, offset: number): Promise<{ jobs: JobUnderReview[]; total: number }> {
    const [jobs, total] = await this.em.fork().findAndCount(
      Job,
      { status: 'pending_review' },
      { populate: ['company'], orderBy: { submittedAt: 'asc nulls first', createdAt: 'asc', id: 'asc' }, limit, offset },
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
  async approve(id: string, seen: Date, { approvedAt, expiresAt }: Approval): Promise<boolean> {
    const updated = await this.em
      .fork()
      .nativeUpdate(
        Job,
        { id, status: 'pending_review', updatedAt: seen },
        { status: 'approved', approvedAt, postedAt: approvedAt, expiresAt, rejectionReason: null, updatedAt: approvedAt },
      );
    return updated === 1;
  }

  /** Rejects a job still in review; false when it no longer is. */
  async reject(id: string, reason: string, at: Date): Promise<boolean> {
    const updated = await this.em.fork().nativeUpdate(Job, { id, status: 'pending_review' }, { status: 'rejected', rejectionReason: reason, updatedAt: at });
    return updated === 1;
  }
}
