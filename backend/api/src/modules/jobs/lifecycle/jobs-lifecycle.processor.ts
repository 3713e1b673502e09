import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../../infrastructure/queue/queue-job.decorator';
import { JobAlertsSender } from '../alerts/job-alerts.sender';
import { JobsService } from '../jobs.service';
import { type CloseCompanyJobsJob, JOBS_QUEUE, JOBS_QUEUE_JOBS } from '../jobs.queue';
import { JobExpiryNotices } from './job-expiry-notices.service';
import { JobExpiryService } from './job-expiry.service';

/** Worker side of QUEUES.jobs: listing expiry and its notices, job alerts, and closing the jobs of a company left without employers. */
@Injectable()
export class JobsLifecycleProcessor {
  private readonly logger = new Logger(JobsLifecycleProcessor.name);

  constructor(
    private readonly expiry: JobExpiryService,
    private readonly expiryNotices: JobExpiryNotices,
    private readonly alerts: JobAlertsSender,
    private readonly jobs: JobsService,
  ) {}

  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.expireListings)
  async expireListings(): Promise<{ expired: number; renewed: number }> {
    const { expired, renewed } = await this.expiry.expireDue();
    if (expired.length > 0 || renewed.length > 0)
      this.logger.log(
        { expired: expired.length, renewed: renewed.length },
        'Ended or renewed job listings past their end',
      );
    return { expired: expired.length, renewed: renewed.length };
  }

  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.noticeExpiringListings)
  async noticeExpiringListings(): Promise<{ jobs: number; notified: number }> {
    const result = await this.expiryNotices.noticeDue();
    if (result.jobs > 0) this.logger.log(result, 'Told employers of listings about to end');
    return result;
  }

  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.sendJobAlerts)
  async sendJobAlerts(): Promise<{ alerts: number; notified: number; emails: number }> {
    const result = await this.alerts.sendDue();
    if (result.notified > 0 || result.emails > 0) this.logger.log(result, 'Sent job alerts');
    return result;
  }

  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.closeOrphanedCompanyJobs)
  async closeOrphanedCompanyJobs(): Promise<{ companies: number; closed: number }> {
    const result = await this.jobs.closeJobsOfCompaniesWithoutEmployers();
    if (result.companies > 0)
      this.logger.warn(
        result,
        'Closed the open jobs of companies left without employers (their closing had not been queued)',
      );
    return result;
  }

  /** Closing is idempotent (a retry finds nothing left open), so the queue's retries are safe. */
  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.closeCompanyJobs)
  async closeCompanyJobs(job: Job<CloseCompanyJobsJob>): Promise<{ closed: number }> {
    const { companyId, userId } = job.data;
    // Closed as of the deletion (when the job was queued), not of a later retry.
    const closed = await this.jobs.closeOpenJobsOfCompany(companyId, new Date(job.timestamp));
    this.logger.log({ companyId, userId, closed }, 'Closed the open jobs of a company whose last employer left');
    return { closed };
  }
}
