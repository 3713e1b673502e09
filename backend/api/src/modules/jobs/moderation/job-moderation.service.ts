import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_JOBS_PAGE_SIZE,
  type AdminJobsPage,
  type ModerationResult,
  readAdminPageQuery,
  validateRejectJob,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { DomainEvents } from '../../../core/events/domain-events';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { assertValid } from '../../../core/errors/assert-valid';
import { toJobDetail } from '../detail/job-detail.view';
import { isUuid } from '../../../core/text/uuid';
import { JOB_EVENTS, type JobModerated } from '../jobs.events';
import { JobModerationRepository, type ModeratedJob } from './job-moderation.repository';
import { JOB_LISTING_CREDITS, type JobListingCredits } from '../posting/listing-credits.port';
import { DAY_MS } from './listing-duration';
import { JobsError } from '../jobs.errors';

/**
 * Admins review submitted jobs: approve (the job goes live) or reject with a reason the employer
 * sees. Each decision is published once committed; the company's employers are e-mailed about it
 * from there (job-moderation-email.events.ts).
 */
@Injectable()
export class JobModerationService {
  constructor(
    private readonly jobs: JobModerationRepository,
    private readonly clock: Clock,
    @Inject(JOB_LISTING_CREDITS) private readonly credits: JobListingCredits,
    @InjectConfig() private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  /** Jobs in review, oldest submission first (first come, first served). */
  async queue(_actor: Actor, pageText?: unknown): Promise<AdminJobsPage> {
    const page = parsePage(pageText);
    const now = this.clock.now();
    const { jobs, total } = await this.jobs.reviewQueue(ADMIN_JOBS_PAGE_SIZE, (page - 1) * ADMIN_JOBS_PAGE_SIZE);
    return {
      page,
      pageSize: ADMIN_JOBS_PAGE_SIZE,
      total,
      jobs: jobs.map(({ job, company }) => ({
        id: job.id,
        title: job.title,
        companyId: company.id,
        companyName: company.name,
        isCompanyPrivate: job.isCompanyPrivate,
        // Jobs put in review before submission times were kept (seeded ones) count as oldest.
        submittedAt: (job.submittedAt ?? job.createdAt).toISOString(),
        job: toJobDetail(job, company, { revealCompany: true, publicUrl: this.config.publicUrl, now }),
      })),
    };
  }

  /**
   * Live from now on the terms its package's credit paid for (its length, featured or not; 30 days
   * without one). This is the only way a job gets the approval that makes it public (job-visibility.ts).
   */
  async approve(_actor: Actor, id: string): Promise<ModerationResult> {
    const job = await this.find(id);
    assertInReview(job);
    const now = this.clock.now();
    const terms = await this.credits.termsFor(job.id, now);
    const approval = {
      approvedAt: now,
      expiresAt: new Date(now.getTime() + terms.days * DAY_MS),
      isFeatured: terms.featured,
    };
    // The employer edited or withdrew it since it was read: what was checked is not what would go live.
    if (!(await this.jobs.approve(job.id, job.updatedAt, approval))) throw JobsError.because('notInReview');
    await this.events.publish({
      type: JOB_EVENTS.moderated,
      jobId: job.id,
      decision: 'approved',
      at: now,
    } satisfies JobModerated);
    return resultOf({
      id: job.id,
      status: 'approved',
      postedAt: now,
      expiresAt: approval.expiresAt,
      rejectionReason: null,
    });
  }

  async reject(_actor: Actor, id: string, body: unknown): Promise<ModerationResult> {
    // Unknown job first (404), then the reason (400), then the state (409).
    const job = await this.find(id);
    const raw = body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
    assertValid(validateRejectJob({ reason: raw }));
    const reason = (raw as string).trim();
    assertInReview(job);
    const now = this.clock.now();
    if (!(await this.jobs.reject(job.id, reason, now))) throw JobsError.because('notInReview');
    await this.events.publish({
      type: JOB_EVENTS.moderated,
      jobId: job.id,
      decision: 'rejected',
      at: now,
    } satisfies JobModerated);
    return resultOf({
      id: job.id,
      status: 'rejected',
      postedAt: job.postedAt,
      expiresAt: job.expiresAt,
      rejectionReason: reason,
    });
  }

  private async find(id: string): Promise<ModeratedJob> {
    const job = isUuid(id) ? await this.jobs.findById(id) : null;
    if (!job) throw JobsError.because('notFound');
    return job;
  }
}

function assertInReview(job: Pick<ModeratedJob, 'status'>): void {
  if (job.status !== 'pending_review') throw JobsError.because('notInReview');
}

function parsePage(text: unknown): number {
  const { page, errors } = readAdminPageQuery({ page: text });
  assertValid(errors);
  return page;
}

function resultOf(
  job: Pick<ModeratedJob, 'id' | 'status' | 'postedAt' | 'expiresAt' | 'rejectionReason'>,
): ModerationResult {
  return {
    id: job.id,
    status: job.status,
    postedAt: job.postedAt?.toISOString() ?? null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    rejectionReason: job.rejectionReason,
  };
}
