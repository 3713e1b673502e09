import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobAlertFrequency } from '@marketplace/contracts';
import { JobAlert } from '../entities/job-alert.entity';
import { JobAlertDelivery } from '../entities/job-alert-delivery.entity';
import {
  ALERT_DELIVERY_STATS_SQL,
  CLAIM_ALERT_RUN_SQL,
  DUE_ALERTS_SQL,
  LOCK_USER_ALERTS_SQL,
  PURGE_DELETED_ALERTS_SQL,
} from './job-alerts.sql';

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
export type JobAlertChanges = Partial<Pick<JobAlert, 'frequency' | 'paused' | 'notifiedUpTo' | 'query'>>;

/** Why a write that adds or changes a search was refused: the seeker has that search already, or the most alerts. */
export type AlertConflict = 'duplicate' | 'limit';

/**
 * The rule a write must pass, given the seeker's other live alerts (read under the seeker's lock,
 * so two requests at once cannot both pass it).
 */
export type AlertsCheck = (others: ReadonlyArray<Pick<JobAlert, 'id' | 'query'>>) => AlertConflict | null;

/** What the alert list shows of an alert's e-mails. */
export interface AlertDeliveryStats {
  jobsMatched: number;
  lastSentJobCount: number | null;
}

/** One job-alert e-mail, by the hash of its unsubscribe token. */
export interface NewDelivery {
  id: string;
  alertId: string;
  unsubscribeTokenHash: string;
  jobCount: number;
  sentAt: Date;
}

/**
 * The only code that reads or writes `job_alerts` and `job_alert_deliveries` (reads `users` for due
 * alerts). A deleted alert keeps its row (deleted_at) until it can no longer be restored; every
 * read but findOwnDeleted leaves it out.
 */
@Injectable()
export class JobAlertsRepository {
  constructor(private readonly em: EntityManager) {}

  countOfUser(userId: string): Promise<number> {
    return this.em.fork().count(JobAlert, { user: userId, deletedAt: null });
  }

  /** Adds the alert unless the check refuses it against the user's live alerts. */
  async insert({ userId, ...alert }: NewJobAlert, check: AlertsCheck): Promise<JobAlert | AlertConflict> {
    return this.em.fork().transactional(async (em) => {
      const conflict = check(await this.lockedAlertsOf(em, userId));
      if (conflict) return conflict;
      const created = em.create(JobAlert, { ...alert, user: userId });
      await em.flush();
      return created;
    });
  }

  /** The user's alerts, newest first. */
  listOfUser(userId: string): Promise<JobAlert[]> {
    return this.em
      .fork()
      .find(JobAlert, { user: userId, deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The user's alert with this id, or null (also for other users' alerts and deleted ones). */
  findOwn(userId: string, id: string): Promise<JobAlert | null> {
    return this.em.fork().findOne(JobAlert, { id, user: userId, deletedAt: null });
  }

  /** The user's deleted alert with this id that is not purged yet, or null. */
  findOwnDeleted(userId: string, id: string): Promise<JobAlert | null> {
    return this.em.fork().findOne(JobAlert, { id, user: userId, deletedAt: { $ne: null } });
  }

  async update(id: string, changes: JobAlertChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.em.fork().nativeUpdate(JobAlert, { id, deletedAt: null }, changes);
  }

  /** Changes the user's live alert unless the check refuses it against their other live alerts. */
  async updateChecked(
    userId: string,
    id: string,
    changes: JobAlertChanges,
    check: AlertsCheck,
  ): Promise<AlertConflict | null> {
    return this.em.fork().transactional(async (em) => {
      const conflict = check((await this.lockedAlertsOf(em, userId)).filter((alert) => alert.id !== id));
      if (conflict) return conflict;
      if (Object.keys(changes).length > 0)
        await em.nativeUpdate(JobAlert, { id, user: userId, deletedAt: null }, changes);
      return null;
    });
  }

  /** Marks the alert deleted at `at`: gone from every list and from the sender, restorable for a while. */
  async softDelete(id: string, at: Date): Promise<void> {
    await this.em.fork().nativeUpdate(JobAlert, { id, deletedAt: null }, { deletedAt: at });
  }

  /** Puts back the user's deleted alert unless the check refuses it against their live alerts (say, they saved that search again). */
  async restoreChecked(userId: string, id: string, check: AlertsCheck): Promise<AlertConflict | null> {
    return this.em.fork().transactional(async (em) => {
      const conflict = check(await this.lockedAlertsOf(em, userId));
      if (conflict) return conflict;
      await em.nativeUpdate(JobAlert, { id, user: userId }, { deletedAt: null });
      return null;
    });
  }

  /** Drops the alerts deleted before `before` (their deliveries cascade); how many. */
  async purgeDeleted(before: Date): Promise<number> {
    const rows = await this.em.execute<Array<{ id: string }>>(PURGE_DELETED_ALERTS_SQL, [before]);
    return rows.length;
  }

  /** What the alerts' e-mails carried: jobs all together and in the last one; alerts without e-mails are left out. */
  async deliveryStats(alertIds: readonly string[]): Promise<Map<string, AlertDeliveryStats>> {
    if (alertIds.length === 0) return new Map();
    const rows = await this.em.execute<Array<{ alert_id: string; jobs_matched: number; last_job_count: number }>>(
      ALERT_DELIVERY_STATS_SQL,
      [[...alertIds]],
    );
    return new Map(
      rows.map((row) => [
        row.alert_id,
        { jobsMatched: Number(row.jobs_matched), lastSentJobCount: row.last_job_count },
      ]),
    );
  }

  /** The user's live alerts, read after taking the user's alert lock for the rest of the transaction. */
  private async lockedAlertsOf(em: EntityManager, userId: string): Promise<Array<Pick<JobAlert, 'id' | 'query'>>> {
    await em.execute(LOCK_USER_ALERTS_SQL, [`job_alerts:${userId}`]);
    const alerts = await em.find(JobAlert, { user: userId, deletedAt: null }, { fields: ['id', 'query'] });
    return alerts.map(({ id, query }) => ({ id, query }));
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
    const rows = await this.em.execute<
      Array<{ id: string; query: string; notified_up_to: Date; last_run_at: Date | null; email: string; name: string }>
    >(DUE_ALERTS_SQL, [now, limit]);
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
    await this.em
      .fork()
      .nativeUpdate(
        JobAlert,
        { id },
        sentAt === null ? { notifiedUpTo: upTo } : { notifiedUpTo: upTo, lastSentAt: sentAt },
      );
  }

  async insertDelivery({ alertId, ...delivery }: NewDelivery): Promise<void> {
    await this.em.fork().insert(JobAlertDelivery, { ...delivery, alert: alertId });
  }
}
