import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ExperienceLevel,
  INTERVIEW_STAGES,
  type InterviewStage,
} from './enums';
import { APPLICATION_STATUS_LABELS } from './applications';
import { type FieldErrors, hasForbiddenCharacters, parseWholeNumber } from './rules';
import type { Availability, ResumeDownloadResponse } from './seeker-profile';

/**
 * The employer's side of applications: the active lists of one job and of the whole company, the
 * applicant profile, the resume link, status changes one at a time and in bulk, with an undo. The
 * same rules and texts run in the employer remote and in the server.
 */

// ---------------------------------------------------------------- status changes

/**
 * The status changes the employer may make: from pending only Mark as Reviewed, then
 * reviewed -> interview, not selected or hired; interview -> hired or not selected; a candidate
 * who was not selected may be reconsidered (back to reviewed); hired is final. Withdrawn
 * applications change no more. Undoing a bulk change is not a change of its own: it puts back
 * exactly the statuses the bulk change replaced (see BULK_STATUS_UNDO_SECONDS).
 */
export const EMPLOYER_STATUS_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['reviewed'],
  reviewed: ['interview', 'rejected', 'hired'],
  interview: ['hired', 'rejected'],
  hired: [],
  rejected: ['reviewed'],
};

/** Statuses an employer may set (pending is only where applications start). */
export const EMPLOYER_SETTABLE_STATUSES: readonly ApplicationStatus[] = ['reviewed', 'interview', 'hired', 'rejected'];

/** The bulk actions of the lists: Mark as Reviewed and Not Selected. */
export const BULK_STATUSES = ['reviewed', 'rejected'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

/** Marking reviewed starts the interview pipeline at this stage. */
export const REVIEW_INTERVIEW_STAGE: InterviewStage = 'initial_screening';

export function canChangeStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return EMPLOYER_STATUS_TRANSITIONS[from].includes(to);
}

export const EMPLOYER_APPLICATION_LIMITS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMax: 100,
  /** Applications one bulk action may change. */
  bulkMax: 100,
  /** How long a bulk change may be undone. */
  undoSeconds: 10,
  cursorMax: 200,
} as const;

/** The employer's application screens' own texts (the fixed wording follows below). */
export const EMPLOYER_APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  statusRequired: 'Please choose a status',
  statusInvalid: 'Status must be one of reviewed, interview, hired or rejected',
  bulkStatusInvalid: 'Bulk actions can mark applications reviewed or not selected only',
  stageOnlyWhenReviewing: 'An interview stage is sent only when marking an application reviewed',
  stageMustBeScreening: 'Marking reviewed starts the pipeline at initial_screening',
  transitionRefused: (from: ApplicationStatus, to: ApplicationStatus) =>
    `An application that is '${APPLICATION_STATUS_LABELS[from]}' cannot be changed to '${APPLICATION_STATUS_LABELS[to]}'`,
  alreadyInStatus: (status: ApplicationStatus) => `This application is already '${APPLICATION_STATUS_LABELS[status]}'`,
  withdrawn: 'The applicant withdrew this application',
  changedMeanwhile: 'This application was changed by someone else meanwhile. Please reload it.',
  idsRequired: 'Please choose at least one application',
  idsTooMany: `Please choose at most ${EMPLOYER_APPLICATION_LIMITS.bulkMax} applications at once`,
  idsInvalid: 'Application ids must be a list of application ids',
  undoTokenRequired: 'Please send the undo token of the change',
  undoNotFound: 'Nothing to undo',
  undoExpired: 'The time to undo this change has passed',
  undoneAlready: 'This change was undone already',
  resumeMissing: "This applicant's resume is no longer available",
  // Fixed wording (kept word for word): the applicant screens and their dialogs.
  emailHidden: 'Email available after interview',
  emailHiddenTooltip: "Move this candidate to 'Interview' status to see their contact details",
  loadFailed: 'Failed to load applicant profile',
  updateFailed: 'Failed to update application status',
  updateFailedWith: (error: string) => `Failed to update status: ${error}`,
  // Lists.
  statusFilterInvalid: 'Status must be one of pending, reviewed, interview, hired or rejected',
  stageFilterInvalid: 'Please choose an interview stage from the list',
  sortInvalid: 'Sort must be newest or oldest',
  searchTooLong: `Search text must be at most ${EMPLOYER_APPLICATION_LIMITS.searchMax} characters`,
  searchInvalid: 'Please remove the hidden control characters from the search',
  cursorInvalid: 'This page link is no longer valid. Please start from the first page.',
  limitInvalid: `limit must be a whole number from 1 to ${EMPLOYER_APPLICATION_LIMITS.pageSizeMax}`,
  single: 'Give this parameter only once',
} as const;

// ---------------------------------------------------------------- lists

export const APPLICATION_SORTS = ['newest', 'oldest'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * `GET /api/employer/jobs/{id}/applications` and `GET /api/employer/applications` query, as sent:
 * status and stage filters, q (the applicant's name, contained, any case), sort by applied date,
 * cursor (nextCursor of the previous page) and limit. Withdrawn applications are never listed.
 */
export interface EmployerApplicationsParams {
  status?: string;
  stage?: string;
  q?: string;
  sort?: string;
  cursor?: string;
  limit?: string;
}

/** The same query, read. */
export interface EmployerApplicationsQuery {
  status: ApplicationStatus | null;
  stage: InterviewStage | null;
  q: string | null;
  sort: ApplicationSort;
  cursor: string | null;
  limit: number;
}

/** Active applications per status; `total` is their sum. */
export type ApplicationStatusCounts = Record<ApplicationStatus, number> & { total: number };

export function emptyStatusCounts(): ApplicationStatusCounts {
  return { pending: 0, reviewed: 0, interview: 0, hired: 0, rejected: 0, total: 0 };
}

export interface EmployerApplicationListItem {
  id: string;
  job: { id: string; title: string };
  applicant: { id: string; name: string; headline: string | null; profilePictureUrl: string | null };
  /** ISO 8601 */
  appliedAt: string;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  hasResume: boolean;
  hasCoverLetter: boolean;
}

/**
 * One page of a list. `counts` are per status for the same stage and name filters, whatever the
 * status filter (the status tabs show them all); `nextCursor` is null on the last page.
 */
export interface EmployerApplicationsPage {
  applications: EmployerApplicationListItem[];
  counts: ApplicationStatusCounts;
  nextCursor: string | null;
}

function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

/** Reads a list query; errors are keyed by parameter (400 with fieldErrors). */
export function readEmployerApplicationsQuery(params: Record<string, unknown>): {
  query: EmployerApplicationsQuery;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const M = EMPLOYER_APPLICATION_MESSAGES;
  const L = EMPLOYER_APPLICATION_LIMITS;
  const query: EmployerApplicationsQuery = {
    status: null,
    stage: null,
    q: null,
    sort: 'newest',
    cursor: null,
    limit: L.pageSizeDefault,
  };
  const read = (field: keyof EmployerApplicationsParams): string | undefined => {
    const value = single(params[field]);
    if (value === null) add(field, M.single);
    return value ?? undefined;
  };
  const status = read('status');
  if (status !== undefined && status !== '') {
    if ((APPLICATION_STATUSES as readonly string[]).includes(status)) query.status = status as ApplicationStatus;
    else add('status', M.statusFilterInvalid);
  }
  const stage = read('stage');
  if (stage !== undefined && stage !== '') {
    if ((INTERVIEW_STAGES as readonly string[]).includes(stage)) query.stage = stage as InterviewStage;
    else add('stage', M.stageFilterInvalid);
  }
  const q = read('q');
  if (q !== undefined) {
    if (hasForbiddenCharacters(q)) add('q', M.searchInvalid);
    else if (q.trim().length > L.searchMax) add('q', M.searchTooLong);
    else if (q.trim() !== '') query.q = q.trim();
  }
  const sort = read('sort');
  if (sort !== undefined && sort !== '') {
    if ((APPLICATION_SORTS as readonly string[]).includes(sort)) query.sort = sort as ApplicationSort;
    else add('sort', M.sortInvalid);
  }
  const cursor = read('cursor');
  if (cursor !== undefined && cursor !== '') {
    if (cursor.length > L.cursorMax || !/^[A-Za-z0-9_-]+$/.test(cursor)) add('cursor', M.cursorInvalid);
    else query.cursor = cursor;
  }
  const limit = read('limit');
  if (limit !== undefined) {
    const number = parseWholeNumber(limit);
    if (number === null || number < 1 || number > L.pageSizeMax) add('limit', M.limitInvalid);
    else query.limit = number;
  }
  return { query, errors };
}

// ---------------------------------------------------------------- the applicant profile

/**
 * The seeker as the applicant dialog shows them, plus location, experience level and expected
 * salary from their profile.
 * `email` and `phone` are absent until `contactVisible` (the server's contact rule: one of the
 * seeker's applications to the company's jobs is in interview or hired); expectedSalary (whole US
 * dollars per year) is null unless the seeker chose to show it. membershipPlan is the seeker's
 * trialing or active plan id, 'none' without one.
 */
export interface ApplicantSeeker {
  id: string;
  name: string;
  /** The contact rule lets this company see the e-mail and phone; false shows 'Email available after interview'. */
  contactVisible: boolean;
  email?: string;
  phone?: string | null;
  profilePictureUrl: string | null;
  headline: string | null;
  aboutMe: string | null;
  skills: string[];
  portfolioUrls: string[];
  availability: Availability | null;
  membershipPlan: string;
  location: string | null;
  experienceLevel: ExperienceLevel | null;
  expectedSalary: number | null;
}

export interface ApplicantApplication {
  id: string;
  /** The API path of the signed resume link (GET it for downloadUrl); null when the version is gone. */
  resumeUrl: string | null;
  coverLetter: string | null;
  /** ISO 8601 */
  appliedAt: string;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  withdrawn: boolean;
}

/** `GET /api/employer/applications/{id}/profile`. */
export interface ApplicantProfileResponse {
  seeker: ApplicantSeeker;
  application: ApplicantApplication;
  job: { id: string; title: string };
}

/** `GET /api/employer/applications/{id}/resume`: a short-lived signed link to the version applied with, its name, and whether it shows in place. */
export type ApplicantResumeResponse = ResumeDownloadResponse;

// ---------------------------------------------------------------- status change, one and many

/** `PUT /api/employer/applications/{id}/status`; interviewStage only when marking reviewed (initial_screening, the default). */
export interface ApplicationStatusRequest {
  status: ApplicationStatus;
  interviewStage?: InterviewStage;
}

/** The answer of a status change: the application as changed. */
export interface ApplicationStatusResponse {
  application: { id: string; status: ApplicationStatus; interviewStage: InterviewStage | null; updatedAt: string };
}

export function validateApplicationStatusRequest(
  input: Partial<Record<keyof ApplicationStatusRequest, unknown>>,
): FieldErrors {
  const errors: FieldErrors = {};
  const M = EMPLOYER_APPLICATION_MESSAGES;
  if (input.status === undefined || input.status === null || input.status === '') errors.status = [M.statusRequired];
  else if (!EMPLOYER_SETTABLE_STATUSES.includes(input.status as ApplicationStatus)) errors.status = [M.statusInvalid];
  if (input.interviewStage !== undefined && input.interviewStage !== null) {
    if (input.status !== 'reviewed') errors.interviewStage = [M.stageOnlyWhenReviewing];
    else if (input.interviewStage !== REVIEW_INTERVIEW_STAGE) errors.interviewStage = [M.stageMustBeScreening];
  }
  return errors;
}

/** `POST /api/employer/applications/bulk-status`. */
export interface BulkStatusRequest {
  applicationIds: string[];
  status: BulkStatus;
}

/** One application a bulk change (or its undo) changed. */
export interface BulkStatusChange {
  id: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
}

/** One application it left as it was, and why (the message a single change would have answered). */
export interface BulkStatusSkip {
  id: string;
  reason: string;
}

/**
 * The answer: what changed and what was left (in the order asked), and the token that undoes the
 * change until undoExpiresAt (BULK undo window: EMPLOYER_APPLICATION_LIMITS.undoSeconds). No token
 * when nothing changed.
 */
export interface BulkStatusResponse {
  changed: BulkStatusChange[];
  skipped: BulkStatusSkip[];
  undoToken: string | null;
  undoExpiresAt: string | null;
}

/** `POST /api/employer/applications/bulk-status/undo`. */
export interface BulkStatusUndoRequest {
  undoToken: string;
}

/** What the undo put back; an application changed again since the bulk change is skipped. */
export interface BulkStatusUndoResponse {
  restored: BulkStatusChange[];
  skipped: BulkStatusSkip[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateBulkStatusRequest(input: Partial<Record<keyof BulkStatusRequest, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const M = EMPLOYER_APPLICATION_MESSAGES;
  const ids = input.applicationIds;
  if (!Array.isArray(ids) || ids.length === 0)
    errors.applicationIds = [Array.isArray(ids) || ids === undefined || ids === null ? M.idsRequired : M.idsInvalid];
  else if (ids.length > EMPLOYER_APPLICATION_LIMITS.bulkMax) errors.applicationIds = [M.idsTooMany];
  else if (!ids.every((id) => typeof id === 'string' && UUID.test(id))) errors.applicationIds = [M.idsInvalid];
  if (input.status === undefined || input.status === null || input.status === '') errors.status = [M.statusRequired];
  else if (!(BULK_STATUSES as readonly unknown[]).includes(input.status)) errors.status = [M.bulkStatusInvalid];
  return errors;
}

export function validateBulkStatusUndoRequest(
  input: Partial<Record<keyof BulkStatusUndoRequest, unknown>>,
): FieldErrors {
  const token = input.undoToken;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token)
    ? {}
    : { undoToken: [EMPLOYER_APPLICATION_MESSAGES.undoTokenRequired] };
}

// ---------------------------------------------------------------- the rules of a change, for the service and the screens

/** Why an application may not change to `to` now (the 409 message), or null when it may. */
export function statusChangeRefusal(
  current: { status: ApplicationStatus; withdrawn: boolean },
  to: ApplicationStatus,
): string | null {
  const M = EMPLOYER_APPLICATION_MESSAGES;
  if (current.withdrawn) return M.withdrawn;
  if (current.status === to) return M.alreadyInStatus(to);
  return canChangeStatus(current.status, to) ? null : M.transitionRefused(current.status, to);
}

/**
 * The interview stage after a change: marking reviewed starts (or, for a reconsidered candidate,
 * keeps) the pipeline, at initial_screening when there was none; other changes keep the stage.
 */
export function stageAfterChange(
  current: { interviewStage: InterviewStage | null },
  to: ApplicationStatus,
): InterviewStage | null {
  return to === 'reviewed' ? (current.interviewStage ?? REVIEW_INTERVIEW_STAGE) : current.interviewStage;
}
