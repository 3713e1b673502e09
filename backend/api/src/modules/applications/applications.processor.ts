import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { APPLICATION_JOBS, APPLICATIONS_QUEUE, type NewApplicantJob, type StatusEmailJob } from './applications.queue';
import { ApplicationEmailsService, type StatusEmailOutcome } from './emails/application-emails.service';
import { type NewApplicantOutcome, NewApplicantNotifications } from './emails/new-applicant-notifications.service';

/** Applications work of the worker: the seeker's notifications about their application and the employers' of new applicants. */
@Injectable()
export class ApplicationsProcessor {
  constructor(
    private readonly emails: ApplicationEmailsService,
    private readonly newApplicants: NewApplicantNotifications,
  ) {}

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.statusEmail)
  statusEmail(job: Job<StatusEmailJob>): Promise<StatusEmailOutcome> {
    return this.emails.send(job.data);
  }

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.newApplicant)
  newApplicant(job: Job<NewApplicantJob>): Promise<NewApplicantOutcome> {
    return this.newApplicants.notify(job.data);
  }
}
