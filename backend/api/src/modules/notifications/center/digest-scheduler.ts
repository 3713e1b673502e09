import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Clock } from '../../../core/clock/clock';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { NOTIFICATION_RECIPIENTS, type NotificationRecipients } from '../notification-recipients.port';
import { type DigestJobData, NOTIFICATION_JOBS } from '../notifications.constants';
import { NotificationPreferences } from '../preferences/notification-preferences.service';
import { nextDigestAt } from './digest-schedule';

/** The id that makes a person's pending digest one job however many notifications wait for it. */
export function digestDeduplicationId(userId: string): string {
  return `digest-${userId}`;
}

/**
 * Queues each person's next digest for their local digest hour. While one waits, queuing it again
 * adds nothing (BullMQ deduplication), so a burst of notifications makes one e-mail.
 */
@Injectable()
export class DigestScheduler {
  constructor(
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue<DigestJobData>,
    private readonly preferences: NotificationPreferences,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    private readonly clock: Clock,
  ) {}

  async schedule(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const now = this.clock.now();
    const recipients = await this.recipients.recipientsOf(userIds);
    const live = userIds.filter((userId) => recipients.has(userId));
    const fallbacks = new Map(live.map((userId) => [userId, recipients.get(userId)!.defaultTimeZone]));
    const [zones, lastDigests] = await Promise.all([
      this.preferences.timeZonesOf(live, fallbacks),
      this.preferences.lastDigestsOf(live),
    ]);
    await this.queue.addBulk(
      live.map((userId) => {
        const at = nextDigestAt(now, zones.get(userId)!, lastDigests.get(userId) ?? null);
        return {
          name: NOTIFICATION_JOBS.digest,
          data: { userId },
          opts: {
            delay: Math.max(0, at.getTime() - now.getTime()),
            deduplication: { id: digestDeduplicationId(userId) },
          },
        };
      }),
    );
  }
}
