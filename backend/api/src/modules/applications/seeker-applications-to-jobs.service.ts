import { Injectable } from '@nestjs/common';
import type { ApplicationStatus, InterviewStage } from '@marketplace/contracts';
import { ApplicationsRepository } from './applications.repository';

/** A seeker's application as other modules see it (the talent profile's history, the seeker's invitations). */
export interface SeekerApplicationSummary {
  id: string;
  jobId: string;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  appliedAt: Date;
  withdrawn: boolean;
}

/**
 * What other modules may read of applications (exported through index.ts): one seeker's
 * applications to a given set of jobs, in one indexed query. The caller checked that its user may
 * see them (the jobs are the employer's company's, or the seeker is the actor).
 */
@Injectable()
export class SeekerApplicationsToJobs {
  constructor(private readonly applications: ApplicationsRepository) {}

  /** The seeker's applications to any of these jobs, withdrawn ones included (marked), newest first. */
  async ofSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<SeekerApplicationSummary[]> {
    const records = await this.applications.listOfSeekerForJobs(seekerId, jobIds);
    return records.map((record) => ({
      id: record.id,
      jobId: record.jobId,
      status: record.status,
      interviewStage: record.interviewStage,
      appliedAt: record.appliedAt,
      withdrawn: record.withdrawnAt !== null,
    }));
  }

  /**
   * Sets the application's interview stage (the interviews module's update, inside its
   * `inTransaction`, under the application row's lock it took): the one write of applications
   * another module asks for.
   */
  setInterviewStage(applicationId: string, stage: InterviewStage, at: Date): Promise<void> {
    return this.applications.setInterviewStage(applicationId, stage, at);
  }
}
