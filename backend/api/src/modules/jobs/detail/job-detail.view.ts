import type { Actor } from '../../../core/auth/actor';
import { type JobClosedReason, type JobStatus, type JobDetail, publicJobPath } from '@marketplace/contracts';
import type { CompanyCard } from '../../accounts';
import type { Job } from '../entities/job.entity';
import { toJobCard } from '../job-card.mapper';

/**
 * Private company mode: seekers and the public see 'Private Company' and no
 * logo, website or LinkedIn. Admins acting as themselves see the real company; an impersonating
 * admin sees what the impersonated user sees.
 */
export function seesRealCompany(actor: Actor | null | undefined): boolean {
  return actor?.user.role === 'admin' && !actor.impersonation;
}

const CLOSED: Partial<Record<JobStatus, JobClosedReason>> = {
  expired: 'expired',
  filled: 'filled',
  archived: 'archived',
};

/** Why a shown job no longer takes applications; a live job past its end counts as expired before the sweep marks it. */
export function closedReasonOf(job: Pick<Job, 'status' | 'expiresAt'>, now: Date): JobClosedReason | null {
  if (job.status === 'approved' && job.expiresAt !== null && job.expiresAt.getTime() <= now.getTime()) return 'expired';
  return CLOSED[job.status as JobStatus] ?? null;
}

/** Whether a shown job takes applications now: live (approved) and not past its end. */
export function isOpenJob(job: Pick<Job, 'status' | 'expiresAt'>, now: Date): boolean {
  return job.status === 'approved' && closedReasonOf(job, now) === null;
}

/** What the detail shape reads of a job (JobDetailRepository and the review queue read these columns). */
export type DetailedJob = Pick<
  Job,
  | 'id'
  | 'title'
  | 'description'
  | 'requirements'
  | 'location'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryType'
  | 'postedAt'
  | 'jobType'
  | 'category'
  | 'experienceLevel'
  | 'skills'
  | 'isFlexible'
  | 'isFeatured'
  | 'status'
  | 'isCompanyPrivate'
  | 'benefits'
  | 'applicationDeadline'
  | 'website'
  | 'linkedinProfile'
  | 'contactPhone'
  | 'isRemote'
  | 'expiresAt'
  | 'submittedAt'
  | 'createdAt'
>;

/** The job detail shape: the job card (same display rules) with the full posting. */
export function toJobDetail(
  job: DetailedJob,
  company: Pick<CompanyCard, 'name' | 'logoUrl'>,
  options: { revealCompany: boolean; publicUrl: string; now: Date },
): JobDetail {
  if (job.jobType === null || job.category === null || job.experienceLevel === null) {
    // Only drafts lack these (a check constraint says so), and drafts are never shown as a job.
    throw new Error(`Job ${job.id} is incomplete and cannot be shown`);
  }
  const card = toJobCard({
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    salary_min: job.salaryMin === null ? null : Number(job.salaryMin),
    salary_max: job.salaryMax === null ? null : Number(job.salaryMax),
    salary_type: job.salaryType,
    posted_at: job.postedAt,
    job_type: job.jobType,
    category: job.category,
    skills: job.skills,
    is_flexible: job.isFlexible,
    is_featured: job.isFeatured,
    status: job.status,
    is_company_private: job.isCompanyPrivate,
    company_name: company.name,
    company_logo_url: company.logoUrl,
  });
  const hide = job.isCompanyPrivate && !options.revealCompany;
  const closedReason = closedReasonOf(job, options.now);
  return {
    ...card,
    ...(options.revealCompany ? { company: company.name, companyLogoUrl: company.logoUrl } : {}),
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    applicationDeadline: job.applicationDeadline,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel,
    website: hide ? null : job.website,
    linkedinProfile: hide ? null : job.linkedinProfile,
    contactPhone: job.contactPhone,
    isCompanyPrivate: job.isCompanyPrivate,
    isRemote: Boolean(job.isRemote),
    status: closedReason ?? (job.status as JobStatus),
    isOpen: isOpenJob(job, options.now),
    closedReason,
    expiresAt: job.expiresAt === null ? null : job.expiresAt.toISOString(),
    publicUrl: `${options.publicUrl}${publicJobPath(job.id, job.title)}`,
  };
}
