import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { APPLICATION_JOBS, APPLICATIONS_QUEUE, type StatusEmailJob } from './applications.queue';
import { ApplicantsDigestService } from './emails/applicants-digest.service';
import { ApplicationEmailsService, type StatusEmailOutcome } from './emails/application-emails.service';

/** Applications work of the worker: the seeker's status mails and the employers' daily digest. */
@Injectable()
export class ApplicationsProcessor {
  constructor(
    private readonly emails: ApplicationEmailsService,
    private readonly digest: ApplicantsDigestService,
  ) {}

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.statusEmail)
  statusEmail(job: Job<StatusEmailJob>): Promise<StatusEmailOutcome> {
    return this.emails.send(job.data);
  }

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.applicantsDigest)
  applicantsDigest(): Promise<{ companies: number; emails: number }> {
    return this.digest.sendDue();
  }
}
