import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ApplicationStatus, InterviewStage } from '@marketplace/contracts';
import type { OwnedApplication } from './application-access';
import type { CalendarMailApplication } from './calendar/interview-calendar-mails';
import { CANCELLATION_APPLICATION_SQL, COMPANY_APPLICATION_SQL } from './interviews.sql';

interface CompanyApplicationRow {
  id: string;
  job_id: string;
  seeker_id: string;
  status: ApplicationStatus;
  interview_stage: InterviewStage | null;
  withdrawn: boolean;
  job_title: string;
  company_name: string;
  time_zone: string;
  candidate_name: string;
  candidate_email: string | null;
}

/** An application as its invitation's cancellation is written: the mail's fields and its organizer's address (null: none left). */
export interface CancellationApplication extends CalendarMailApplication {
  organizerEmail: string | null;
}

/**
 * Read-only: one application of a company's job, joined with `jobs`, `companies` and `users`
 * (tables of the applications, jobs and accounts modules). Kept apart from InterviewsRepository on
 * purpose: it stands in for the applications module's ownership check (see EmployerApplicationAccess)
 * and goes once that check is exported.
 */
@Injectable()
export class ApplicationAccessRepository {
  constructor(private readonly em: EntityManager) {}

  async ofCompany(applicationId: string, companyId: string): Promise<OwnedApplication | null> {
    const [row] = await this.em.execute<CompanyApplicationRow[]>(COMPANY_APPLICATION_SQL, [applicationId, companyId]);
    if (!row) return null;
    return {
      id: row.id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      companyName: row.company_name,
      companyTimeZone: row.time_zone,
      seekerId: row.seeker_id,
      candidateName: row.candidate_name,
      candidateEmail: row.candidate_email,
      status: row.status,
      interviewStage: row.interview_stage,
      withdrawn: row.withdrawn,
    };
  }

  /** Any application, for cancelling its invitation (the caller is not an employer acting: no company to check). */
  async forCancellation(applicationId: string): Promise<CancellationApplication | null> {
    const [row] = await this.em.execute<
      Array<{
        id: string;
        job_title: string;
        company_name: string;
        time_zone: string;
        candidate_name: string;
        candidate_email: string | null;
        organizer_email: string | null;
      }>
    >(CANCELLATION_APPLICATION_SQL, [applicationId]);
    if (!row) return null;
    return {
      id: row.id,
      jobTitle: row.job_title,
      companyName: row.company_name,
      companyTimeZone: row.time_zone,
      candidateName: row.candidate_name,
      candidateEmail: row.candidate_email,
      organizerEmail: row.organizer_email,
    };
  }
}
