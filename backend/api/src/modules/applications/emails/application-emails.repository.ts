import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyCard } from '../../accounts';
import type { UserCard } from '../../accounts';
import type { JobCard } from '../../jobs';
import type { Application } from '../entities/application.entity';
import type { ApplicationStatusChange } from '../entities/application-status-change.entity';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';

/** An application as its status mail sees it when the mail is about to go (see statusEmailFacts). */
export type StatusEmailFacts = NonNullable<Awaited<ReturnType<ApplicationEmailsRepository['statusEmailFacts']>>>;

/** An application as its new-applicant notification sees it (see newApplicantFacts). */
export type NewApplicantFacts = NonNullable<Awaited<ReturnType<ApplicationEmailsRepository['newApplicantFacts']>>>;

/**
 * Owns no table: reads applications and their status history (this module's) with the views
 * accounts and jobs publish (`user_cards`, `job_cards`, `company_cards`) that the application
 * notifications and their e-mails need.
 */
@Injectable()
export class ApplicationEmailsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Application | ApplicationStatusChange | CompanyCard | JobCard | UserCard>(this.em);
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
   * What the new-applicant notification needs: the job (its title, and its company, whose employers
   * are told), the applicant's name, and whether the application was withdrawn meanwhile.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async newApplicantFacts(applicationId: string) {
    const row = await this.db
      .selectFrom('Application as a')
      .innerJoin('UserCard as u', 'u.id', 'a.seeker')
      .innerJoin('JobCard as j', 'j.id', 'a.job')
      .select((eb) => [
        'a.id',
        'a.job as jobId',
        'j.title as jobTitle',
        'j.companyId',
        'u.name as seekerName',
        eb('a.withdrawnAt', 'is not', null).$castTo<boolean>().as('withdrawn'),
      ])
      .where('a.id', '=', applicationId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The ids of the live employers of a company, who are told of its new applicants. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async liveEmployersOf(companyId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('UserCard')
      .select('id')
      .where('companyId', '=', companyId)
      .where('role', '=', 'employer')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }
}
