import type { JobPackageId } from './billing-catalog';
import type { JobStatus } from './enums';
import type { FieldErrors } from './rules';

/**
 * Concierge packages (job-posting packages): a job listed with one gets an admin
 * concierge when it is approved. The employer sees who (GET /api/employer/jobs/{id}/concierge and
 * GET /api/employer/concierge/jobs); admins list their concierge jobs (GET /api/admin/concierge/jobs)
 * and hand one to another admin (POST /api/admin/concierge/jobs/{jobId}/assign).
 */

/** The packages whose jobs get a concierge. */
export const CONCIERGE_PACKAGE_IDS = [
  'concierge-lite',
  'concierge-level-1',
  'concierge-level-2',
] as const satisfies readonly JobPackageId[];

export function isConciergePackage(packageId: string): boolean {
  return (CONCIERGE_PACKAGE_IDS as readonly string[]).includes(packageId);
}

/** The admin looking after a job, as its employer sees them. */
export interface JobConcierge {
  id: string;
  name: string;
  email: string;
  assignedAt: string;
}

/** GET /api/employer/jobs/{id}/concierge: null while the job has none (no concierge package, or not approved yet). */
export interface EmployerJobConciergeResponse {
  concierge: JobConcierge | null;
}

/** GET /api/employer/concierge/jobs: the company's jobs that have a concierge. */
export interface EmployerConciergeJobsResponse {
  jobs: Array<{ jobId: string; concierge: JobConcierge }>;
}

/** One job an admin looks after. */
export interface AdminConciergeJob {
  jobId: string;
  title: string;
  companyName: string;
  status: JobStatus;
  packageId: string;
  assignedAt: string;
}

/** GET /api/admin/concierge/jobs[?adminId=]: the admin's concierge jobs, newest assignment first. */
export interface AdminConciergeJobsResponse {
  admin: { id: string; name: string; email: string };
  jobs: AdminConciergeJob[];
}

/** `?adminId=` of GET /api/admin/concierge/jobs as sent. */
export interface AdminConciergeJobsParams {
  adminId?: string;
}

/** POST /api/admin/concierge/jobs/{jobId}/assign. */
export interface AssignConciergeRequest {
  adminId: string;
}

/** The answer to an assignment: the job's concierge now. */
export interface AssignConciergeResponse {
  jobId: string;
  concierge: JobConcierge;
}

export const CONCIERGE_MESSAGES = {
  adminRequired: 'Please choose an admin',
  adminInvalid: 'Please choose an admin from the list',
  noConciergeJob: 'This job has no concierge package',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin named by `adminId` (a query parameter or a body field): required or not, it must look like a user id. */
export function validateConciergeAdminId(adminId: unknown, required: boolean): FieldErrors {
  if (adminId === undefined || adminId === null || adminId === '')
    return required ? { adminId: [CONCIERGE_MESSAGES.adminRequired] } : {};
  if (typeof adminId !== 'string' || !UUID.test(adminId)) return { adminId: [CONCIERGE_MESSAGES.adminInvalid] };
  return {};
}
