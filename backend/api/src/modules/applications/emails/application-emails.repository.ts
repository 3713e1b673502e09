import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyCard } from '../../accounts';
import type { UserCard } from '../../accounts';
import type { JobCard } from '../../jobs';
import type { ApplicantDigestDelivery } from '../entities/applicant-digest-delivery.entity';
import type { Application } from '../entities/application.entity';
import type { ApplicationStatusChange } from '../entities/application-status-change.entity';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';

/** An application as its status mail sees it when the mail is about to go (see statusEmailFacts). */
export type StatusEmailFacts = NonNullable<Awaited<ReturnType<ApplicationEmailsRepository['statusEmailFacts']>>>;

/** One job of a due digest with its count of applicants received during the company's local yesterday (see dueDigests). */
export type DueDigestRow = Awaited<ReturnType<ApplicationEmailsRepository['dueDigests']>>[number];

/** An employer who gets their company's digest (see digestRecipients). */
export type DigestRecipient = Awaited<ReturnType<ApplicationEmailsRepository['digestRecipients']>>[number];

/** A digest claimed for one employer and day (see claimDigest). */
export type DigestClaim = Pick<ApplicantDigestDelivery, 'digestDate' | 'applicants' | 'sentAt'> & {
  userId: string;
  companyId: string;
};

/**
 * Owns `applicant_digest_deliveries`: the only code that reads or writes it. Reads applications and
 * their status history (this module's) with the views accounts and jobs publish (`user_cards`,
 * `job_cards`, `company_cards`) the application e-mails need.
 */
@Injectable()
export class ApplicationEmailsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ApplicantDigestDelivery | Application | ApplicationStatusChange | CompanyCard | JobCard | UserCard>(
      this.em,
    );
  }

  /**
   * What a status mail needs of the application: its state now, the seeker's address, the
   * company's switch for the not-selected mail, and the latest entry of its status history (a
   * LATERAL probe of application_status_history_application_idx): the change now in force, which
   * tells whether the change the mail is about is still the last one.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async statusEmailFacts(applicationId: string) {
    const row = await this.db
      .selectFrom('Application as a')
      .innerJoin('UserCard as u', 'u.id', 'a.seeker')
      .innerJoin('JobCard as j', 'j.id', 'a.job')
      .innerJoin('CompanyCard as c', 'c.id', 'j.companyId')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ApplicationStatusChange as s')
            .select(['s.toStatus', 's.at'])
            .whereRef('s.application', '=', 'a.id')
            .orderBy('s.at', 'desc')
            .orderBy('s.id', 'desc')
            .limit(1)
            .as('h'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'a.id',
        'a.job as jobId',
        'a.seeker as seekerId',
        'a.status',
        eb('a.withdrawnAt', 'is not', null).$castTo<boolean>().as('withdrawn'),
        'u.email as seekerEmail',
        'u.name as seekerName',
        eb('u.deletedAt', 'is not', null).$castTo<boolean>().as('seekerDeleted'),
        'c.notSelectedEmails',
        'h.toStatus',
        'h.at',
      ])
      .where('a.id', '=', applicationId)
      .executeTakeFirst();
    if (!row) return null;
    const { toStatus, at, ...facts } = row;
    return { ...facts, latestChange: toStatus === null || at === null ? null : { to: toStatus, at } };
  }

  /**
   * The jobs of every digest due at `now`, grouped by company in order: for every company whose
   * local time (its time_zone) is past `localHour` and that has a live employer without a digest
   * for today (its local date, the digest's day), the active applications of each of its jobs
   * received during its local yesterday (applications_job_applied_idx per job). Jobs without any
   * are left out; so is a company without any. `timezone(zone, t)` is `t at time zone zone`.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 8] })
  dueDigests(now: Date, localHour: number) {
    return this.db
      .with('local', (db) =>
        db
          .selectFrom('CompanyCard as c')
          .select((eb) => [
            'c.id',
            'c.name',
            'c.timeZone',
            eb.fn<Date>('timezone', ['c.timeZone', eb.cast(eb.val(now), 'timestamptz')]).as('localNow'),
          ]),
      )
      .with('due', (db) =>
        db
          .selectFrom('local as l')
          .select((eb) => [
            'l.id',
            'l.name',
            // Named apart from every CompanyCard property: the ORM would turn `d.timeZone` into `d.time_zone`.
            'l.timeZone as zone',
            eb.cast<string>('l.localNow', 'date').as('localDate'),
          ])
          .where((eb) => eb(eb.fn('date_part', [eb.val('hour'), 'l.localNow']), '>=', localHour))
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('UserCard as u')
                .select(eb.lit(1).as('one'))
                .whereRef('u.companyId', '=', 'l.id')
                .where('u.role', '=', 'employer')
                .where('u.deletedAt', 'is', null)
                .where((eb) =>
                  eb.not(
                    eb.exists(
                      eb
                        .selectFrom('ApplicantDigestDelivery as sent')
                        .select(eb.lit(1).as('one'))
                        .whereRef('sent.user', '=', 'u.id')
                        .where('sent.digestDate', '=', eb.cast<string>('l.localNow', 'date')),
                    ),
                  ),
                ),
            ),
          ),
      )
      .selectFrom('due as d')
      .innerJoin('JobCard as j', 'j.companyId', 'd.id')
      .innerJoin('Application as a', 'a.job', 'j.id')
      .select((eb) => [
        'd.id as companyId',
        'd.name as companyName',
        eb.fn<string>('to_char', ['d.localDate', eb.val('YYYY-MM-DD')]).as('digestDate'),
        'j.id as jobId',
        'j.title',
        eb.cast<number>(eb.fn.countAll(), 'integer').as('applicants'),
      ])
      .where('a.withdrawnAt', 'is', null)
      .where((eb) => {
        // A date minus an integer is the date that many days before.
        const yesterday = eb(eb.ref('d.localDate').$castTo<number>(), '-', eb.lit(1));
        return eb('a.appliedAt', '>=', eb.fn<Date>('timezone', ['d.zone', eb.cast(yesterday, 'timestamp')]));
      })
      .where((eb) => eb('a.appliedAt', '<', eb.fn<Date>('timezone', ['d.zone', eb.cast('d.localDate', 'timestamp')])))
      .groupBy(['d.id', 'd.name', 'd.localDate', 'j.id', 'j.title'])
      .orderBy('d.id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('j.title')
      .orderBy('j.id')
      .execute();
  }

  /** The live employers of these companies, who get their company's digest. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async digestRecipients(companyIds: readonly string[]) {
    if (companyIds.length === 0) return [];
    return this.db
      .selectFrom('UserCard')
      .select(['id', 'email', 'name', 'companyId'])
      .where('companyId', 'in', [...companyIds])
      .where('role', '=', 'employer')
      .where('deletedAt', 'is', null)
      .orderBy('companyId')
      .orderBy('id')
      .$narrowType<{ companyId: string }>()
      .execute();
  }

  /** Records the employer's digest of the day before it is queued; the claim's id, or null when it was sent already. */
  @GenerateSql({
    params: [
      {
        userId: SQL_SAMPLE.uuid,
        companyId: SQL_SAMPLE.otherUuid,
        digestDate: '2026-01-01',
        applicants: 3,
        sentAt: SQL_SAMPLE.date,
      },
    ],
  })
  async claimDigest(claim: DigestClaim): Promise<string | null> {
    const row = await this.db
      .insertInto('ApplicantDigestDelivery')
      .values({
        id: randomUUID(),
        user: claim.userId,
        company: claim.companyId,
        digestDate: claim.digestDate,
        applicants: claim.applicants,
        sentAt: claim.sentAt,
      })
      .onConflict((conflict) => conflict.columns(['user', 'digestDate']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Gives a claim back when its mail could not be queued, so the next pass sends it. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async releaseDigest(claimId: string): Promise<void> {
    await this.db.deleteFrom('ApplicantDigestDelivery').where('id', '=', claimId).execute();
  }
}
