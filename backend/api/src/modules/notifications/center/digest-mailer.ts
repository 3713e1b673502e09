import { Inject, Injectable, Logger } from '@nestjs/common';
import { NOTIFICATION_LIMITS, NOTIFICATION_PATHS, type NotificationKind } from '@marketplace/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../core/clock/clock';
import { inTransaction } from '../../../infrastructure/database/typed-sql';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { digestEmailTemplate, digestSections } from '../email/digest-email';
import { renderEmail } from '../email/render-email';
import { NOTIFICATION_RECIPIENTS, type NotificationRecipients } from '../notification-recipients.port';
import type { EmailMessage } from '../notifications.constants';
import { NotificationsService } from '../notifications.service';
import { NotificationPreferences } from '../preferences/notification-preferences.service';
import { localDate } from './digest-schedule';
import { DigestScheduler } from './digest-scheduler';
import { toNotificationItem } from './notifications.mapper';
import { type NotificationRecord, NotificationsRepository } from './notifications.repository';

/** Notifications one digest carries at most; the rest wait for the next one. */
export const DIGEST_MAX_NOTIFICATIONS = 500;

/** People the sweep reschedules per batch. */
const SWEEP_BATCH = 500;

/** What one person's digest job did. */
export interface DigestOutcome {
  /** Notifications the mail carries (0: no mail). */
  mailed: number;
  /** Notifications marked as gone out in a digest, the ones read in-app meanwhile included. */
  digested: number;
}

/** The mail's dedupe key: one digest per person and local day, however often the job runs. */
export function digestMailKey(userId: string, day: string): string {
  return `digest-${userId}-${day}`;
}

/**
 * Sends each person's daily digest: what waited for it, less what they already read in-app, in one
 * e-mail; and the hourly sweep that reschedules digests a lost job left behind and forgets old
 * notifications.
 */
@Injectable()
export class DigestMailer {
  private readonly logger = new Logger(DigestMailer.name);

  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly preferences: NotificationPreferences,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    private readonly mail: NotificationsService,
    private readonly scheduler: DigestScheduler,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

  /**
   * One person's digest. A deleted account gets nothing. The notifications they read in-app since
   * are marked digested without mail; the others go out in one e-mail, queued under a key per local
   * day.
   */
  async send(userId: string): Promise<DigestOutcome> {
    const recipient = (await this.recipients.recipientsOf([userId])).get(userId);
    if (!recipient) return { mailed: 0, digested: 0 };
    const pending = await this.notifications.pendingDigest(userId, DIGEST_MAX_NOTIFICATIONS);
    if (pending.length === 0) return { mailed: 0, digested: 0 };
    const now = this.clock.now();
    // The rows are marked in the transaction that queues the mail: a failure to queue leaves them
    // waiting for the retry, and a retry never marks rows a mail did not carry.
    return inTransaction(this.em, async () => {
      const unread = pending.filter((row) => row.readAt === null);
      const digested = await this.notifications.markDigested(
        pending.map((row) => row.id),
        now,
      );
      if (unread.length > 0) {
        const zones = await this.preferences.timeZonesOf([userId], new Map([[userId, recipient.defaultTimeZone]]));
        const message = await this.render(recipient.name, recipient.email, userId, unread);
        await this.preferences.recordDigest(userId, now);
        await this.mail.sendEmail(message, { dedupeKey: digestMailKey(userId, localDate(now, zones.get(userId)!)) });
      }
      return { mailed: unread.length, digested };
    });
  }

  /** The digest e-mail of these (unread) notifications. */
  async render(
    name: string,
    email: string,
    userId: string,
    rows: readonly NotificationRecord[],
  ): Promise<EmailMessage> {
    const kinds = [...new Set(rows.map((row) => row.kind))];
    const unsubscribeUrls = new Map<NotificationKind, string>();
    for (const kind of kinds) unsubscribeUrls.set(kind, await this.preferences.unsubscribeUrl(userId, kind));
    const message = await renderEmail(digestEmailTemplate, email, {
      name,
      count: rows.length,
      sections: digestSections(rows.map(toNotificationItem), this.config.publicUrl, unsubscribeUrls),
      settingsUrl: `${this.config.publicUrl}${NOTIFICATION_PATHS.preferences}`,
    });
    return { ...message, userId };
  }

  /**
   * The hourly sweep: everyone with notifications waiting for a digest gets one scheduled (a person
   * whose digest job waits already keeps that one: BullMQ ignores a job added under the id of one
   * that is waiting, delayed or running), and notifications older than the keeping time go.
   */
  async sweep(): Promise<{ rescheduled: number; pruned: number }> {
    let rescheduled = 0;
    let after: string | null = null;
    for (;;) {
      const users = await this.notifications.usersWithPendingDigest(after, SWEEP_BATCH);
      if (users.length === 0) break;
      await this.scheduler.schedule(users);
      rescheduled += users.length;
      after = users.at(-1)!;
      if (users.length < SWEEP_BATCH) break;
    }
    const before = new Date(this.clock.now().getTime() - NOTIFICATION_LIMITS.keepDays * 86_400_000);
    const pruned = await this.notifications.prune(before);
    this.logger.log({ rescheduled, pruned }, 'Notification sweep done');
    return { rescheduled, pruned };
  }
}
