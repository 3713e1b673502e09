import {
  type ApplicationStatus,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type InterviewStage,
  type JobStatus,
} from './enums';
import { type FieldErrors, hasForbiddenCharacters, isBlankText, jobSkillError, textFieldError } from './rules';
import {
  AVAILABILITY_OPTIONS,
  type Availability,
  type EducationEntry,
  type ResumeDownloadResponse,
} from './seeker-profile';

/**
 * Talent: the employer's search over seekers who let employers find them, the Professional
 * Profile dialog (GET /api/employer/talent/{id}), the resume link, and Invite to Job with the
 * seeker's list of invitations. The same readers, rules and texts run in the employer remote and
 * in the server.
 */

// ---------------------------------------------------------------- search

/**
 * Query parameters of `GET /api/employer/talent`, as the page puts them in its URL. List filters
 * repeat their parameter (`?skill=React&skill=SQL`).
 */
export const TALENT_SEARCH_PARAMS = {
  /** Keywords matched against name, headline, skills, location, about and work experience. */
  q: 'q',
  /** Skills the seeker must all list (any case); repeat the parameter. */
  skill: 'skill',
  /** One or more of AVAILABILITY_OPTIONS. */
  availability: 'availability',
  /** One or more of EXPERIENCE_LEVELS. */
  experienceLevel: 'experienceLevel',
  /** The nextCursor of the previous page, with the same search. */
  cursor: 'cursor',
} as const;
export type TalentSearchParamName = (typeof TALENT_SEARCH_PARAMS)[keyof typeof TALENT_SEARCH_PARAMS];

export const TALENT_LIMITS = {
  pageSize: 20,
  queryMaxLength: 200,
  /** Skills one search may require. */
  skillsMax: 10,
  /** A search counts its matches exactly up to this many; beyond it the count says "1,000+". */
  countCap: 1_000,
  cursorMax: 200,
  /** Skills a card shows before '+N more'. */
  cardSkills: 5,
  invitationNoteMax: 1_000,
} as const;

/** Every text of the talent screens and routes; the fixed wording (kept word for word) is marked. */
export const TALENT_MESSAGES = {
  // Fixed wording: the profile failed to load.
  fetchFailed: 'Failed to fetch talent profile',
  // Fixed wording: the e-mail hidden until the candidate is hired or in interview.
  emailHidden: 'Email available after hiring or interview',
  // Fixed wording: the badge of a seeker with a plan.
  premium: 'Premium Member',
  notFound: 'Talent profile not found',
  resumeMissing: 'This candidate has no resume to download',
  searchFailed: 'Failed to load talent',
  queryTooLong: `Search text must be at most ${TALENT_LIMITS.queryMaxLength} characters`,
  single: 'Give this parameter only once',
  skillsTooMany: `Please choose at most ${TALENT_LIMITS.skillsMax} skills`,
  availabilityInvalid: 'Please choose an availability from the list',
  experienceLevelInvalid: 'Please select an experience level',
  cursorInvalid: 'This page link is no longer valid. Please start from the first page.',
  searchInvalid: 'Please remove the hidden control characters from the search',
  // Invite to Job.
  jobRequired: 'Please choose a job',
  jobNotLive: "Please choose one of your company's live jobs",
  noteTooLong: `Note must be at most ${TALENT_LIMITS.invitationNoteMax.toLocaleString('en-US')} characters`,
  alreadyInvited: 'You have already invited this candidate to this job',
  alreadyApplied: 'This candidate has already applied to this job',
  invited: 'Invitation sent',
  inviteFailed: 'Failed to send the invitation',
  noLiveJobs: 'You have no live jobs to invite candidates to. Post a job first.',
  invitationSubject: (jobTitle: string, companyName: string) => `${companyName} invites you to apply: ${jobTitle}`,
  // The seeker's list.
  invitationsLoadFailed: 'Failed to load your invitations',
} as const;

/** A talent search as the browser holds it; absent fields do not filter. */
export interface TalentSearchParams {
  q?: string;
  skill?: readonly string[];
  availability?: readonly Availability[];
  experienceLevel?: readonly ExperienceLevel[];
  cursor?: string;
}

/** The same search, read and validated (what the server runs). */
export interface TalentSearchQuery {
  /** Trimmed, whitespace collapsed; null when none. */
  q: string | null;
  /** Trimmed, deduplicated (any case), in the order given. */
  skills: string[];
  availability: Availability[];
  experienceLevels: ExperienceLevel[];
  cursor: string | null;
}

function values(raw: unknown): unknown[] {
  if (raw === undefined || raw === null) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/**
 * Reads the query of `GET /api/employer/talent` (names in TALENT_SEARCH_PARAMS); errors keyed by
 * parameter (400 with fieldErrors). Unknown parameters are ignored; blank values do not filter.
 */
export function readTalentSearchQuery(params: Record<string, unknown>): {
  query: TalentSearchQuery;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const M = TALENT_MESSAGES;
  const P = TALENT_SEARCH_PARAMS;
  const query: TalentSearchQuery = { q: null, skills: [], availability: [], experienceLevels: [], cursor: null };

  const single = (name: string): string | null => {
    const value = params[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      add(name, M.single);
      return null;
    }
    if (hasForbiddenCharacters(value)) {
      add(name, M.searchInvalid);
      return null;
    }
    return isBlankText(value) ? null : value.trim();
  };

  const q = single(P.q);
  if (q !== null) {
    const collapsed = q.replace(/\s+/g, ' ');
    if (collapsed.length > TALENT_LIMITS.queryMaxLength) add(P.q, M.queryTooLong);
    else query.q = collapsed;
  }

  const seen = new Set<string>();
  for (const raw of values(params[P.skill])) {
    if (typeof raw === 'string' && isBlankText(raw)) continue;
    const problem = typeof raw === 'string' ? jobSkillError(raw) : M.single;
    if (problem) {
      add(P.skill, problem);
      break;
    }
    const skill = (raw as string).trim();
    if (seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    query.skills.push(skill);
  }
  if (query.skills.length > TALENT_LIMITS.skillsMax) add(P.skill, M.skillsTooMany);

  const list = <T extends string>(name: string, allowed: readonly T[], message: string): T[] => {
    const given = values(params[name]).filter((item) => !(typeof item === 'string' && item.trim() === ''));
    if (given.some((item) => typeof item !== 'string' || !(allowed as readonly string[]).includes(item.trim()))) {
      add(name, message);
      return [];
    }
    const trimmed = given.map((item) => (item as string).trim());
    return allowed.filter((item) => trimmed.includes(item));
  };
  query.availability = list(P.availability, AVAILABILITY_OPTIONS, M.availabilityInvalid);
  query.experienceLevels = list(P.experienceLevel, EXPERIENCE_LEVELS, M.experienceLevelInvalid);

  const cursor = single(P.cursor);
  if (cursor !== null) {
    if (cursor.length > TALENT_LIMITS.cursorMax || !/^[A-Za-z0-9_-]+$/.test(cursor)) add(P.cursor, M.cursorInvalid);
    else query.cursor = cursor;
  }
  return { query, errors };
}

/**
 * The query string of a search (without `?`), parameters in a fixed order so equal searches give
 * equal URLs; empty values are left out.
 */
export function talentSearchQueryString(params: TalentSearchParams): string {
  const query = new URLSearchParams();
  const P = TALENT_SEARCH_PARAMS;
  const q = params.q?.trim();
  if (q) query.set(P.q, q);
  const seen = new Set<string>();
  for (const skill of params.skill ?? []) {
    const trimmed = skill.trim();
    if (!trimmed || seen.has(trimmed.toLowerCase())) continue;
    seen.add(trimmed.toLowerCase());
    query.append(P.skill, trimmed);
  }
  for (const value of AVAILABILITY_OPTIONS.filter((option) => params.availability?.includes(option)))
    query.append(P.availability, value);
  for (const level of EXPERIENCE_LEVELS.filter((option) => params.experienceLevel?.includes(option)))
    query.append(P.experienceLevel, level);
  if (params.cursor) query.set(P.cursor, params.cursor);
  return query.toString();
}

/** One seeker in the results. */
export interface TalentCard {
  id: string;
  name: string;
  headline: string | null;
  location: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  skills: string[];
  profilePictureUrl: string | null;
  /** ISO 8601: when the seeker last saved their profile. */
  updatedAt: string;
}

/** `GET /api/employer/talent`: most recently updated profiles first, TALENT_LIMITS.pageSize a page. */
export interface TalentSearchPage {
  talent: TalentCard[];
  nextCursor: string | null;
  /** Matching seekers, exact up to TALENT_LIMITS.countCap; the cap itself when totalIsCapped. */
  total: number;
  totalIsCapped: boolean;
}

/** "1 candidate", "240 candidates", "1,000+ candidates". */
export function formatTalentCount({ total, totalIsCapped }: Pick<TalentSearchPage, 'total' | 'totalIsCapped'>): string {
  const number = `${total.toLocaleString('en-US')}${totalIsCapped ? '+' : ''}`;
  return `${number} ${total === 1 && !totalIsCapped ? 'candidate' : 'candidates'}`;
}

// ---------------------------------------------------------------- the Professional Profile

/** One application of the seeker to one of the employer's company's jobs. */
export interface TalentApplicationHistoryEntry {
  /** The application's id (the interview quick selector acts on it). */
  id: string;
  jobId: string;
  jobTitle: string;
  /** ISO 8601 */
  appliedAt: string;
  applicationStatus: ApplicationStatus;
  /** A live job past its end reads as expired before the sweep marks it. */
  jobStatus: JobStatus;
  interviewStage: InterviewStage | null;
  withdrawn: boolean;
}

/** An invitation this company sent the seeker. */
export interface TalentInvitationSummary {
  id: string;
  jobId: string;
  jobTitle: string;
  /** ISO 8601 */
  invitedAt: string;
}

/**
 * `GET /api/employer/talent/{id}`: the Professional Profile dialog's data. `email` and `phone` are absent
 * until `contactVisible` (the server's contact rule, the same as the applicant profile's: one of the
 * seeker's applications to the company's jobs is in interview or hired; an invitation to apply
 * opens nothing); salaryExpectations is null unless showSalaryExpectations;
 * workExperience is the sanitised HTML the seeker saved; resumeUrl is the API path whose answer
 * holds the signed link (null without a resume). membershipPlan is the seeker's trialing or active plan id, 'none' without one.
 */
export interface TalentProfile {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  headline: string | null;
  location: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  /** ISO 8601: when the account was created. */
  joinedAt: string;
  membershipPlan: string;
  aboutMe: string | null;
  salaryExpectations: number | null;
  showSalaryExpectations: boolean;
  skills: string[];
  portfolioUrls: string[];
  workExperience: string | null;
  education: EducationEntry[];
  applicationHistory: TalentApplicationHistoryEntry[];
  invitations: TalentInvitationSummary[];
  /** The contact rule lets this company see the e-mail and phone; false shows 'Email available after hiring or interview'. */
  contactVisible: boolean;
  /** Absent until contactVisible. */
  email?: string;
  /** Absent until contactVisible; null when the seeker gave none. */
  phone?: string | null;
  hasResume: boolean;
  resumeUrl: string | null;
  profilePictureUrl: string | null;
}

/** `GET /api/employer/talent/{id}/resume`: a short-lived signed link to the seeker's default resume, its name, and whether it shows in place. */
export type TalentResumeResponse = ResumeDownloadResponse;

/** membershipPlan of a seeker without a trialing or active plan ('none' shows no Premium badge). */
export const NO_MEMBERSHIP_PLAN = 'none';

export function isPremiumMember(profile: Pick<TalentProfile, 'membershipPlan'>): boolean {
  return profile.membershipPlan !== NO_MEMBERSHIP_PLAN;
}

/** First and last name of a full name: the last word is the last name (one word: no last name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

/** The notes of the talent profile's application history. */
export const TALENT_HISTORY_NOTES = {
  hired: 'Previously hired',
  inInterview: 'Currently in interview process',
  pastInterview: 'Past interview',
} as const;

/**
 * The job statuses after which an interview is over: an expired, filled or archived job takes no
 * one, so an interview there is past.
 */
export const CLOSED_JOB_STATUSES: readonly JobStatus[] = ['expired', 'filled', 'archived'];

/** The note of a history entry, or null. A withdrawn application is in no process. */
export function talentHistoryNote(
  entry: Pick<TalentApplicationHistoryEntry, 'applicationStatus' | 'jobStatus' | 'withdrawn'>,
): string | null {
  if (entry.applicationStatus === 'hired') return TALENT_HISTORY_NOTES.hired;
  if (entry.applicationStatus !== 'interview' || entry.withdrawn) return null;
  return CLOSED_JOB_STATUSES.includes(entry.jobStatus)
    ? TALENT_HISTORY_NOTES.pastInterview
    : TALENT_HISTORY_NOTES.inInterview;
}

/** Job status labels of the talent history: approved reads Active, others their own name. */
export function talentJobStatusLabel(status: JobStatus): string {
  return status === 'approved' ? 'Active' : status.replace(/_/g, ' ');
}

// ---------------------------------------------------------------- Invite to Job

/** `POST /api/employer/talent/{id}/invitations`. */
export interface InviteToJobRequest {
  jobId: string;
  /** Optional; trimmed, at most TALENT_LIMITS.invitationNoteMax characters; blank is none. */
  note?: string | null;
}

/** The answer of an invitation (201). */
export interface TalentInvitation {
  id: string;
  jobId: string;
  jobTitle: string;
  seekerId: string;
  note: string | null;
  /** ISO 8601 */
  invitedAt: string;
}

/** Field errors of an invitation (the dialog and the server run the same rules). */
export function validateInviteToJob(input: Partial<Record<keyof InviteToJobRequest, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const M = TALENT_MESSAGES;
  if (typeof input.jobId !== 'string' || input.jobId.trim() === '') errors.jobId = [M.jobRequired];
  if (input.note !== undefined && input.note !== null) {
    const problem =
      typeof input.note === 'string'
        ? textFieldError(input.note, { max: TALENT_LIMITS.invitationNoteMax, tooLong: M.noteTooLong, multiLine: true })
        : M.noteTooLong;
    if (problem) errors.note = [problem];
  }
  return errors;
}

/** An invitation's note as stored: trimmed, null when absent or blank. */
export function invitationNoteOf(value: string | null | undefined): string | null {
  return isBlankText(value) ? null : (value ?? '').trim();
}

/** One invitation in the seeker's list (`GET /api/seeker/invitations`), newest first. */
export interface SeekerInvitation {
  id: string;
  /** The job as the seeker may see it now (a live job past its end reads as expired). */
  job: { id: string; title: string; status: JobStatus };
  /** Under the private-company rule. */
  company: { name: string; logoUrl: string | null };
  note: string | null;
  /** ISO 8601 */
  invitedAt: string;
  /** The seeker applied to the job since (or before): the invitation reads as applied. */
  applied: boolean;
  /** Whether the job still takes applications (approved and not past its end). */
  open: boolean;
}

export interface SeekerInvitationsResponse {
  invitations: SeekerInvitation[];
}
