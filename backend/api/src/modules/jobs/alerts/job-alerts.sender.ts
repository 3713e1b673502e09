import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { JOB_NOTIFICATION_TEXTS } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { NotificationCenter, NotificationsService } from '../../notifications';
import { readAlertQuery } from './alert-query';
import { JobAlertMatcher } from './job-alert-matcher';
import { alertSearchPath, renderJobAlertEmail, unsubscribeLink } from './job-alert-email';
import { type DueAlert, JobAlertsRepository } from './job-alerts.repository';
import { ALERT_RESTORE_WINDOW_MS } from './job-alerts.service';

/** Alerts handled per run; the hourly schedule picks up the rest next time. */
export const ALERT_BATCH_SIZE = 500;

/** What one alert's run did: recorded a notification, and queued the alert's own e-mail. */
interface AlertRun {
  notified: boolean;
  emailed: boolean;
}

const NOTHING: AlertRun = { notified: false, emailed: false };

/** Names an alert's notification by the jobs it is about: those new since the watermark the run started from. */
export function alertNotificationKey(alertId: string, notifiedUpTo: Date): string {
  return `job-alert-${alertId}-${notifiedUpTo.toISOString()}`;
}

/**
 * Worker side of job alerts: records, for each due alert that finds jobs new since its last run, a
 * 'job-alert' notification for the seeker, and e-mails them the jobs with the alert's own mail (and
 * its own unsubscribe link) when they want this kind's e-mail as it happens; the daily digest
 * carries it for those who chose the digest, and those who turned it off get no alert mail.
 */
@Injectable()
export class JobAlertsSender {
  private readonly logger = new Logger(JobAlertsSender.name);

  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly matcher: JobAlertMatcher,
    private readonly center: NotificationCenter,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async sendDue(): Promise<{ alerts: number; notified: number; emails: number }> {
    const now = this.clock.now();
    // Deleted alerts that can no longer be restored go for good (with their e-mail history).
    await this.alerts.purgeDeleted(new Date(now.getTime() - ALERT_RESTORE_WINDOW_MS));
    const due = await this.alerts.due(now, ALERT_BATCH_SIZE);
    let notified = 0;
    let emails = 0;
    for (const alert of due) {
      try {
        const run = await this.run(alert, now);
        if (run.notified) notified += 1;
        if (run.emailed) emails += 1;
      } catch (error) {
        // One bad alert must not hold up the others. Its watermark did not move, so its next run still finds these jobs.
        this.logger.warn({ err: error, alertId: alert.id }, 'Job alert failed');
      }
    }
    return { alerts: due.length, notified, emails };
  }

  /** Handles one alert. */
  private async run(alert: DueAlert, now: Date): Promise<AlertRun> {
    // Claim the run, so two overlapping passes never notify the same jobs twice.
    if (!(await this.alerts.claimRun(alert.id, alert.lastRunAt, now))) return NOTHING;
    const read = readAlertQuery(alert.query);
    const jobs = read.ok ? await this.matcher.newJobs(read.query, alert.notifiedUpTo, now) : [];
    if (jobs.length === 0) {
      await this.alerts.markNotified(alert.id, now, null);
      return NOTHING;
    }
    const label = read.ok ? read.label : alert.query;
    const query = read.ok ? read.query : '';
    // A run that failed after this is done again from the same watermark: the center does not record it twice.
    const [delivery] = await this.center.notify(
      [
        {
          userId: alert.userId,
          kind: 'job-alert',
          text: JOB_NOTIFICATION_TEXTS.alert(jobs.length, label),
          link: alertSearchPath(query),
          subjectId: alert.id,
          subjectTitle: label,
          dedupeKey: alertNotificationKey(alert.id, alert.notifiedUpTo),
        },
      ],
      { ownEmail: true },
    );
    const notified = Boolean(delivery?.notificationId);
    if (delivery?.email !== 'immediate') {
      await this.alerts.markNotified(alert.id, now, null);
      return { notified, emailed: false };
    }
    const token = generateToken();
    await this.alerts.insertDelivery({
      id: randomUUID(),
      alertId: alert.id,
      unsubscribeTokenHash: hashToken(token),
      jobCount: jobs.length,
      sentAt: now,
    });
    const message = await renderJobAlertEmail({
      to: alert.email,
      name: alert.name,
      label,
      query,
      jobs,
      publicUrl: this.config.publicUrl,
      unsubscribeUrl: unsubscribeLink(this.config.publicUrl, token),
    });
    await this.notifications.sendEmail({ ...message, userId: alert.userId });
    // Moved only after the e-mail is queued: a failure before this re-sends rather than loses jobs.
    await this.alerts.markNotified(alert.id, now, now);
    return { notified, emailed: true };
  }
}
