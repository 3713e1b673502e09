import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import {
  APPLICATION_JOBS,
  APPLICATIONS_QUEUE,
  type NewApplicantJob,
  RETIRED_APPLICATION_SCHEDULERS,
  type StatusEmailJob,
} from './applications.queue';
import { ApplicationEmailsService, type StatusEmailOutcome } from './emails/application-emails.service';
import { type NewApplicantOutcome, NewApplicantNotifications } from './emails/new-applicant-notifications.service';

/** Applications work of the worker: the seeker's notifications about their application and the employers' of new applicants. */
@Injectable()
export class ApplicationsProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApplicationsProcessor.name);

  constructor(
    private readonly emails: ApplicationEmailsService,
    private readonly newApplicants: NewApplicantNotifications,
    @InjectQueue(QUEUES.applications) private readonly queue: Queue,
  ) {}

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.statusEmail)
  statusEmail(job: Job<StatusEmailJob>): Promise<StatusEmailOutcome> {
    return this.emails.send(job.data);
  }

  @QueueJob(APPLICATIONS_QUEUE, APPLICATION_JOBS.newApplicant)
  newApplicant(job: Job<NewApplicantJob>): Promise<NewApplicantOutcome> {
    return this.newApplicants.notify(job.data);
  }

  /** Schedules this queue no longer declares stay in Redis until removed: their jobs would find no handler. */
  async onApplicationBootstrap(): Promise<void> {
    for (const id of RETIRED_APPLICATION_SCHEDULERS)
      await this.queue.removeJobScheduler(id).catch((error: unknown) => {
        this.logger.warn(
          { err: error, scheduler: id },
          'Could not remove a retired schedule; the next start tries again',
        );
      });
  }
}
