import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { NOT_SELECTED_EMAIL_DELAY_SECONDS } from '@marketplace/contracts';
import { OnDomainEvent } from '../../../core/events/domain-events';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { APPLICATION_EVENTS, type ApplicationStatusChanged, type ApplicationSubmitted } from '../applications.events';
import {
  APPLICATION_JOBS,
  type NewApplicantJob,
  newApplicantJobId,
  type StatusEmailJob,
  statusEmailJobId,
} from '../applications.queue';
import { kindForStatus } from './application-emails.service';

/**
 * Queues the notifications of applications: the seeker's when an application is submitted or its
 * status changes, and the employers' of a new applicant. The events arrive after the change
 * committed; as job alerts and the interview invitations do, the job is queued right after the
 * commit (while Redis is unreachable the queue keeps it in the outbox for the worker's relay), and a
 * failure to queue is logged and the change stands. Each job has an id derived from the change, so a
 * repeated event cannot queue it twice. Not selected waits past the 10-second undo, and its job
 * checks the status again before telling anyone.
 */
@Injectable()
export class ApplicationEmailListeners {
  private readonly logger = new Logger(ApplicationEmailListeners.name);

  constructor(@InjectQueue(QUEUES.applications) private readonly queue: Queue<StatusEmailJob | NewApplicantJob>) {}

  @OnDomainEvent<ApplicationSubmitted>(APPLICATION_EVENTS.submitted)
  async queueReceivedEmail({ applicationId, at }: ApplicationSubmitted): Promise<void> {
    return this.queueEmails(
      [{ kind: 'application-received', applicationId, changedAt: at.toISOString() }],
      [{ applicationId }],
    );
  }

  @OnDomainEvent<ApplicationStatusChanged>(APPLICATION_EVENTS.statusChanged)
  async queueStatusEmails({ changes, at, undo }: ApplicationStatusChanged): Promise<void> {
    // An undo puts back statuses whose mails were already decided on; it sends nothing itself.
    if (undo) return;
    const jobs = changes.flatMap(({ applicationId, to }) => {
      const kind = kindForStatus(to);
      return kind ? [{ kind, applicationId, changedAt: at.toISOString() }] : [];
    });
    return this.queueEmails(jobs);
  }

  private async queueEmails(
    jobs: readonly StatusEmailJob[],
    newApplicants: readonly NewApplicantJob[] = [],
  ): Promise<void> {
    if (jobs.length === 0 && newApplicants.length === 0) return;
    try {
      await this.queue.addBulk([
        ...jobs.map((data) => ({
          name: APPLICATION_JOBS.statusEmail,
          data,
          opts: {
            jobId: statusEmailJobId(data),
            ...(data.kind === 'application-not-selected' ? { delay: NOT_SELECTED_EMAIL_DELAY_SECONDS * 1000 } : {}),
          },
        })),
        ...newApplicants.map((data) => ({
          name: APPLICATION_JOBS.newApplicant,
          data,
          opts: { jobId: newApplicantJobId(data) },
        })),
      ]);
    } catch (error) {
      // The change is committed and stands; this line is what an operator re-queues from.
      this.logger.error(
        {
          err: error,
          applications: [...jobs, ...newApplicants].map((job) => job.applicationId),
          kinds: [...new Set([...jobs.map((job) => job.kind), ...(newApplicants.length > 0 ? ['new-applicant'] : [])])],
        },
        'Could not queue application notifications',
      );
    }
  }
}
