import { Injectable, Logger } from '@nestjs/common';
import { publicJobPath } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobAudience } from '../jobs';
import { EmailPreferences, NotificationsService } from '../notifications';
import { SeekerProfiles } from '../profiles';
import type { EmailBlastJob } from './email-blast.queue';
import { SoloEmailBlasts } from '../billing';
import {
  blastDedupeKey,
  EMAIL_BLAST_MAX_RECIPIENTS,
  type EmailBlastSkip,
  emailBlastSkip,
  mergeRecipients,
} from './email-blast-rules';
import { renderJobBlastEmail } from './job-blast-email';

/** What became of one email-blast job. */
export type EmailBlastOutcome =
  { sent: number; optedOut: number; capped: boolean } | { sent: 0; reason: EmailBlastSkip | 'not-live' };

/**
 * Worker side of the Solo Email Blast: checks the once-only rule, finds the live seekers whose live
 * alerts find the job (jobs' JobAudience) or whose profile skills match it (profiles), and queues
 * one mail to each on the notifications queue, keyed by listing and seeker so a retried job never
 * sends anyone a second one; then records that the listing's blast went out.
 */
@Injectable()
export class EmailBlastService {
  private readonly logger = new Logger(EmailBlastService.name);

  constructor(
    private readonly blasts: SoloEmailBlasts,
    private readonly audience: JobAudience,
    private readonly profiles: SeekerProfiles,
    private readonly preferences: EmailPreferences,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async send(data: EmailBlastJob): Promise<EmailBlastOutcome> {
    const debit = await this.blasts.ofDebit(data.debitId);
    const skip = emailBlastSkip(debit, data.jobId);
    if (skip || !debit) return { sent: 0, reason: skip ?? 'no-listing' };
    // Only while the listing is live: a job edited back into review since waits for its next approval.
    const found = await this.audience.forLiveJob(data.jobId, EMAIL_BLAST_MAX_RECIPIENTS);
    if (!found) return { sent: 0, reason: 'not-live' };
    const { job, alertSeekers } = found;
    const bySkills = await this.profiles.seekersWithSkills(job.skills, EMAIL_BLAST_MAX_RECIPIENTS);
    const optedOut = await this.preferences.optedOutAmong(
      [...alertSeekers, ...bySkills].map((seeker) => seeker.userId),
      'job-blast',
    );
    const { recipients, capped } = mergeRecipients(alertSeekers, bySkills, optedOut);

    const jobUrl = `${this.config.publicUrl}${publicJobPath(job.card.id, job.card.title)}`;
    for (const seeker of recipients) {
      const message = await renderJobBlastEmail(seeker.email, {
        seekerName: seeker.name,
        job: job.card,
        jobUrl,
        unsubscribeUrl: await this.preferences.unsubscribeUrl(seeker.userId, 'job-blast'),
      });
      await this.notifications.sendEmail(message, { dedupeKey: blastDedupeKey(debit.id, seeker.userId) });
    }
    // Recorded only once every mail is queued: a failure before this retries, and the keys keep anyone from a second mail.
    await this.blasts.markSent(debit.id, this.clock.now());
    this.logger.log(
      {
        jobId: data.jobId,
        debitId: debit.id,
        recipients: recipients.length,
        byAlerts: alertSeekers.length,
        bySkills: bySkills.length,
        optedOut: optedOut.size,
        capped,
      },
      'Solo Email Blast sent',
    );
    return { sent: recipients.length, optedOut: optedOut.size, capped };
  }
}
