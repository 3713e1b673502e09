import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { NotificationsService } from '../../notifications';
import { readAlertQuery } from './alert-query';
import { JobAlertMatcher } from './job-alert-matcher';
import { renderJobAlertEmail, unsubscribeLink } from './job-alert-email';
import { type DueAlert, JobAlertsRepository } from './job-alerts.repository';
import { ALERT_RESTORE_WINDOW_MS } from './job-alerts.service';

/** Alerts handled per run; the hourly schedule picks up the rest next time. */
export const ALERT_BATCH_SIZE = 500;

/** Worker side of job alerts: e-mails each due alert the jobs that are new since its last e-mail. */
@Injectable()
export class JobAlertsSender {
  private readonly logger = new Logger(JobAlertsSender.name);

  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly matcher: JobAlertMatcher,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async sendDue(): Promise<{ alerts: number; emails: number }> {
    const now = this.clock.now();
    // Deleted alerts that can no longer be restored go for good (with their e-mail history).
    await this.alerts.purgeDeleted(new Date(now.getTime() - ALERT_RESTORE_WINDOW_MS));
    const due = await this.alerts.due(now, ALERT_BATCH_SIZE);
    let emails = 0;
    for (const alert of due) {
      try {
        if (await this.run(alert, now)) emails += 1;
      } catch (error) {
        // One bad alert must not hold up the others. Its watermark did not move, so its next run still finds these jobs.
        this.logger.warn({ err: error, alertId: alert.id }, 'Job alert failed');
      }
    }
    return { alerts: due.length, emails };
  }

  /** Handles one alert; true when an e-mail was queued. */
  private async run(alert: DueAlert, now: Date): Promise<boolean> {
    // Claim the run, so two overlapping passes never e-mail the same jobs twice.
    if (!(await this.alerts.claimRun(alert.id, alert.lastRunAt, now))) return false;
    const read = readAlertQuery(alert.query);
    const jobs = read.ok ? await this.matcher.newJobs(read.query, alert.notifiedUpTo, now) : [];
    if (jobs.length === 0) {
      await this.alerts.markNotified(alert.id, now, null);
      return false;
    }
    const token = generateToken();
    await this.alerts.insertDelivery({
      id: randomUUID(),
      alertId: alert.id,
      unsubscribeTokenHash: hashToken(token),
      jobCount: jobs.length,
      sentAt: now,
    });
    await this.notifications.sendEmail(
      await renderJobAlertEmail({
        to: alert.email,
        name: alert.name,
        label: read.ok ? read.label : alert.query,
        query: read.ok ? read.query : '',
        jobs,
        publicUrl: this.config.publicUrl,
        unsubscribeUrl: unsubscribeLink(this.config.publicUrl, token),
      }),
    );
    // Moved only after the e-mail is queued: a failure before this re-sends rather than loses jobs.
    await this.alerts.markNotified(alert.id, now, now);
    return true;
  }
}
