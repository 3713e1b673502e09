import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { typedSql } from '../../infrastructure/database/typed-sql';
import type { CompanyCard } from '../accounts';
import type { UserCard } from '../accounts';
import type { ApplicationCard } from '../applications';
import type { JobCard } from '../jobs';
import type { ApplicationInterview } from './entities/application-interview.entity';

/** An application of the acting employer's company, with what the interview screens and invitations need. */
export type OwnedApplication = Pick<ApplicationCard, 'id' | 'jobId' | 'seekerId' | 'status' | 'interviewStage'> & {
  jobTitle: JobCard['title'];
  companyName: CompanyCard['name'];
  /** The IANA zone the company schedules in (companies.time_zone). */
  companyTimeZone: CompanyCard['timeZone'];
  candidateName: UserCard['name'];
  /** Null once the seeker deleted their account. Shown to the employer only as the contact rule allows (ContactVisibilityService). */
  candidateEmail: UserCard['email'] | null;
  withdrawn: boolean;
};

/** What a calendar mail needs of the application (OwnedApplication's fields of the job, company and candidate). */
export type CalendarMailApplication = Pick<
  OwnedApplication,
  'id' | 'seekerId' | 'jobTitle' | 'companyName' | 'companyTimeZone' | 'candidateName' | 'candidateEmail'
>;

/** An application as its invitation's cancellation is written: the mail's fields and its organizer's address (null: none left). */
export interface CancellationApplication extends CalendarMailApplication {
  organizerEmail: string | null;
}

/**
 * Read-only: one application of a company's job, from the published views of applications, jobs
 * and accounts (`application_cards`, `job_cards`, `company_cards`, `user_cards`) and this module's
 * `application_interviews`. Kept apart from InterviewsRepository on purpose: it stands in for the
 * applications module's ownership check (see EmployerApplicationAccess) and goes once that check
 * is exported.
 */
@Injectable()
export class ApplicationAccessRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ApplicationCard | JobCard | CompanyCard | UserCard | ApplicationInterview>(this.em);
  }

  /**
   * An application of one of the company's jobs, with the job, the company (name, time zone) and
   * the candidate (name; e-mail only while the account is not deleted: none to write to after).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async ofCompany(applicationId: string, companyId: string): Promise<OwnedApplication | null> {
    const row = await this.db
      .selectFrom('ApplicationCard as a')
      .innerJoin('JobCard as j', 'j.id', 'a.jobId')
      .innerJoin('CompanyCard as c', 'c.id', 'j.companyId')
      .innerJoin('UserCard as u', 'u.id', 'a.seekerId')
      .select((eb) => [
        'a.id',
        'a.jobId',
        'a.seekerId',
        'a.status',
        'a.interviewStage',
        'a.withdrawnAt',
        'j.title as jobTitle',
        'c.name as companyName',
        'c.timeZone as companyTimeZone',
        'u.name as candidateName',
        eb.case().when('u.deletedAt', 'is', null).then(eb.ref('u.email')).end().as('candidateEmail'),
      ])
      .where('a.id', '=', applicationId)
      .where('j.companyId', '=', companyId)
      .executeTakeFirst();
    if (!row) return null;
    const { withdrawnAt, ...application } = row;
    return { ...application, withdrawn: withdrawnAt !== null };
  }

  /**
   * Any application, for cancelling its invitation (the caller is not an employer acting: no
   * company to check), with the organizer: the live user who last changed the interview (normally
   * the employer who sent the invitation).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async forCancellation(applicationId: string): Promise<CancellationApplication | null> {
    const row = await this.db
      .selectFrom('ApplicationCard as a')
      .innerJoin('JobCard as j', 'j.id', 'a.jobId')
      .innerJoin('CompanyCard as c', 'c.id', 'j.companyId')
      .innerJoin('UserCard as u', 'u.id', 'a.seekerId')
      .leftJoin('ApplicationInterview as i', 'i.application', 'a.id')
      .leftJoin('UserCard as o', 'o.id', 'i.updatedBy')
      .select((eb) => [
        'a.id',
        'a.seekerId',
        'j.title as jobTitle',
        'c.name as companyName',
        'c.timeZone as companyTimeZone',
        'u.name as candidateName',
        eb.case().when('u.deletedAt', 'is', null).then(eb.ref('u.email')).end().as('candidateEmail'),
        eb.case().when('o.deletedAt', 'is', null).then(eb.ref('o.email')).end().as('organizerEmail'),
      ])
      .where('a.id', '=', applicationId)
      .executeTakeFirst();
    return row ?? null;
  }
}
