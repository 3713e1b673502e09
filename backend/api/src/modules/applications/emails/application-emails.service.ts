import { Injectable } from '@nestjs/common';
import { APPLICATION_NOTIFICATION_TEXTS as N, type ApplicationStatus, type EmailMode } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { JobsService } from '../../jobs';
import { NotificationCenter, NotificationPreferences, NotificationsService } from '../../notifications';
import { type ApplicationNotificationKind, type StatusEmailJob, statusEmailJobId } from '../applications.queue';
import { renderStatusEmail } from './application-emails';
import { ApplicationEmailsRepository, type StatusEmailFacts } from './application-emails.repository';

/** The status an application must still have for each kind of notification about a change (received is about applying). */
export const STATUS_OF_KIND: Record<Exclude<ApplicationNotificationKind, 'application-received'>, ApplicationStatus> = {
  'application-reviewed': 'reviewed',
  'application-interview': 'interview',
  'application-hired': 'hired',
  'application-not-selected': 'rejected',
};

/** The kind of notification a change to this status sends, if any. */
export function kindForStatus(status: ApplicationStatus): ApplicationNotificationKind | null {
  const found = (Object.entries(STATUS_OF_KIND) as Array<[ApplicationNotificationKind, ApplicationStatus]>).find(
    ([, to]) => to === status,
  );
  return found ? found[0] : null;
}

/** Why a status notification is not recorded (nor mailed), or null to record it. */
export type StatusEmailSkip = 'missing' | 'seeker-deleted' | 'withdrawn' | 'changed-since' | 'company-turned-off';

/**
 * Whether the notification still applies when its job runs: the application and its seeker still
 * exist, it was not withdrawn, and (for a change of status) the change is still the latest one,
 * so a not-selected change undone or reversed meanwhile tells nothing. Not selected also needs the
 * company's switch on: a company that does not announce it records nothing (the seeker's list
 * still shows the status).
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

/** What became of one status job: skipped, or recorded (or not, for a seeker who wants neither) and how its e-mail went. */
export type StatusEmailOutcome = { notified: false; reason: StatusEmailSkip } | { notified: boolean; email: EmailMode };

/** The one line each kind says under the bell and in the digest. */
const NOTIFICATION_TEXT: Record<ApplicationNotificationKind, (jobTitle: string, company: string) => string> = {
  'application-received': N.received,
  'application-reviewed': N.reviewed,
  'application-interview': N.interview,
  'application-hired': N.hired,
  'application-not-selected': N.notSelected,
};

/** Where the seeker follows their applications (the notification's link). */
export const SEEKER_APPLICATIONS_PATH = '/seeker/applications';

/**
 * Worker side of the seeker's notifications about their application (received, reviewed,
 * interview, hired, not selected): checks that it still applies, records it in the notification
 * center, and e-mails the status mail to a seeker who wants this kind's e-mail as it happens
 * (reviewed has no mail of its own: the center sends its plain one). A retried job records nothing
 * twice, and the mail's delivery id derives from the change, so it is not sent twice either.
 */
@Injectable()
export class ApplicationEmailsService {
  constructor(
    private readonly emails: ApplicationEmailsRepository,
    private readonly jobs: JobsService,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(job: StatusEmailJob): Promise<StatusEmailOutcome> {
    const facts = await this.emails.statusEmailFacts(job.applicationId);
    const skip = statusEmailSkip(job, facts);
    if (skip || !facts) return { notified: false, reason: skip ?? 'missing' };
    // As the seeker's own lists show the job: a private company stays 'Private Company'.
    const summary = (await this.jobs.summariesFor(null, [facts.jobId])).get(facts.jobId);
    if (!summary) return { notified: false, reason: 'missing' };
    const kind = job.kind;
    const mailKind = kind !== 'application-reviewed' ? kind : null;
    const [delivery] = await this.center.notify(
      [
        {
          userId: facts.seekerId,
          kind,
          text: NOTIFICATION_TEXT[kind](summary.title, summary.company.name),
          link: SEEKER_APPLICATIONS_PATH,
          subjectId: facts.id,
          subjectTitle: summary.title,
          dedupeKey: statusEmailJobId(job),
        },
      ],
      { ownEmail: mailKind !== null },
    );
    if (!delivery) return { notified: false, reason: 'missing' };
    const notified = delivery.notificationId !== null;
    if (!mailKind || delivery.email !== 'immediate') return { notified, email: delivery.email };
    const message = await renderStatusEmail(mailKind, facts.seekerEmail, {
      seekerName: facts.seekerName,
      jobTitle: summary.title,
      companyName: summary.company.name,
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(facts.seekerId, kind),
    });
    await this.notifications.sendEmail({ ...message, userId: facts.seekerId }, { dedupeKey: statusEmailJobId(job) });
    return { notified, email: delivery.email };
  }
}
