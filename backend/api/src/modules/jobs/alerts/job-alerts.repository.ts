import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobAlertFrequency } from '@marketplace/contracts';
import { sql } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../../infrastructure/database/typed-sql';
import type { UserCard } from '../../accounts';
import type { JobAlert } from '../entities/job-alert.entity';
import type { JobAlertDelivery } from '../entities/job-alert-delivery.entity';

/** An alert falls due this much before its full period, so an hourly pass never postpones it by an extra hour. */
const DUE_TOLERANCE = "interval '10 minutes'";

/** An alert as stored, by property names (without its user: every read is already the user's). */
export type StoredJobAlert = Pick<
  JobAlert,
  'id' | 'query' | 'frequency' | 'paused' | 'notifiedUpTo' | 'lastRunAt' | 'lastSentAt' | 'createdAt' | 'deletedAt'
>;

/** The columns of a StoredJobAlert. */
const ALERT_COLUMNS = [
  'id',
  'query',
  'frequency',
  'paused',
  'notifiedUpTo',
  'lastRunAt',
  'lastSentAt',
  'createdAt',
  'deletedAt',
] as const;

/** An alert that is due, with the seeker it is for (their account, address and name). */
export type DueAlert = Pick<JobAlert, 'id' | 'query' | 'notifiedUpTo' | 'lastRunAt'> &
  Pick<UserCard, 'email' | 'name'> & { userId: string };

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

/** Refuses every write, so an emitted call shows its lock and read only. */
const REFUSE: AlertsCheck = () => 'limit';

/**
 * Owns `job_alerts` and `job_alert_deliveries`: the only code that reads or writes them (reads
 * accounts' `user_cards` for due alerts). A deleted alert keeps its row (deleted_at) until it can no
 * longer be restored; every read but findOwnDeleted leaves it out.
 */
@Injectable()
export class JobAlertsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<JobAlert | JobAlertDelivery | UserCard>(this.em);
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async countOfUser(userId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('JobAlert')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Adds the alert unless the check refuses it against the user's live alerts. */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        query: SQL_SAMPLE.text,
        frequency: 'daily',
        notifiedUpTo: SQL_SAMPLE.date,
        createdAt: SQL_SAMPLE.date,
      },
      () => null,
    ],
  })
  async insert({ userId, ...alert }: NewJobAlert, check: AlertsCheck): Promise<StoredJobAlert | AlertConflict> {
    return inTransaction(this.em, async () => {
      const conflict = check(await this.lockedAlertsOf(userId));
      if (conflict) return conflict;
      return this.db
        .insertInto('JobAlert')
        .values({ ...alert, user: userId, paused: false })
        .returning(ALERT_COLUMNS)
        .executeTakeFirstOrThrow();
    });
  }

  /** The user's alerts, newest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  listOfUser(userId: string): Promise<StoredJobAlert[]> {
    return this.db
      .selectFrom('JobAlert')
      .select(ALERT_COLUMNS)
      .where('user', '=', userId)
      .where('deletedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The user's alert with this id, or null (also for other users' alerts and deleted ones). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findOwn(userId: string, id: string): Promise<StoredJobAlert | null> {
    const row = await this.db
      .selectFrom('JobAlert')
      .select(ALERT_COLUMNS)
      .where('id', '=', id)
      .where('user', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The user's deleted alert with this id that is not purged yet, or null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findOwnDeleted(userId: string, id: string): Promise<StoredJobAlert | null> {
    const row = await this.db
      .selectFrom('JobAlert')
      .select(ALERT_COLUMNS)
      .where('id', '=', id)
      .where('user', '=', userId)
      .where('deletedAt', 'is not', null)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, { paused: true }] })
  async update(id: string, changes: JobAlertChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('JobAlert').set(changes).where('id', '=', id).where('deletedAt', 'is', null).execute();
  }

  /** Changes the user's live alert unless the check refuses it against their other live alerts. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, { frequency: 'weekly' }, () => null] })
  async updateChecked(
    userId: string,
    id: string,
    changes: JobAlertChanges,
    check: AlertsCheck,
  ): Promise<AlertConflict | null> {
    return inTransaction(this.em, async () => {
      const conflict = check((await this.lockedAlertsOf(userId)).filter((alert) => alert.id !== id));
      if (conflict) return conflict;
      if (Object.keys(changes).length > 0)
        await this.db
          .updateTable('JobAlert')
          .set(changes)
          .where('id', '=', id)
          .where('user', '=', userId)
          .where('deletedAt', 'is', null)
          .execute();
      return null;
    });
  }

  /** Marks the alert deleted at `at`: gone from every list and from the sender, restorable for a while. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async softDelete(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('JobAlert')
      .set({ deletedAt: at })
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .execute();
  }

  /** Puts back the user's deleted alert unless the check refuses it against their live alerts (say, they saved that search again). */
  @GenerateSql({ name: 'restored', params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, () => null] })
  @GenerateSql({ name: 'refused', params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, REFUSE] })
  async restoreChecked(userId: string, id: string, check: AlertsCheck): Promise<AlertConflict | null> {
    return inTransaction(this.em, async () => {
      const conflict = check(await this.lockedAlertsOf(userId));
      if (conflict) return conflict;
      await this.db
        .updateTable('JobAlert')
        .set({ deletedAt: null })
        .where('id', '=', id)
        .where('user', '=', userId)
        .execute();
      return null;
    });
  }

  /** Drops the alerts deleted before `before` (their deliveries cascade); how many. */
  @GenerateSql({ params: [SQL_SAMPLE.date] })
  async purgeDeleted(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('JobAlert').where('deletedAt', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * What the alerts' e-mails carried: jobs all together and in the last one; alerts without e-mails
   * are left out (job_alert_deliveries_alert_id_idx).
   */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async deliveryStats(alertIds: readonly string[]): Promise<Map<string, AlertDeliveryStats>> {
    if (alertIds.length === 0) return new Map();
    // One row per alert, its latest e-mail's: the job count of that e-mail beside the sum over all.
    const rows = await this.db
      .selectFrom('JobAlertDelivery')
      .distinctOn('alert')
      .select((eb) => [
        'alert',
        eb
          .cast<number>(
            eb.fn.sum('jobCount').over((over) => over.partitionBy('alert')),
            'integer',
          )
          .as('jobsMatched'),
        'jobCount as lastSentJobCount',
      ])
      .where('alert', 'in', alertIds)
      .orderBy('alert')
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return new Map(
      rows.map((row) => [row.alert, { jobsMatched: Number(row.jobsMatched), lastSentJobCount: row.lastSentJobCount }]),
    );
  }

  /**
   * The user's live alerts, read after taking the user's alert lock for the rest of the transaction:
   * it serialises a seeker's writes that must see their other alerts (duplicate and limit checks);
   * other seekers are not held up.
   */
  private async lockedAlertsOf(userId: string): Promise<Array<Pick<JobAlert, 'id' | 'query'>>> {
    await this.db
      .selectNoFrom((eb) =>
        eb
          .fn('pg_advisory_xact_lock', [eb.fn('hashtextextended', [eb.val(`job_alerts:${userId}`), eb.lit(0)])])
          .as('locked'),
      )
      .execute();
    return this.db
      .selectFrom('JobAlert')
      .select(['id', 'query'])
      .where('user', '=', userId)
      .where('deletedAt', 'is', null)
      .execute();
  }

  /** Pauses the alert an e-mail with this unsubscribe token hash was sent for; false when no e-mail has it. */
  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async pauseByDeliveryToken(tokenHash: string): Promise<boolean> {
    const delivery = await this.db
      .selectFrom('JobAlertDelivery')
      .select('alert')
      .where('unsubscribeTokenHash', '=', tokenHash)
      .executeTakeFirst();
    if (!delivery) return false;
    await this.db.updateTable('JobAlert').set({ paused: true }).where('id', '=', delivery.alert).execute();
    return true;
  }

  /**
   * Alerts that are due (not paused, of a live account, a day or a week since their last run, less
   * DUE_TOLERANCE), least recently run first, with the seeker's id, address and name.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  due(now: Date, limit: number): Promise<DueAlert[]> {
    return this.db
      .selectFrom('JobAlert as a')
      .innerJoin('UserCard as u', 'u.id', 'a.user')
      .select(['a.id', 'a.query', 'a.notifiedUpTo', 'a.lastRunAt', 'u.id as userId', 'u.email', 'u.name'])
      .where((eb) => eb.not(eb.ref('a.paused')))
      .where('a.deletedAt', 'is', null)
      .where('u.deletedAt', 'is', null)
      .where((eb) =>
        eb(
          eb.fn.coalesce('a.lastRunAt', 'a.createdAt'),
          '<=',
          sql<Date>`${now}::timestamptz - (case ${eb.ref('a.frequency')} when 'weekly' then interval '7 days' else interval '1 day' end) + ${sql.raw(DUE_TOLERANCE)}`,
        ),
      )
      .orderBy((eb) => eb.fn.coalesce('a.lastRunAt', 'a.createdAt'))
      .limit(limit)
      .execute();
  }

  /** Marks the alert's run as started at `now`, unless its last run is no longer `seenLastRunAt` (another pass claimed it). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date, SQL_SAMPLE.date] })
  async claimRun(id: string, seenLastRunAt: Date | null, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('JobAlert')
      .set({ lastRunAt: now })
      .where('id', '=', id)
      .where('lastRunAt', 'is not distinct from', seenLastRunAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Moves the watermark: jobs posted up to `upTo` have been considered. */
  @GenerateSql({ name: 'sent', params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date, SQL_SAMPLE.date] })
  @GenerateSql({ name: 'nothing sent', params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date, null] })
  async markNotified(id: string, upTo: Date, sentAt: Date | null): Promise<void> {
    await this.db
      .updateTable('JobAlert')
      .set(sentAt === null ? { notifiedUpTo: upTo } : { notifiedUpTo: upTo, lastSentAt: sentAt })
      .where('id', '=', id)
      .execute();
  }

  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        alertId: SQL_SAMPLE.otherUuid,
        unsubscribeTokenHash: SQL_SAMPLE.text,
        jobCount: 3,
        sentAt: SQL_SAMPLE.date,
      },
    ],
  })
  async insertDelivery({ alertId, ...delivery }: NewDelivery): Promise<void> {
    await this.db
      .insertInto('JobAlertDelivery')
      .values({ ...delivery, alert: alertId })
      .execute();
  }
}
