import type { ApplicationStatus, InterviewStage, JobStatus } from './enums';
import type { CandidateInterview } from './interviews';
import { type FieldErrors, isBlankText, textFieldError } from './rules';

export { APPLICATION_STATUS_LABELS, applicationStatusLabel } from './application-status';

/**
 * A seeker's applications: applying from a job card or the job detail (POST
 * /api/seeker/applications), the seeker's list (GET /api/seeker/applications) and withdrawing
 * (POST /api/seeker/applications/{id}/withdraw). The same validateApplyRequest runs in
 * the apply dialog and in the service.
 */

/** The apply dialog's limits (the applications table checks the cover letter's too). */
export const APPLICATION_LIMITS = {
  coverLetterMax: 5_000,
} as const;

/**
 * What the status history records besides the stored statuses: a withdrawal. The application keeps
 * its last status (and gets withdrawnAt); its history says it was withdrawn from that status.
 */
export const APPLICATION_WITHDRAWN = 'withdrawn' as const;
export type ApplicationHistoryStatus = ApplicationStatus | typeof APPLICATION_WITHDRAWN;

/** Statuses from which the seeker may still withdraw; a decision (hired, rejected) stays. */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = ['pending', 'reviewed', 'interview'];

/**
 * What an employer needs of an applicant before the seeker may apply (the applicant dialog's
 * header names the person, View Resume opens the resume), in the order the
 * message names them.
 */
export const APPLY_PROFILE_REQUIREMENTS = [
  { key: 'name', label: 'add your name' },
  { key: 'resume', label: 'upload a resume' },
] as const;
export type ApplyProfileRequirement = (typeof APPLY_PROFILE_REQUIREMENTS)[number]['key'];

/** "a", "a and b", "a, b and c". */
function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Every text of applying, the list and withdrawing, for the dialog and the server alike. */
export const APPLICATION_MESSAGES = {
  jobRequired: 'Please choose a job to apply to',
  resumeRequired: 'Please choose a resume to send',
  /** An unknown resume id, or another seeker's: both read as not one of yours. */
  resumeNotYours: 'Please choose one of your resumes',
  // Written out, not formatted at load (see SEEKER_PROFILE_MESSAGES.salaryInvalid).
  coverLetterTooLong: 'Cover letter must be at most 5,000 characters',
  coverLetterInvalid: 'Cover letter must be text',
  jobClosed: 'This job is no longer accepting applications',
  alreadyApplied: 'You have already applied to this job',
  /** One application per seeker and job: a withdrawn one is kept, so the job cannot be applied to again. */
  alreadyWithdrawnFromJob: 'You withdrew your application to this job, so you cannot apply to it again',
  profileIncomplete: (missing: readonly ApplyProfileRequirement[]) =>
    `Please complete your profile before applying: ${listOf(APPLY_PROFILE_REQUIREMENTS.filter((item) => missing.includes(item.key)).map((item) => item.label))}`,
  notFound: 'Application not found',
  alreadyWithdrawn: 'You have already withdrawn this application',
  cannotWithdraw: 'This application has been decided and can no longer be withdrawn',
  applied: 'Application sent',
  withdrawn: 'Application withdrawn',
  loadFailed: 'Failed to load your applications',
  applyFailed: 'Failed to send your application',
  withdrawFailed: 'Failed to withdraw your application',
} as const;

/** POST /api/seeker/applications. */
export interface ApplyRequest {
  jobId: string;
  /** One of the seeker's resume versions (GET /api/seeker/profile lists them). */
  resumeId: string;
  /** Optional; trimmed, at most APPLICATION_LIMITS.coverLetterMax characters; blank is none. */
  coverLetter?: string | null;
}

/** The job an application is for, as the seeker sees it now. */
export interface SeekerApplicationJob {
  id: string;
  title: string;
  /** A live job past its end reads as expired before the sweep marks it. */
  status: JobStatus;
}

/** The employer, under the private-company rule ('Private Company' and no logo unless revealed). */
export interface SeekerApplicationCompany {
  name: string;
  logoUrl: string | null;
}

/** One application in the seeker's list, and the answer of applying and withdrawing. */
export interface SeekerApplication {
  id: string;
  job: SeekerApplicationJob;
  company: SeekerApplicationCompany;
  /** ISO 8601 */
  appliedAt: string;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  /** The next scheduled interview (ISO 8601); null until the interviews module schedules one. */
  nextInterviewAt: string | null;
  /** The same interview with where and how to join and the employer's message; null without one. */
  nextInterview: CandidateInterview | null;
  /** Withdrawn by the seeker: out of the employer's active lists, still in the seeker's history. */
  withdrawn: boolean;
  withdrawnAt: string | null;
  coverLetter: string | null;
  /** The resume version sent; null once the seeker deleted that version. */
  resumeId: string | null;
}

/** GET /api/seeker/applications: newest first. */
export interface SeekerApplicationsResponse {
  applications: SeekerApplication[];
}

/** Field errors of an apply request (the dialog and the server run the same rules). */
export function validateApplyRequest(input: Partial<Record<keyof ApplyRequest, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: keyof ApplyRequest, message: string | null) => {
    if (message) (errors[field] ??= []).push(message);
  };
  const M = APPLICATION_MESSAGES;
  if (typeof input.jobId !== 'string' || input.jobId.trim() === '') add('jobId', M.jobRequired);
  if (typeof input.resumeId !== 'string' || input.resumeId.trim() === '') add('resumeId', M.resumeRequired);
  if (input.coverLetter !== undefined && input.coverLetter !== null) {
    if (typeof input.coverLetter !== 'string') add('coverLetter', M.coverLetterInvalid);
    else
      add(
        'coverLetter',
        textFieldError(input.coverLetter, {
          max: APPLICATION_LIMITS.coverLetterMax,
          tooLong: M.coverLetterTooLong,
          multiLine: true,
        }),
      );
  }
  return errors;
}

/** A cover letter as stored: trimmed, and null when absent or blank. */
export function coverLetterOf(value: string | null | undefined): string | null {
  return isBlankText(value) ? null : (value ?? '').trim();
}

/** What the seeker must still complete before applying (empty: nothing). */
export function missingForApplying(profile: {
  name: string | null;
  resumes: readonly unknown[];
}): ApplyProfileRequirement[] {
  const done: Record<ApplyProfileRequirement, boolean> = {
    name: (profile.name ?? '').trim() !== '',
    resume: profile.resumes.length > 0,
  };
  return APPLY_PROFILE_REQUIREMENTS.filter((item) => !done[item.key]).map((item) => item.key);
}
