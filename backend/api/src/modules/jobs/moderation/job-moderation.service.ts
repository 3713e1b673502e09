import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_JOBS_PAGE_SIZE,
  type AdminJobsPage,
  JOB_POSTING_MESSAGES,
  type ModerationResult,
  REJECTION_REASON_MAX,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { invalidField } from '../../../core/errors/assert-valid';
import { Job } from '../entities/job.entity';
import { toJobDetail } from '../detail/job-detail.view';
import { isUuid } from '../../../core/text/uuid';
import { DAY_MS, ListingDurationPolicy } from './listing-duration';

/** Admins review submitted jobs: approve (the job goes live) or reject with a reason the employer sees. */
@Injectable()
export class JobModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly duration: ListingDurationPolicy,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Jobs in review, oldest submission first (first come, first served). */
  async queue(_actor: Actor, pageText?: string): Promise<AdminJobsPage> {
    const page = parsePage(pageText);
    const now = this.clock.now();
    const em = this.em.fork();
    const [jobs, total] = await em.findAndCount(
      Job,
      { status: 'pending_review' },
      { populate: ['company'], orderBy: { submittedAt: 'asc nulls first', createdAt: 'asc', id: 'asc' }, limit: ADMIN_JOBS_PAGE_SIZE, offset: (page - 1) * ADMIN_JOBS_PAGE_SIZE },
    );
    return {
      page,
      pageSize: ADMIN_JOBS_PAGE_SIZE,
      total,
      jobs: jobs.map((job) => {
        const company = job.company.getEntity();
        return {
          id: job.id,
          title: job.title,
          companyId: company.id,
          companyName: company.name,
          isCompanyPrivate: job.isCompanyPrivate,
          // Jobs put in review before submission times were kept (seeded ones) count as oldest.
          submittedAt: (job.submittedAt ?? job.createdAt).toISOString(),
          job: toJobDetail(job, company, { revealCompany: true, publicUrl: this.config.publicUrl, now }),
        };
      }),
    };
  }

  /** Live from now for the listing duration (30 days unless a package says otherwise). */
  async approve(_actor: Actor, id: string): Promise<ModerationResult> {
    const em = this.em.fork();
    const job = await this.find(em, id);
    assertInReview(job);
    const now = this.clock.now();
    const days = await this.duration.daysFor(job);
    job.status = 'approved';
    job.postedAt = now;
    job.expiresAt = new Date(now.getTime() + days * DAY_MS);
    job.rejectionReason = null;
    job.updatedAt = now;
    await em.flush();
    return resultOf(job);
  }

  async reject(_actor: Actor, id: string, body: unknown): Promise<ModerationResult> {
    const em = this.em.fork();
    // Unknown job first (404), then the reason (400), then the state (409).
    const job = await this.find(em, id);
    const raw = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
    const reason = typeof raw === 'string' ? raw.trim() : '';
    if (!reason) throw invalidField('reason', JOB_POSTING_MESSAGES.rejectionReasonRequired);
    if (reason.length > REJECTION_REASON_MAX) throw invalidField('reason', JOB_POSTING_MESSAGES.rejectionReasonTooLong);
    assertInReview(job);
    job.status = 'rejected';
    job.rejectionReason = reason;
    job.updatedAt = this.clock.now();
    await em.flush();
    return resultOf(job);
  }

  private async find(em: EntityManager, id: string): Promise<Job> {
    const job = isUuid(id) ? await em.findOne(Job, { id }) : null;
    if (!job) throw new NotFoundException(JOB_POSTING_MESSAGES.notFound);
    return job;
  }
}

function assertInReview(job: Job): void {
  if (job.status !== 'pending_review') throw new ConflictException(JOB_POSTING_MESSAGES.notInReview);
}

function parsePage(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) throw invalidField('page', 'Page must be a whole number from 1');
  return Number(text);
}

function resultOf(job: Job): ModerationResult {
  return {
    id: job.id,
    status: job.status,
    postedAt: job.postedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    rejectionReason: job.rejectionReason,
  };
}
