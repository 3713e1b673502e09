import { Injectable } from '@nestjs/common';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { NotificationCenter, NotificationPreferences, NotificationsService, renderEmail } from '../../notifications';
import { CritiquesRepository } from '../critiques.repository';
import { type CritiqueReadyEmailJob, type CritiqueReceivedEmailJob, critiqueJobIds } from '../critiques.queue';
import { critiqueReadyEmailTemplate, critiqueReceivedEmailTemplate } from './critique-emails';

/** What became of one mail job. */
export type CritiqueEmailOutcome =
  | { sent: 1 }
  | { sent: 0; reason: 'missing' | 'not-completed' }
  /** The seeker is notified; their e-mail of this kind goes in the digest, or not at all. */
  | { sent: 0; reason: 'not-immediate' };

/** The seeker's page of critiques, and of one critique. */
export const CRITIQUES_PAGE_PATH = '/seeker/critiques';

/**
 * Worker side of the critique mails: the "received" mail of a request (a confirmation of the
 * seeker's own request, always sent) and the "ready" notification of a completed critique, e-mailed
 * when the seeker wants it as it happens. Notifications and mails carry keys derived from the
 * request, so a retried job records and sends nobody a second one.
 */
@Injectable()
export class CritiqueEmailsService {
  constructor(
    private readonly critiques: CritiquesRepository,
    private readonly notifications: NotificationsService,
    private readonly center: NotificationCenter,
    private readonly preferences: NotificationPreferences,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async received(job: CritiqueReceivedEmailJob): Promise<CritiqueEmailOutcome> {
    const record = await this.critiques.find(job.requestId);
    if (!record) return { sent: 0, reason: 'missing' };
    const message = await renderEmail(critiqueReceivedEmailTemplate, record.seekerEmail, {
      seekerName: record.seekerName,
      targetRole: record.targetRole,
      targetIndustry: record.targetIndustry,
      charged: job.chargedCents === null ? null : { amountCents: job.chargedCents, receiptNumber: job.receiptNumber },
      critiquesUrl: `${this.config.publicUrl}${CRITIQUES_PAGE_PATH}`,
    });
    await this.notifications.sendEmail(
      { ...message, userId: record.seekerId },
      { dedupeKey: critiqueJobIds.receivedEmail(record.id) },
    );
    return { sent: 1 };
  }

  async ready(job: CritiqueReadyEmailJob): Promise<CritiqueEmailOutcome> {
    const record = await this.critiques.find(job.requestId);
    if (!record) return { sent: 0, reason: 'missing' };
    if (record.status !== 'completed') return { sent: 0, reason: 'not-completed' };
    const path = `${CRITIQUES_PAGE_PATH}/${record.id}`;
    const dedupeKey = critiqueJobIds.readyEmail(record.id);
    const [delivery] = await this.center.notify(
      [
        {
          userId: record.seekerId,
          kind: 'critique-ready',
          text: CRITIQUE_MESSAGES.readyNotification(record.targetRole),
          link: path,
          subjectId: record.id,
          subjectTitle: record.targetRole,
          dedupeKey,
        },
      ],
      { ownEmail: true },
    );
    if (delivery?.email !== 'immediate') return { sent: 0, reason: 'not-immediate' };
    const message = await renderEmail(critiqueReadyEmailTemplate, record.seekerEmail, {
      seekerName: record.seekerName,
      targetRole: record.targetRole,
      critiqueUrl: `${this.config.publicUrl}${path}`,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(record.seekerId, 'critique-ready'),
    });
    await this.notifications.sendEmail({ ...message, userId: record.seekerId }, { dedupeKey });
    return { sent: 1 };
  }
}
