import {
  type ApplicationStatusCounts,
  EMPLOYER_JOB_ACTIONS,
  type EmployerJob,
  type EmployerJobListItem,
  type JobFormValues,
  JOB_STATUS_LABELS,
  type JobStatus,
} from '@marketplace/contracts';
import type { EmployerJobRow, JobPostingFields } from './employer-jobs.repository';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The job as the form edits it: empty draft fields come back as '' / null. */
export function toJobFormValues(job: JobPostingFields): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    salaryMin: job.salaryMin === null ? null : Number(job.salaryMin),
    salaryMax: job.salaryMax === null ? null : Number(job.salaryMax),
    salaryType: job.salaryType,
    location: job.location,
    jobType: job.jobType ?? '',
    experienceLevel: job.experienceLevel ?? '',
    category: job.category ?? '',
    skills: [...job.skills],
    benefits: job.benefits ?? '',
    applicationDeadline: job.applicationDeadline,
    website: job.website ?? '',
    linkedinProfile: job.linkedinProfile ?? '',
    contactPhone: job.contactPhone ?? '',
    isCompanyPrivate: job.isCompanyPrivate,
    isFlexible: job.isFlexible,
  };
}

/** A row of the employer's job list; `counts` are its active applications per status. */
export function toEmployerJobListItem(
  job: Pick<
    EmployerJobRow,
    'id' | 'title' | 'status' | 'postedAt' | 'expiresAt' | 'createdAt' | 'updatedAt' | 'rejectionReason'
  >,
  counts: ApplicationStatusCounts,
): EmployerJobListItem {
  return {
    id: job.id,
    title: job.title,
    status: job.status as JobStatus,
    statusLabel: JOB_STATUS_LABELS[job.status as JobStatus],
    counts: { applications: counts.total, byStatus: { ...counts } },
    postedAt: iso(job.postedAt),
    expiresAt: iso(job.expiresAt),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    rejectionReason: job.status === 'rejected' ? job.rejectionReason : null,
    actions: [...EMPLOYER_JOB_ACTIONS[job.status as JobStatus]],
  };
}

export function toEmployerJob(job: EmployerJobRow, counts: ApplicationStatusCounts): EmployerJob {
  return { ...toEmployerJobListItem(job, counts), form: toJobFormValues(job) };
}
