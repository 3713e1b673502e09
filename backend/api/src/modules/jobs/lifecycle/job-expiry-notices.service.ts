import { Injectable } from '@nestjs/common';
import { EMPLOYER_JOB_PATHS, JOB_EXPIRY_NOTICE_DAYS, JOB_NOTIFICATION_TEXTS } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import { NotificationCenter, type NotificationDraft } from '../../notifications';
import { type CompanyEmployer, EXPIRY_NOTICE_BATCH, type ExpiringJob, JobsRepository } from '../jobs.repository';

const DAY_MS = 86_400_000;

/** Whole days until the listing ends, counted up (at least one). */
export function daysLeft(expiresAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

/** Names one notice: one per job and listing end, so a repeated pass records nothing twice and a renewal's later end is told again. */
export function expiryNoticeKey(jobId: string, expiresAt: Date): string {
  return `job-expiring-${jobId}-${expiresAt.toISOString()}`;
}

/** The 'job-expiring' notification of each live employer of the job's company. */
export function expiryNoticeDrafts(
  job: ExpiringJob,
  employers: readonly CompanyEmployer[],
  now: Date,
): NotificationDraft[] {
  return employers
    .filter((employer) => employer.companyId === job.companyId)
    .map((employer) => ({
      userId: employer.userId,
      kind: 'job-expiring',
      text: JOB_NOTIFICATION_TEXTS.expiring(job.title, daysLeft(job.expiresAt, now)),
      link: EMPLOYER_JOB_PATHS.applications(job.id),
      subjectId: job.id,
      subjectTitle: job.title,
      dedupeKey: expiryNoticeKey(job.id, job.expiresAt),
    }));
}

/**
 * Tells the company's employers, JOB_EXPIRY_NOTICE_DAYS ahead, that a live job's listing ends
 * ('job-expiring'; the notification center's own mail is its e-mail). Each job is marked with the
 * end it was told of only after its notifications are recorded, so a failed pass is simply done
 * again by the next one, whose notifications the center does not record twice.
 */
@Injectable()
export class JobExpiryNotices {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly center: NotificationCenter,
    private readonly clock: Clock,
  ) {}

  /** Notifies every listing that came within reach; how many jobs and notifications. */
  async noticeDue(now: Date = this.clock.now()): Promise<{ jobs: number; notified: number }> {
    const until = new Date(now.getTime() + JOB_EXPIRY_NOTICE_DAYS * DAY_MS);
    let jobs = 0;
    let notified = 0;
    for (;;) {
      const batch = await this.jobs.expiringUnnoticed(now, until, EXPIRY_NOTICE_BATCH);
      if (batch.length === 0) break;
      const employers = await this.jobs.liveEmployersOf([...new Set(batch.map((job) => job.companyId))]);
      const deliveries = await this.center.notify(batch.flatMap((job) => expiryNoticeDrafts(job, employers, now)));
      notified += deliveries.filter((delivery) => delivery.created).length;
      for (const job of batch) await this.jobs.markExpiryNoticed(job.id, job.expiresAt);
      jobs += batch.length;
      if (batch.length < EXPIRY_NOTICE_BATCH) break;
    }
    return { jobs, notified };
  }
}
