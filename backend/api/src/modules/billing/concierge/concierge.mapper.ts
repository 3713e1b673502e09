import type { AdminConciergeJob, JobConcierge } from '@marketplace/contracts';
import type { JobSummary } from '../../jobs';
import type { AdminAssignment, ConciergeAssignment } from './concierge.repository';

/** A job's concierge as its employer sees them. */
export function toJobConcierge(assignment: ConciergeAssignment): JobConcierge {
  return {
    id: assignment.admin.id,
    name: assignment.admin.name,
    email: assignment.admin.email,
    assignedAt: assignment.assignedAt.toISOString(),
  };
}

/** One of an admin's concierge jobs, named by jobs. */
export function toAdminConciergeJob(assignment: AdminAssignment, job: JobSummary): AdminConciergeJob {
  return {
    jobId: assignment.jobId,
    title: job.title,
    companyName: job.company.name,
    status: job.status,
    packageId: assignment.packageId,
    assignedAt: assignment.assignedAt.toISOString(),
  };
}
