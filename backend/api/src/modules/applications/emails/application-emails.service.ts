import { Injectable } from '@nestjs/common';
import type { ApplicationStatus } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { JobsService } from '../../jobs';
import { EmailPreferences, NotificationsService } from '../../notifications';
import { type ApplicationEmailKind, type StatusEmailJob, statusEmailJobId } from '../applications.queue';
import { renderStatusEmail } from './application-emails';
import { ApplicationEmailsRepository, type StatusEmailFacts } from './application-emails.repository';

/** The status an application must still have for each kind of mail about a change (received is about applying). */
export const STATUS_OF_KIND: Record<Exclude<ApplicationEmailKind, 'application-received'>, ApplicationStatus> = {
  'application-interview': 'interview',
  'application-hired': 'hired',
  'application-not-selected': 'rejected',
};

/** The kind of mail a change to this status sends, if any. */
export function kindForStatus(status: ApplicationStatus): ApplicationEmailKind | null {
  const found = (Object.entries(STATUS_OF_KIND) as Array<[ApplicationEmailKind, ApplicationStatus]>).find(
    ([, to]) => to === status,
  );
  return found ? found[0] : null;
}

/** Why a status mail is not sent (besides the recipient's opt-out), or null to send it. */
export type StatusEmailSkip = 'missing' | 'seeker-deleted' | 'withdrawn' | 'changed-since' | 'company-turned-off';

/**
 * Whether the mail still applies when it is about to go: the application and its seeker still
 * exist, it was not withdrawn, and (for a change of status) the change is still the latest one,
 * so a not-selected change undone or reversed meanwhile sends nothing. The not-selected mail also
 * needs the company's switch on.
 */
export function statusEmailSkip(job: StatusEmailJob, facts: StatusEmailFacts | null): StatusEmailSkip | null {
  if (!facts) return 'missing';
  if (facts.seekerDeleted) return 'seeker-deleted';
  if (facts.withdrawn) return 'withdrawn';
  if (job.kind !== 'application-received') {
    const status = STATUS_OF_KIND[job.kind];
    const latest = facts.latestChange;
    if (facts.status !== status || !latest || latest.to !== status || latest.at.getTime() !== Date.parse(job.changedAt))
      return 'changed-since';
  }
  if (job.kind === 'application-not-selected' && !facts.notSelectedEmails) return 'company-turned-off';
  return null;
}

/** What became of one status-mail job. */
export type StatusEmailOutcome = { sent: true } | { sent: false; reason: StatusEmailSkip | 'opted-out' };

/**
 * Worker side of the seeker's status mails (received, interview, hired, not selected): checks
 * that the mail still applies, renders it and queues it for delivery, once (the delivery job's id
 * derives from the change, so a retried job does not send twice).
 */
@Injectable()
export class ApplicationEmailsService {
  constructor(
    private readonly emails: ApplicationEmailsRepository,
    private readonly jobs: JobsService,
    private readonly preferences: EmailPreferences,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(job: StatusEmailJob): Promise<StatusEmailOutcome> {
    const facts = await this.emails.statusEmailFacts(job.applicationId);
    const skip = statusEmailSkip(job, facts);
    if (skip || !facts) return { sent: false, reason: skip ?? 'missing' };
    if ((await this.preferences.optedOutAmong([facts.seekerId], job.kind)).has(facts.seekerId))
      return { sent: false, reason: 'opted-out' };
    // As the seeker's own lists show the job: a private company stays 'Private Company'.
    const summary = (await this.jobs.summariesFor(null, [facts.jobId])).get(facts.jobId);
    if (!summary) return { sent: false, reason: 'missing' };
    const message = await renderStatusEmail(job.kind, facts.seekerEmail, {
      seekerName: facts.seekerName,
      jobTitle: summary.title,
      companyName: summary.company.name,
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(facts.seekerId, job.kind),
    });
    await this.notifications.sendEmail(message, { dedupeKey: statusEmailJobId(job) });
    return { sent: true };
  }
}
