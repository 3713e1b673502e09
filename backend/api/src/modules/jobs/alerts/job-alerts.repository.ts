import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobAlertFrequency } from '@marketplace/contracts';
import { JobAlert } from '../entities/job-alert.entity';
import { JobAlertDelivery } from '../entities/job-alert-delivery.entity';
import { CLAIM_ALERT_RUN_SQL, DUE_ALERTS_SQL } from './job-alerts.sql';

/** An alert that is due, with who gets its e-mail. */
export interface DueAlert {
  id: string;
  query: string;
  notifiedUpTo: Date;
  lastRunAt: Date | null;
  email: string;
  name: string;
}

/** A new alert. */
export interface NewJobAlert {
  id: string;
  userId: string;
  query: string;
  frequency: JobAlertFrequency;
  notifiedUpTo: Date;
  createdAt: Date;
}

/** What a seeker may change on an alert. */
export type JobAlertChanges = Partial<Pick<JobAlert, 'frequency' | 'paused' | 'notifiedUpTo'>>;

/** One job-alert e-mail, by the hash of its unsubscribe token. */
export interface NewDelivery {
  id: string;
  alertId: string;
  unsubscribeTokenHash: string;
  jobCount: number;
  sentAt: Date;
}

/** The only code that reads or writes `job_alerts` and `job_alert_deliveries` (reads `users` for due alerts). */
@Injectable()
export class JobAlertsRepository {
  constructor(private readonly em: EntityManager) {}

  countOfUser(userId: string): Promise<number> {
    return this.em.fork().count(JobAlert, { user: userId });
  }

  async insert({ userId, ...alert }: NewJobAlert): Promise<JobAlert> {
    const em = this.em.fork();
    const created = em.create(JobAlert, { ...alert, user: userId });
    await em.flush();
    return created;
  }

  /** The user's alerts, newest first. */
  listOfUser(userId: string): Promise<JobAlert[]> {
    return this.em.fork().find(JobAlert, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The user's alert with this id, or null (also for other users' alerts). */
  findOwn(userId: string, id: string): Promise<JobAlert | null> {
    return this.em.fork().findOne(JobAlert, { id, user: userId });
  }

  async update(id: string, changes: JobAlertChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.em.fork().nativeUpdate(JobAlert, { id }, changes);
  }

  async remove(id: string): Promise<void> {
    await this.em.fork().nativeDelete(JobAlert, { id });
  }

  /** Pauses the alert an e-mail with this unsubscribe token hash was sent for; false when no e-mail has it. */
  async pauseByDeliveryToken(tokenHash: string): Promise<boolean> {
    const em = this.em.fork();
    const delivery = await em.findOne(JobAlertDelivery, { unsubscribeTokenHash: tokenHash });
    if (!delivery) return false;
    await em.nativeUpdate(JobAlert, { id: delivery.alert.id }, { paused: true });
    return true;
  }

  /** Due alerts, least recently run first (see DUE_ALERTS_SQL). */
  async due(now: Date, limit: number): Promise<DueAlert[]> {
    const rows = await this.em.execute<Array<{ id: string; query: string; notified_up_to: Date; last_run_at: Date | null; email: string; name: string }>>(DUE_ALERTS_SQL, [now, limit]);
    return rows.map((row) => ({
      id: row.id,
      query: row.query,
      notifiedUpTo: new Date(row.notified_up_to),
      lastRunAt: row.last_run_at === null ? null : new Date(row.last_run_at),
      email: row.email,
      name: row.name,
    }));
  }

  /** Marks the alert's run as started at `now`, unless its last run is no longer `seenLastRunAt` (another pass claimed it). */
  async claimRun(id: string, seenLastRunAt: Date | null, now: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(CLAIM_ALERT_RUN_SQL, [now, id, seenLastRunAt]);
    return rows.length === 1;
  }

  /** Moves the watermark: jobs posted up to `upTo` have been considered. */
  async markNotified(id: string, upTo: Date, sentAt: Date | null): Promise<void> {
    await this.em.fork().nativeUpdate(JobAlert, { id }, sentAt === null ? { notifiedUpTo: upTo } : { notifiedUpTo: upTo, lastSentAt: sentAt });
  }

  async insertDelivery({ alertId, ...delivery }: NewDelivery): Promise<void> {
    await this.em.fork().insert(JobAlertDelivery, { ...delivery, alert: alertId });
  }
}
