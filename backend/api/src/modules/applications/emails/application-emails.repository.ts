import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ApplicationHistoryStatus } from '@marketplace/contracts';
import type { CompanyCard } from '../../accounts';
import type { UserCard } from '../../accounts';
import type { JobCard } from '../../jobs';
import type { ApplicantDigestDelivery } from '../entities/applicant-digest-delivery.entity';
import type { ApplicationCard } from '../entities/application-card.entity';
import type { ApplicationStatusChange } from '../entities/application-status-change.entity';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';

/** An application as its status mail sees it when the mail is about to go. */
export type StatusEmailFacts = Pick<ApplicationCard, 'id' | 'jobId' | 'seekerId' | 'status'> & {
  withdrawn: boolean;
  seekerEmail: UserCard['email'];
  seekerName: UserCard['name'];
  seekerDeleted: boolean;
  /** The company's switch for the not-selected mail. */
  notSelectedEmails: CompanyCard['notSelectedEmails'];
  /** The latest entry of the status history: the change now in force. */
  latestChange: { to: ApplicationStatusChange['toStatus']; at: Date } | null;
};

/** One job of a due digest with its count of applicants received during the company's local yesterday. */
export interface DueDigestRow {
  companyId: CompanyCard['id'];
  companyName: CompanyCard['name'];
  /** The company's local date today (YYYY-MM-DD): the digest's day, once per employer. */
  digestDate: ApplicantDigestDelivery['digestDate'];
  jobId: JobCard['id'];
  title: JobCard['title'];
  applicants: number;
}

/** An employer who gets their company's digest. */
export type DigestRecipient = Pick<UserCard, 'id' | 'email' | 'name'> & { companyId: string };

/** A digest claimed for one employer and day (see claimDigest). */
export type DigestClaim = Pick<ApplicantDigestDelivery, 'digestDate' | 'applicants' | 'sentAt'> & {
  userId: string;
  companyId: string;
};

/** The facts as PostgreSQL answers them: the latest change in two columns, its time as text from the driver. */
type FactsRow = Omit<StatusEmailFacts, 'latestChange'> & {
  latestStatus: ApplicationHistoryStatus | null;
  latestAt: string | Date | null;
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
    return typedSql<ApplicantDigestDelivery | UserCard>(this.em);
  }

  /**
   * What a status mail needs of the application: its state now, the seeker's address, the
   * company's not-selected switch, and the latest entry of its status history
   * (application_status_history_application_idx), which tells whether the change the mail is
   * about is still the last one. SQL: a LATERAL join reads worse as builder calls.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async statusEmailFacts(applicationId: string): Promise<StatusEmailFacts | null> {
    const {
      rows: [row],
    } =
      await sql<FactsRow>`select a."id", a."job_id" as "jobId", a."seeker_id" as "seekerId", a."status", a."withdrawn_at" is not null as "withdrawn",
  u."email" as "seekerEmail", u."name" as "seekerName", u."deleted_at" is not null as "seekerDeleted", c."not_selected_emails" as "notSelectedEmails",
  h."to_status" as "latestStatus", h."at" as "latestAt"
from "applications" a
join "user_cards" u on u."id" = a."seeker_id"
join "job_cards" j on j."id" = a."job_id"
join "company_cards" c on c."id" = j."company_id"
left join lateral (
  select s."to_status", s."at" from "application_status_history" s
  where s."application_id" = a."id"
  order by s."at" desc, s."id" desc
  limit 1
) h on true
where a."id" = ${applicationId}`.execute(this.db);
    if (!row) return null;
    const { latestStatus, latestAt, ...facts } = row;
    return {
      ...facts,
      latestChange: latestStatus === null || latestAt === null ? null : { to: latestStatus, at: new Date(latestAt) },
    };
  }

  /**
   * The jobs of every digest due at `now`, grouped by company in order: for every company whose
   * local time (its time_zone) is past `localHour` and that has a live employer without a digest
   * for today (its local date), the active applications of each of its jobs received during its
   * local yesterday (applications_job_applied_idx per job). Jobs without any are left out; so is a
   * company without any. SQL: CTEs over time zones read worse as builder calls.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 8] })
  async dueDigests(now: Date, localHour: number): Promise<DueDigestRow[]> {
    const { rows } = await sql<DueDigestRow>`with "local" as (
  select c."id", c."name", c."time_zone", (${now}::timestamptz at time zone c."time_zone") as "local_now" from "company_cards" c
), "due" as (
  select l."id", l."name", l."time_zone", l."local_now"::date as "local_date" from "local" l
  where extract(hour from l."local_now") >= ${localHour}
    and exists (
      select 1 from "user_cards" u
      where u."company_id" = l."id" and u."role" = 'employer' and u."deleted_at" is null
        and not exists (select 1 from "applicant_digest_deliveries" d where d."user_id" = u."id" and d."digest_date" = l."local_now"::date)
    )
)
select d."id" as "companyId", d."name" as "companyName", to_char(d."local_date", 'YYYY-MM-DD') as "digestDate",
  j."id" as "jobId", j."title", count(*)::int as "applicants"
from "due" d
join "job_cards" j on j."company_id" = d."id"
join "applications" a on a."job_id" = j."id"
where a."withdrawn_at" is null
  and a."applied_at" >= ((d."local_date" - 1)::timestamp at time zone d."time_zone")
  and a."applied_at" < (d."local_date"::timestamp at time zone d."time_zone")
group by d."id", d."name", d."local_date", j."id", j."title"
order by d."id", count(*) desc, j."title", j."id"`.execute(this.db);
    return rows;
  }

  /** The live employers of these companies, who get their company's digest. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async digestRecipients(companyIds: readonly string[]): Promise<DigestRecipient[]> {
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
