import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { NotificationsService } from '../../notifications';
import { readAlertQuery } from './alert-query';
import { JobAlertMatcher } from './job-alert-matcher';
import { renderJobAlertEmail, unsubscribeLink } from './job-alert-email';

/** Alerts handled per run; the hourly schedule picks up the rest next time. */
export const ALERT_BATCH_SIZE = 500;
/** An alert falls due this much before its full period, so an hourly pass never postpones it by an extra hour. */
export const DUE_TOLERANCE = "interval '10 minutes'";

interface DueAlert {
  id: string;
  query: string;
  notified_up_to: Date;
  last_run_at: Date | null;
  email: string;
  name: string;
}

/** Worker side of job alerts: e-mails each due alert the jobs that are new since its last e-mail. */
@Injectable()
export class JobAlertsSender {
  private readonly logger = new Logger(JobAlertsSender.name);

  constructor(
    private readonly em: EntityManager,
    private readonly matcher: JobAlertMatcher,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async sendDue(): Promise<{ alerts: number; emails: number }> {
    const now = this.clock.now();
    const connection = this.em.fork().getConnection();
    const due = await connection.execute<DueAlert[]>(
      `select a."id", a."query", a."notified_up_to", a."last_run_at", u."email", u."name"
       from "job_alerts" a join "users" u on u."id" = a."user_id"
       where not a."paused" and u."deleted_at" is null
         and coalesce(a."last_run_at", a."created_at") <= ?::timestamptz - (case a."frequency" when 'weekly' then interval '7 days' else interval '1 day' end) + ${DUE_TOLERANCE}
       order by coalesce(a."last_run_at", a."created_at")
       limit ?`,
      [now, ALERT_BATCH_SIZE],
    );
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
    const connection = this.em.fork().getConnection();
    // Claim the run, so two overlapping passes never e-mail the same jobs twice.
    const claimed = await connection.execute<Array<{ id: string }>>(
      `update "job_alerts" set "last_run_at" = ? where "id" = ? and "last_run_at" is not distinct from ? returning "id"`,
      [now, alert.id, alert.last_run_at],
    );
    if (claimed.length === 0) return false;
    const read = readAlertQuery(alert.query);
    const jobs = read.ok ? await this.matcher.newJobs(read.query, new Date(alert.notified_up_to), now) : [];
    if (jobs.length === 0) {
      await connection.execute(`update "job_alerts" set "notified_up_to" = ? where "id" = ?`, [now, alert.id]);
      return false;
    }
    const token = generateToken();
    await connection.execute(`insert into "job_alert_deliveries" ("id", "alert_id", "unsubscribe_token_hash", "job_count", "sent_at") values (?, ?, ?, ?, ?)`, [
      randomUUID(),
      alert.id,
      hashToken(token),
      jobs.length,
      now,
    ]);
    await this.notifications.sendEmail(
      renderJobAlertEmail({
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
    await connection.execute(`update "job_alerts" set "notified_up_to" = ?, "last_sent_at" = ? where "id" = ?`, [now, now, alert.id]);
    return true;
  }
}
