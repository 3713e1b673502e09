import type { JobCategory } from './categories';
import type { ExperienceLevel, JobStatus, JobType, SalaryType } from './enums';
import type { ApplicationStatusCounts } from './employer-applications';
import type { JobCard } from './job-card';
import { type FieldErrors, type JobFormInput, textFieldError } from './rules';

/**
 * Posting, moderation, job detail, saved jobs, sharing and job alerts: the request and answer
 * shapes both sides use. Errors use ErrorBody; invalid input is 400 with fieldErrors keyed
 * by form field and the JOB_FORM_MESSAGES texts (the server runs validateJobForm).
 */

// ---------------------------------------------------------------- statuses

/** Employer-facing labels of the job statuses (approved shows as Active). */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  pending_review: 'In review',
  approved: 'Active',
  rejected: 'Rejected',
  expired: 'Expired',
  filled: 'Filled',
  archived: 'Archived',
};

/** How long an approved job stays live unless a package says otherwise. */
export const DEFAULT_LISTING_DURATION_DAYS = 30;

export type EmployerJobAction = 'edit' | 'submit' | 'renew' | 'fill' | 'archive';

/**
 * What the employer may do with a job in each status. Editing a live (approved) job sends it back
 * to review; closed jobs (expired, filled, archived) are history and cannot be edited. Renewing
 * sends an expired job, unchanged, back to review: approval is what starts a listing period, so a
 * new period starts only once an admin approves it again. Filled and archived jobs are not renewed
 * (the position is taken, or the employer closed it for good); duplicating, which every status
 * allows, posts such a job again as a new draft.
 */
export const EMPLOYER_JOB_ACTIONS: Record<JobStatus, readonly EmployerJobAction[]> = {
  draft: ['edit', 'submit', 'archive'],
  pending_review: ['edit', 'archive'],
  approved: ['edit', 'fill', 'archive'],
  rejected: ['edit', 'submit', 'archive'],
  expired: ['renew', 'fill', 'archive'],
  filled: ['archive'],
  archived: [],
};

export function canDoJobAction(status: JobStatus, action: EmployerJobAction): boolean {
  return EMPLOYER_JOB_ACTIONS[status].includes(action);
}

// ---------------------------------------------------------------- posting (employer)

/**
 * `POST /api/employer/jobs` and `PUT /api/employer/jobs/{id}` body: the job posting form's fields.
 * `draft: true` saves a draft (required fields may be empty, limits still hold);
 * otherwise the job is checked in full and goes to review. `contactPhone` is stored formatted as
 * (xxx) xxx-xxxx. `applicationDeadline` is YYYY-MM-DD and may not be in the past.
 */
export interface JobPostingRequest extends Partial<JobFormInput> {
  draft?: boolean;
  /** Shown as the 'Flexible Hours' badge on cards. */
  isFlexible?: boolean;
}

/** The form's values as stored (empty draft fields come back as '' / null). */
export interface JobFormValues {
  title: string;
  description: string;
  requirements: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryType: SalaryType | '';
  location: string;
  jobType: JobType | '';
  experienceLevel: ExperienceLevel | '';
  category: JobCategory | '';
  skills: string[];
  benefits: string;
  /** YYYY-MM-DD */
  applicationDeadline: string | null;
  website: string;
  linkedinProfile: string;
  contactPhone: string;
  isCompanyPrivate: boolean;
  isFlexible: boolean;
}

export interface EmployerJobCounts {
  /** Active applications (withdrawn ones left out): byStatus.total. */
  applications: number;
  /** Active applications per status (employer-applications.ts), from one grouped query per list. The server always sends it; optional only so that fixtures written before it still type-check. */
  byStatus?: ApplicationStatusCounts;
}

/** One row of `GET /api/employer/jobs` (newest first). */
export interface EmployerJobListItem {
  id: string;
  title: string;
  status: JobStatus;
  statusLabel: string;
  counts: EmployerJobCounts;
  /** ISO 8601; set when approved. */
  postedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** The admin's reason when status is rejected, else null. */
  rejectionReason: string | null;
  actions: EmployerJobAction[];
}

export interface EmployerJobsResponse {
  jobs: EmployerJobListItem[];
}

/**
 * `GET /api/employer/jobs/{id}` (for editing) and the answer of every employer write
 * (POST, PUT, fill, archive, submit).
 */
export interface EmployerJob extends EmployerJobListItem {
  form: JobFormValues;
}

// ---------------------------------------------------------------- moderation (admin)

/** Query of `GET /api/admin/jobs`: jobs in review, oldest submission first. */
export const ADMIN_JOBS_PAGE_SIZE = 20;

/** `GET /api/admin/jobs?page=` as sent: text, read like the other admin tables' paging. */
export interface AdminJobsParams {
  page?: string;
}

export interface AdminJobQueueItem {
  id: string;
  title: string;
  /** The real company, also for private postings (admins see it). */
  companyId: string;
  companyName: string;
  isCompanyPrivate: boolean;
  /** ISO 8601: when the job entered review. */
  submittedAt: string;
  /** The full job as it would be published (company shown as the admin sees it). */
  job: JobDetail;
}

/** `GET /api/admin/jobs?page=1` (page from 1). */
export interface AdminJobsPage {
  jobs: AdminJobQueueItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** `POST /api/admin/jobs/{id}/reject` body. */
export interface RejectJobRequest {
  reason: string;
}

export const REJECTION_REASON_MAX = 1000;

/** `POST /api/admin/jobs/{id}/approve` and `/reject` answer. */
export interface ModerationResult {
  id: string;
  status: JobStatus;
  postedAt: string | null;
  expiresAt: string | null;
  rejectionReason: string | null;
}

// ---------------------------------------------------------------- job detail (public)

export type JobClosedReason = 'expired' | 'filled' | 'archived';

/**
 * `GET /api/jobs/{id}`: a job card with the full description (not an excerpt) and the rest of
 * the posting. Private companies: for seekers and the public, company is 'Private Company' and
 * companyLogoUrl, website and linkedinProfile are null; admins (not impersonating) see them.
 */
export interface JobDetail extends JobCard {
  requirements: string;
  benefits: string | null;
  /** YYYY-MM-DD */
  applicationDeadline: string | null;
  jobType: JobType;
  experienceLevel: ExperienceLevel;
  website: string | null;
  linkedinProfile: string | null;
  contactPhone: string | null;
  isCompanyPrivate: boolean;
  isRemote: boolean;
  status: JobStatus;
  /** False for expired, filled and archived jobs: shown, but no longer taking applications. */
  isOpen: boolean;
  closedReason: JobClosedReason | null;
  expiresAt: string | null;
  /** Our public page for this job: `${PUBLIC_URL}/jobs/{id}-{slug}`. */
  publicUrl: string;
}

// ---------------------------------------------------------------- saved jobs (seeker)

/** `PUT /api/seeker/saved-jobs/{jobId}` answer (idempotent; DELETE answers with saved false). */
export interface SavedJobState {
  jobId: string;
  saved: boolean;
  /** ISO 8601 when saved, else null. */
  savedAt: string | null;
}

export interface SavedJob {
  savedAt: string;
  job: JobCard;
}

/** `GET /api/seeker/saved-jobs`: newest saved first. */
export interface SavedJobsResponse {
  jobs: SavedJob[];
}

// ---------------------------------------------------------------- sharing and public pages

/** `GET /api/jobs/{id}/wordpress-slug` */
export interface WordpressSlugResponse {
  wordpressUrl: string;
}

/** URL slug of a job title: lower-case ASCII words joined by hyphens, at most 80 characters. */
export function jobSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'job';
}

/** The public page path of a job: `/jobs/{id}-{slug}`. */
export function publicJobPath(id: string, title: string): string {
  return `/jobs/${id}-${jobSlug(title)}`;
}

// ---------------------------------------------------------------- job alerts (seeker)

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

export const JOB_ALERTS_MAX_PER_SEEKER = 20;

/**
 * A deleted alert can be put back (POST /api/seeker/job-alerts/{id}/restore) for this long; the
 * Undo toast shows for it, and the server allows a few seconds more for the request in flight.
 */
export const JOB_ALERT_UNDO_SECONDS = 10;

export interface JobAlert {
  id: string;
  /** The search as `GET /api/jobs` query string (jobSearchQueryString; no cursor, no sort). */
  query: string;
  /** A readable summary of the search, e.g. 'designer · Design · Remote'. */
  label: string;
  frequency: JobAlertFrequency;
  paused: boolean;
  createdAt: string;
  /** ISO 8601 of the last e-mail, null before the first. */
  lastSentAt: string | null;
  /** How many jobs the last e-mail carried, null before the first. */
  lastSentJobCount: number | null;
  /** How many matching jobs all its e-mails carried together. */
  jobsMatched: number;
}

/** `POST /api/seeker/job-alerts` body. */
export interface CreateJobAlertRequest {
  /** The current search's query string (with or without a leading '?'); cursor and sort are ignored. */
  query: string;
  frequency: JobAlertFrequency;
}

/**
 * `PUT /api/seeker/job-alerts/{id}` body: the alert's search and frequency, edited. The same rules
 * as creating one, and the same 409 when the seeker already has an alert for that search.
 */
export interface ReplaceJobAlertRequest {
  query: string;
  frequency: JobAlertFrequency;
}

/** `PATCH /api/seeker/job-alerts/{id}` body: pause/resume and/or frequency. */
export interface UpdateJobAlertRequest {
  paused?: boolean;
  frequency?: JobAlertFrequency;
}

/** `GET /api/job-alerts/unsubscribe?token=`: the one-click link of a job-alert e-mail. */
export interface JobAlertUnsubscribeParams {
  token?: string;
}

/** `GET /api/seeker/job-alerts`: newest first. */
export interface JobAlertsResponse {
  alerts: JobAlert[];
}

// ---------------------------------------------------------------- notifications about jobs

/** Employers hear of a live job's coming end this many days before it (the 'job-expiring' notification). */
export const JOB_EXPIRY_NOTICE_DAYS = 3;

/** The employer's pages of one job (frontends/employer routes). */
export const EMPLOYER_JOB_PATHS = {
  /** The job's applicants: its page once it is live. */
  applications: (jobId: string) => `/employer/jobs/${encodeURIComponent(jobId)}/applications`,
  /** Its form: where a sent-back job is changed and submitted again. */
  edit: (jobId: string) => `/employer/jobs/${encodeURIComponent(jobId)}/edit`,
} as const;

/** The one-line texts of the notifications about jobs (the moderation and blast ones are their mails' subjects). */
export const JOB_NOTIFICATION_TEXTS = {
  /** Whole days left, counted up: a job ending in 2 days and 5 hours "expires in 3 days". */
  expiring: (jobTitle: string, daysLeft: number) =>
    `${jobTitle} expires in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
  alert: (jobCount: number, alertLabel: string) =>
    `${jobCount} new job${jobCount === 1 ? ' matches' : 's match'} your alert ${alertLabel}`,
} as const;

// ---------------------------------------------------------------- messages

export const JOB_POSTING_MESSAGES = {
  notFound: 'Job not found',
  notAllowed: (action: EmployerJobAction, statusLabel: string) =>
    `This job cannot be ${ACTION_PAST[action]} while it is ${statusLabel}`,
  noCompany: 'Your account has no company yet',
  rejectionReasonRequired: 'Please give a reason for the rejection',
  rejectionReasonTooLong: `Reason must be at most ${REJECTION_REASON_MAX} characters`,
  notInReview: 'This job is not waiting for review',
  alertFrequencyInvalid: 'Please choose daily or weekly',
  alertPausedInvalid: 'Use true or false',
  alertQueryInvalid: 'This search cannot be saved as an alert',
  alertLimitReached: `You can keep at most ${JOB_ALERTS_MAX_PER_SEEKER} job alerts`,
  alertNotFound: 'Job alert not found',
  alertExists: 'You already have an alert for this search',
  alertUndoExpired: 'This alert was deleted too long ago to undo',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will no longer receive this job alert.',
} as const;

/** `POST /api/admin/jobs/{id}/reject`: a reason is required, may span lines, and is bounded. */
export function validateRejectJob(input: { reason?: unknown }): FieldErrors {
  const problem = textFieldError(input.reason, {
    required: JOB_POSTING_MESSAGES.rejectionReasonRequired,
    max: REJECTION_REASON_MAX,
    tooLong: JOB_POSTING_MESSAGES.rejectionReasonTooLong,
    multiLine: true,
  });
  return problem ? { reason: [problem] } : {};
}

const ACTION_PAST: Record<EmployerJobAction, string> = {
  edit: 'edited',
  submit: 'submitted for review',
  renew: 'renewed',
  fill: 'marked filled',
  archive: 'archived',
};
