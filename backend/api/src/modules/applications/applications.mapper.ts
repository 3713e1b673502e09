import type { JobCardApplicationStatus, SeekerApplication } from '@marketplace/contracts';
import type { JobSummary } from '../jobs';
import type { ApplicationRecord } from './applications.repository';
import type { UpcomingInterview } from './interview-schedules.port';
import type { AppliedEntry } from './seeker-applied.cache';

/**
 * A job card's application status. A withdrawn application still counts as applied (one per seeker
 * and job: Apply Now would only answer 409), without a status, so the badge reads 'Applied' (as for
 * any applied state without a label of its own); the seeker's list says it was withdrawn.
 */
export function toJobCardApplicationStatus(
  applied: Pick<AppliedEntry, 'status' | 'withdrawn'>,
): JobCardApplicationStatus {
  return { hasApplied: true, status: applied.withdrawn ? null : applied.status };
}

/**
 * An application in the seeker's list, with its job as the seeker may see it now, and its next
 * interview when one is scheduled (the interviews module's INTERVIEW_SCHEDULES port): the start,
 * and what the invitation tells the candidate.
 */
export function toSeekerApplication(
  application: ApplicationRecord,
  job: JobSummary,
  next: UpcomingInterview | null = null,
): SeekerApplication {
  return {
    id: application.id,
    job: { id: job.id, title: job.title, status: job.status },
    company: { name: job.company.name, logoUrl: job.company.logoUrl },
    appliedAt: application.appliedAt.toISOString(),
    status: application.status,
    interviewStage: application.interviewStage,
    nextInterviewAt: next === null ? null : next.start.toISOString(),
    nextInterview:
      next === null
        ? null
        : {
            scheduledAt: next.start.toISOString(),
            timeZone: next.timeZone,
            location: next.location,
            meetingUrl: next.meetingUrl,
            messageToCandidate: next.messageToCandidate,
          },
    withdrawn: application.withdrawnAt !== null,
    withdrawnAt: application.withdrawnAt === null ? null : application.withdrawnAt.toISOString(),
    coverLetter: application.coverLetter,
    resumeId: application.resumeId,
  };
}
