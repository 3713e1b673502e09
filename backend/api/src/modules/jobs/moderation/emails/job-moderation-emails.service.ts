import { Injectable } from '@nestjs/common';
import { publicJobPath } from '@marketplace/contracts';
import type { AppConfig } from '../../../../config/app-config';
import { InjectConfig } from '../../../../config/config.module';
import { EmailPreferences, NotificationsService } from '../../../notifications';
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

/** What became of one moderation-email job. */
export type ModerationEmailOutcome = { sent: number; optedOut: number } | { sent: 0; reason: ModerationEmailSkip };

/**
 * Worker side of the employers' moderation mails: checks the decision still stands, and queues one
 * mail to each live employer of the company who did not turn the kind off. Each delivery's key
 * derives from the decision and the recipient, so a retried job does not send anyone a second one.
 */
@Injectable()
export class JobModerationEmailsService {
  constructor(
    private readonly jobs: JobModerationRepository,
    private readonly preferences: EmailPreferences,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(job: ModerationEmailJob): Promise<ModerationEmailOutcome> {
    const facts = await this.jobs.moderationEmailFacts(job.jobId);
    const skip = moderationEmailSkip(job, facts);
    if (skip || !facts) return { sent: 0, reason: skip ?? 'missing' };
    const optedOut = await this.preferences.optedOutAmong(
      facts.employers.map((employer) => employer.id),
      job.kind,
    );
    const publicUrl = this.config.publicUrl;
    let sent = 0;
    for (const employer of facts.employers) {
      if (optedOut.has(employer.id)) continue;
      const message = await renderJobModerationEmail(job.kind, employer.email, {
        employerName: employer.name,
        jobId: facts.id,
        jobTitle: facts.title,
        jobUrl: `${publicUrl}${publicJobPath(facts.id, facts.title)}`,
        reason: facts.rejectionReason,
        publicUrl,
        unsubscribeUrl: await this.preferences.unsubscribeUrl(employer.id, job.kind),
      });
      await this.notifications.sendEmail(message, { dedupeKey: `${moderationEmailJobId(job)}-${employer.id}` });
      sent += 1;
    }
    return { sent, optedOut: optedOut.size };
  }
}
