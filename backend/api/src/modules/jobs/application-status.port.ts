import type { ApplicationStatusCounts, JobCardApplicationStatus } from '@marketplace/contracts';

/**
 * What job cards need of applications (implemented by the applications module, which depends on
 * jobs: so jobs names the need here and applications provides it, globally, with no module cycle).
 */
export interface SeekerApplicationStatuses {
  /** The seeker's application status for each of these jobs they applied to, in one indexed query; jobs not applied to are absent. */
  statusesOf(seekerId: string, jobIds: readonly string[]): Promise<Map<string, JobCardApplicationStatus>>;
  /**
   * The seeker's status on each row of a job search page, read by the page's own statement (see
   * RowCompanion): a seeker's search costs no extra round trip to the database, which was 12% of
   * its throughput (infra/bench/applications-bench.mjs).
   */
  statusesOnRows(seekerId: string): RowCompanion<JobCardApplicationStatus>;
}

/**
 * Another module's value for each row of a statement that answers job rows: `wrap` turns the
 * statement into one whose rows also carry a "companion" column (computed from the row's "id",
 * keeping the rows and their order), and `read` turns that column into the value (null: none).
 */
export interface RowCompanion<T> {
  wrap(statement: { sql: string; params: readonly unknown[] }): { sql: string; params: unknown[] };
  read(value: unknown): T | null;
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
