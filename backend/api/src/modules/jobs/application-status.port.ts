import type { ApplicationStatusCounts, JobCardApplicationStatus } from '@marketplace/contracts';

/**
 * What job cards need of applications (implemented by the applications module, which depends on
 * jobs: so jobs names the need here and applications provides it, globally, with no module cycle).
 */
export interface SeekerApplicationStatuses {
  /**
   * The seeker's application status for each of these jobs they applied to, in one lookup (a page
   * of job cards); jobs not applied to are absent.
   */
  statusesOf(seekerId: string, jobIds: readonly string[]): Promise<Map<string, JobCardApplicationStatus>>;
}

export const SEEKER_APPLICATION_STATUSES = Symbol('SEEKER_APPLICATION_STATUSES');

/**
 * What the employer's job list needs of applications: active applications per status for a page
 * of jobs, in one grouped query (implemented by the applications module, like the port above).
 */
export interface JobApplicationCounts {
  /** Counts per status (withdrawn applications left out) for each job id; jobs without applications are absent. */
  countsOf(jobIds: readonly string[]): Promise<Map<string, ApplicationStatusCounts>>;
}

export const JOB_APPLICATION_COUNTS = Symbol('JOB_APPLICATION_COUNTS');
