import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { NotificationsService, renderEmail } from '../../notifications';
import { CritiquesRepository } from '../critiques.repository';
import { type CritiqueReadyEmailJob, type CritiqueReceivedEmailJob, critiqueJobIds } from '../critiques.queue';
import { critiqueReadyEmailTemplate, critiqueReceivedEmailTemplate } from './critique-emails';

/** What became of one mail job. */
export type CritiqueEmailOutcome = { sent: 1 } | { sent: 0; reason: 'missing' | 'not-completed' };

/** The seeker's page of critiques, and of one critique. */
export const CRITIQUES_PAGE_PATH = '/seeker/critiques';

/**
 * Worker side of the critique mails: the "received" mail of a request and the "ready" mail of a
 * completed critique, queued on the notifications queue under keys derived from the request, so a
 * retried job sends nobody a second one.
 */
@Injectable()
export class CritiqueEmailsService {
  constructor(
    private readonly critiques: CritiquesRepository,
    private readonly notifications: NotificationsService,
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
    await this.notifications.sendEmail(message, { dedupeKey: critiqueJobIds.receivedEmail(record.id) });
    return { sent: 1 };
  }

  async ready(job: CritiqueReadyEmailJob): Promise<CritiqueEmailOutcome> {
    const record = await this.critiques.find(job.requestId);
    if (!record) return { sent: 0, reason: 'missing' };
    if (record.status !== 'completed') return { sent: 0, reason: 'not-completed' };
    const message = await renderEmail(critiqueReadyEmailTemplate, record.seekerEmail, {
      seekerName: record.seekerName,
      targetRole: record.targetRole,
      critiqueUrl: `${this.config.publicUrl}${CRITIQUES_PAGE_PATH}/${record.id}`,
    });
    await this.notifications.sendEmail(message, { dedupeKey: critiqueJobIds.readyEmail(record.id) });
    return { sent: 1 };
  }
}
