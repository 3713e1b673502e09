import { Injectable, Logger } from '@nestjs/common';
import { JOB_BLAST_EMAIL_TEXTS, publicJobPath } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobAudience } from '../jobs';
import {
  NotificationCenter,
  type NotificationDelivery,
  NotificationPreferences,
  NotificationsService,
} from '../notifications';
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

/** Notifications recorded per call to the center: a blast reaches thousands of seekers. */
const NOTIFY_BATCH = 500;
import { renderJobBlastEmail } from './job-blast-email';

/** What became of one email-blast job: seekers notified, and mails queued to those who want them now. */
export type EmailBlastOutcome =
  | { notified: number; sent: number; optedOut: number; capped: boolean }
  | { sent: 0; reason: EmailBlastSkip | 'not-live' };

/**
 * Worker side of the Solo Email Blast: checks the once-only rule, finds the live seekers whose live
 * alerts find the job (jobs' JobAudience) or whose profile skills match it (profiles), records a
 * 'job-blast' notification for each, and queues the blast mail to those who want this kind's e-mail
 * as it happens (the digest carries the others'). Notifications and mails are keyed by listing and
 * seeker, so a retried job never adds anyone's twice; then it records that the listing's blast went out.
 */
@Injectable()
export class EmailBlastService {
  private readonly logger = new Logger(EmailBlastService.name);

  constructor(
    private readonly blasts: SoloEmailBlasts,
    private readonly audience: JobAudience,
    private readonly profiles: SeekerProfiles,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
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
    // Those who want blasts neither in the app nor by e-mail take no place under the cap.
    const choices = await this.preferences.choicesOf(
      [...new Set([...alertSeekers, ...bySkills].map((seeker) => seeker.userId))],
      'job-blast',
    );
    const optedOut = new Set(
      [...choices].filter(([, choice]) => !choice.inApp && choice.email === 'off').map(([userId]) => userId),
    );
    const { recipients, capped } = mergeRecipients(alertSeekers, bySkills, optedOut);

    const text = JOB_BLAST_EMAIL_TEXTS.subject(job.card.title);
    const link = publicJobPath(job.card.id, job.card.title);
    const jobUrl = `${this.config.publicUrl}${link}`;
    let notified = 0;
    let sent = 0;
    for (let start = 0; start < recipients.length; start += NOTIFY_BATCH) {
      const batch = recipients.slice(start, start + NOTIFY_BATCH);
      const deliveries: NotificationDelivery[] = await this.center.notify(
        batch.map((seeker) => ({
          userId: seeker.userId,
          kind: 'job-blast',
          text,
          link,
          subjectId: job.card.id,
          subjectTitle: job.card.title,
          dedupeKey: blastDedupeKey(debit.id, seeker.userId),
        })),
        { ownEmail: true },
      );
      for (const [index, seeker] of batch.entries()) {
        const delivery = deliveries[index];
        if (delivery?.notificationId) notified += 1;
        if (delivery?.email !== 'immediate') continue;
        const message = await renderJobBlastEmail(seeker.email, {
          seekerName: seeker.name,
          job: job.card,
          jobUrl,
          unsubscribeUrl: await this.preferences.unsubscribeUrl(seeker.userId, 'job-blast'),
        });
        await this.notifications.sendEmail(
          { ...message, userId: seeker.userId },
          { dedupeKey: blastDedupeKey(debit.id, seeker.userId) },
        );
        sent += 1;
      }
    }
    // Recorded only once every mail is queued: a failure before this retries, and the keys keep anyone from a second one.
    await this.blasts.markSent(debit.id, this.clock.now());
    this.logger.log(
      {
        jobId: data.jobId,
        debitId: debit.id,
        recipients: recipients.length,
        notified,
        sent,
        byAlerts: alertSeekers.length,
        bySkills: bySkills.length,
        optedOut: optedOut.size,
        capped,
      },
      'Solo Email Blast sent',
    );
    return { notified, sent, optedOut: optedOut.size, capped };
  }
}
