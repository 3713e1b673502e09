import { Injectable } from '@nestjs/common';
import { EMPLOYER_JOB_PATHS, JOB_MODERATION_EMAIL_TEXTS as T, publicJobPath } from '@marketplace/contracts';
import type { AppConfig } from '../../../../config/app-config';
import { InjectConfig } from '../../../../config/config.module';
import { NotificationCenter, NotificationPreferences, NotificationsService } from '../../../notifications';
import { type ModerationEmailJob, moderationEmailJobId } from '../../jobs.queue';
import { JobModerationRepository, type ModerationEmailFacts } from '../job-moderation.repository';
import { renderJobModerationEmail } from './job-moderation-emails';

/** Why a moderation mail is not sent at all, or null to send it. */
export type ModerationEmailSkip = 'missing' | 'changed-since' | 'no-employers';

/**
 * Whether the mail still applies when it is about to go: the job still exists and the decision is
 * still its latest, so an approval the employer edited away since (its approval dropped) or a
 * rejection the employer already acted on does not send stale news.
 */
export function moderationEmailSkip(
  job: ModerationEmailJob,
  facts: ModerationEmailFacts | null,
): ModerationEmailSkip | null {
  if (!facts) return 'missing';
  const decidedAt = Date.parse(job.decidedAt);
  const current =
    job.kind === 'job-approved'
      ? facts.status === 'approved' && facts.approvedAt?.getTime() === decidedAt
      : facts.status === 'rejected' && facts.updatedAt.getTime() === decidedAt;
  if (!current) return 'changed-since';
  if (facts.employers.length === 0) return 'no-employers';
  return null;
}

/** What became of one moderation-email job: employers notified, and mails queued to those who want them now. */
export type ModerationEmailOutcome = { notified: number; sent: number } | { sent: 0; reason: ModerationEmailSkip };

/** The notification's text and the employer's page of the job it opens: the live job's applicants, or the form to fix it. */
export function moderationNotice(
  kind: ModerationEmailJob['kind'],
  job: Pick<ModerationEmailFacts, 'id' | 'title'>,
): { text: string; link: string } {
  return kind === 'job-approved'
    ? { text: T.approved.subject(job.title), link: EMPLOYER_JOB_PATHS.applications(job.id) }
    : { text: T.rejected.subject(job.title), link: EMPLOYER_JOB_PATHS.edit(job.id) };
}

/**
 * Worker side of the employers' moderation notifications: checks the decision still stands, records
 * one notification for each live employer of the company, and queues the moderation mail to those
 * who want this kind's e-mail as it happens (the digest carries the others'). The notification and
 * each mail are keyed by the decision and the recipient, so a retried job adds nothing twice.
 */
@Injectable()
export class JobModerationEmailsService {
  constructor(
    private readonly jobs: JobModerationRepository,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(job: ModerationEmailJob): Promise<ModerationEmailOutcome> {
    const facts = await this.jobs.moderationEmailFacts(job.jobId);
    const skip = moderationEmailSkip(job, facts);
    if (skip || !facts) return { sent: 0, reason: skip ?? 'missing' };
    const { text, link } = moderationNotice(job.kind, facts);
    const deliveries = await this.center.notify(
      facts.employers.map((employer) => ({
        userId: employer.id,
        kind: job.kind,
        text,
        link,
        subjectId: facts.id,
        subjectTitle: facts.title,
        dedupeKey: moderationEmailJobId(job),
      })),
      { ownEmail: true },
    );
    const publicUrl = this.config.publicUrl;
    let sent = 0;
    for (const delivery of deliveries) {
      const employer = facts.employers.find((candidate) => candidate.id === delivery.userId);
      if (delivery.email !== 'immediate' || !employer) continue;
      const message = await renderJobModerationEmail(job.kind, employer.email, {
        employerName: employer.name,
        jobId: facts.id,
        jobTitle: facts.title,
        jobUrl: `${publicUrl}${publicJobPath(facts.id, facts.title)}`,
        reason: facts.rejectionReason,
        publicUrl,
        unsubscribeUrl: await this.preferences.unsubscribeUrl(employer.id, job.kind),
      });
      await this.notifications.sendEmail(
        { ...message, userId: employer.id },
        { dedupeKey: `${moderationEmailJobId(job)}-${employer.id}` },
      );
      sent += 1;
    }
    return { notified: deliveries.filter((delivery) => delivery.notificationId !== null).length, sent };
  }
}
