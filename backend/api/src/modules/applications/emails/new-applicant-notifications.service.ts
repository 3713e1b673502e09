import { Injectable } from '@nestjs/common';
import { APPLICATION_NOTIFICATION_TEXTS } from '@marketplace/contracts';
import { NotificationCenter } from '../../notifications';
import { type NewApplicantJob, newApplicantJobId } from '../applications.queue';
import { ApplicationEmailsRepository } from './application-emails.repository';

/** The employer's page of one job's applicants (the notification's link). */
export function jobApplicationsPath(jobId: string): string {
  return `/employer/jobs/${encodeURIComponent(jobId)}/applications`;
}

/** What became of one new-applicant job: skipped, or how many employers it was recorded for now. */
export type NewApplicantOutcome = { notified: number } | { notified: 0; reason: 'missing' | 'withdrawn' };

/**
 * Worker side of "a seeker applied": tells every live employer of the job's company, one
 * notification each about the job (so the bell and the digest group "3 new applicants for ...").
 * Each employer's choices decide the rest; by default their e-mail waits for the daily digest. A
 * retried job records nothing twice (the dedupe key names the application).
 */
@Injectable()
export class NewApplicantNotifications {
  constructor(
    private readonly emails: ApplicationEmailsRepository,
    private readonly center: NotificationCenter,
  ) {}

  async notify(job: NewApplicantJob): Promise<NewApplicantOutcome> {
    const facts = await this.emails.newApplicantFacts(job.applicationId);
    if (!facts) return { notified: 0, reason: 'missing' };
    // Withdrawn before the job ran: there is no applicant to look at any more.
    if (facts.withdrawn) return { notified: 0, reason: 'withdrawn' };
    const employers = await this.emails.liveEmployersOf(facts.companyId);
    const deliveries = await this.center.notify(
      employers.map((userId) => ({
        userId,
        kind: 'new-applicant' as const,
        text: APPLICATION_NOTIFICATION_TEXTS.newApplicant(facts.jobTitle, facts.seekerName),
        link: jobApplicationsPath(facts.jobId),
        subjectId: facts.jobId,
        subjectTitle: facts.jobTitle,
        dedupeKey: newApplicantJobId(job),
      })),
    );
    return { notified: deliveries.filter((delivery) => delivery.created).length };
  }
}
