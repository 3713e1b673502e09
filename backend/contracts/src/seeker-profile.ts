import { ACCESS_MESSAGES, ACCOUNT_LIMITS } from './access';
import { EXPERIENCE_LEVELS, type ExperienceLevel } from './enums';
import { LIMITS } from './limits';
import { JOB_FORM_MESSAGES, TEXT_MESSAGES } from './messages';
import {
  type FieldErrors,
  formatPhone,
  hasForbiddenCharacters,
  isBlankText,
  isFormattedPhone,
  isHttpUrl,
  jobSkillError,
  textFieldError,
} from './rules';

/**
 * The seeker's professional profile: what the applicant dialog and the
 * talent profile show about a seeker. GET and PUT /api/seeker/profile; resumes are uploaded through
 * the presigned flow (uploads.ts, uploadType 'document', purpose 'resume') and then attached with
 * POST /api/seeker/resumes.
 *
 * The same validateSeekerProfile runs in the editor and in the service; the server also sanitises
 * workExperience with an allow-list (see RICH_TEXT_ALLOWED) before storing it.
 */

export const AVAILABILITY_OPTIONS = ['immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  immediately: 'Available immediately',
  two_weeks: 'Available in two weeks',
  one_month: 'Available in a month',
  flexible: 'Flexible start date',
  not_looking: 'Not looking right now',
};

export const SEEKER_PROFILE_LIMITS = {
  /** The account's own headline (users.headline), so both forms keep the same limit. */
  headlineMax: ACCOUNT_LIMITS.headlineMax,
  locationMax: 120,
  aboutMeMax: 2000,
  skillsMax: LIMITS.skillsPickerDefaultMax,
  portfolioUrlsMax: 5,
  urlMax: 255,
  /** Characters of the sanitised work-experience HTML. */
  workExperienceMax: 20_000,
  educationMax: 10,
  institutionMax: 150,
  certificationsMax: 200,
  educationNotesMax: 1000,
  salaryMin: LIMITS.salaryMin,
  salaryMax: LIMITS.salaryMax,
  resumeNameMax: 100,
} as const;

/**
 * The work-experience editor's formatting, which is all the server keeps: paragraphs, line breaks,
 * bold, italic, lists and links (http, https, mailto). Everything else is removed, not escaped.
 */
export const RICH_TEXT_ALLOWED = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  linkSchemes: ['http', 'https', 'mailto'],
} as const;

export const SEEKER_PROFILE_MESSAGES = {
  headlineTooLong: ACCESS_MESSAGES.headlineTooLong,
  locationTooLong: `Location must be less than ${SEEKER_PROFILE_LIMITS.locationMax} characters`,
  phoneInvalid: JOB_FORM_MESSAGES.phoneInvalid,
  availabilityInvalid: 'Please choose your availability from the list',
  experienceLevelInvalid: 'Please choose an experience level from the list',
  aboutMeTooLong: `About me must be less than ${SEEKER_PROFILE_LIMITS.aboutMeMax} characters`,
  // Written out, not formatted at load: a call here would keep this module in every bundle that imports contracts.
  salaryInvalid: 'Salary expectations must be a whole number of US dollars per year, from 1 to 1,000,000',
  showSalaryInvalid: 'Please choose whether employers see your salary expectations',
  visibleToEmployersInvalid: 'Please choose whether employers may find your profile',
  skillsTooMany: `Maximum ${SEEKER_PROFILE_LIMITS.skillsMax} skills allowed`,
  skillsDuplicate: 'Each skill may be listed once',
  portfolioTooMany: `Maximum ${SEEKER_PROFILE_LIMITS.portfolioUrlsMax} portfolio links allowed`,
  portfolioInvalid: 'Please enter a valid URL (starting with http:// or https://)',
  urlTooLong: `URL must be less than ${SEEKER_PROFILE_LIMITS.urlMax} characters`,
  workExperienceTooLong: 'Work experience is too long. Please shorten it.',
  workExperienceInvalid: 'Work experience must be text',
  educationTooMany: `Maximum ${SEEKER_PROFILE_LIMITS.educationMax} education entries allowed`,
  institutionRequired: 'Institution is required',
  institutionTooLong: `Institution must be less than ${SEEKER_PROFILE_LIMITS.institutionMax} characters`,
  certificationsTooLong: `Certifications must be less than ${SEEKER_PROFILE_LIMITS.certificationsMax} characters`,
  notesTooLong: `Notes must be less than ${SEEKER_PROFILE_LIMITS.educationNotesMax} characters`,
  dateInvalid: 'Please enter a month as YYYY-MM',
  endBeforeStart: 'End date must be after the start date',
  saved: 'Profile saved',
  loadFailed: 'Failed to load your profile',
  saveFailed: 'Failed to save your profile',
} as const;

export const RESUME_MESSAGES = {
  limitReached: (limit: number) =>
    `Your plan keeps ${limit} resume version${limit === 1 ? '' : 's'}. Delete one to upload another.`,
  nameRequired: 'Resume name is required',
  nameTooLong: `Resume name must be less than ${SEEKER_PROFILE_LIMITS.resumeNameMax} characters`,
  notFound: 'Resume not found',
  notReady: 'This resume is still being processed. Please try again in a moment.',
  /** PATCH takes isDefault: true only: a resume stops being the default when another one becomes it. */
  defaultOnlyTrue: 'To change your default resume, make another resume the default',
  uploaded: 'Resume uploaded',
  deleted: 'Resume deleted',
  defaultChanged: 'Default resume updated',
  deleteFailed: 'Failed to delete resume',
  updateFailed: 'Failed to update resume',
  downloadFailed: 'Failed to open resume',
} as const;

export interface EducationEntry {
  institution: string;
  certifications: string;
  /** YYYY-MM or YYYY-MM-DD as the editor's month field writes it; empty when unknown. */
  startDate: string | null;
  endDate: string | null;
  notes: string;
}

/** A resume version a seeker keeps. */
export interface ResumeSummary {
  id: string;
  name: string;
  uploadedAt: string;
  isDefault: boolean;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** processing until the worker has checked it and read its text; rejected files are never listed. */
  status: 'processing' | 'ready';
}

/** The editable part of the profile (PUT /api/seeker/profile sends all of it). */
export interface SeekerProfileInput {
  headline: string | null;
  location: string | null;
  phone: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  aboutMe: string | null;
  /** Whole US dollars per year. */
  salaryExpectations: number | null;
  showSalaryExpectations: boolean;
  /**
   * Whether employers may find the seeker in talent search and open their profile (talent.ts); an
   * employer whose job they applied to may open it either way. False until the seeker says yes.
   */
  visibleToEmployers: boolean;
  skills: string[];
  portfolioUrls: string[];
  /** Sanitised HTML (bold, italic, lists, links, paragraphs). */
  workExperience: string | null;
  education: EducationEntry[];
}

/** POST /api/seeker/resumes: attach a confirmed document upload (purpose 'resume') as a new version. */
export interface AddResumeRequest {
  uploadId: string;
  /** Defaults to the file name without its extension. */
  name?: string;
}

/** PATCH /api/seeker/resumes/{id}: rename, or make it the default (true only). */
export interface UpdateResumeRequest {
  name?: string;
  isDefault?: true;
}

/**
 * GET /api/seeker/resumes/{id}/download (and the employers' resume links): a short-lived signed
 * link, the name the file is shown and saved under, and whether a browser shows it in place (a PDF
 * opens inline; a Word document downloads), so a screen can show it in a viewer under its name.
 */
export interface ResumeDownloadResponse {
  downloadUrl: string;
  /** The resume's name with its file's extension: 'Maya Chen CV.pdf'. */
  fileName: string;
  /** True for a PDF, which downloadUrl shows in the browser. */
  viewable: boolean;
  /** A link that always saves the file under fileName (never a bare storage page in a tab). */
  saveUrl: string;
}

/** What the completeness meter counts, in the editor's order. */
export const PROFILE_COMPLETENESS_ITEMS = [
  { key: 'profilePicture', label: 'Add a profile picture' },
  { key: 'headline', label: 'Add a headline' },
  { key: 'location', label: 'Add your location' },
  { key: 'availability', label: 'Say when you are available' },
  { key: 'experienceLevel', label: 'Choose your experience level' },
  { key: 'aboutMe', label: 'Write a few lines about yourself' },
  { key: 'skills', label: 'Add at least 3 skills' },
  { key: 'workExperience', label: 'Describe your work experience' },
  { key: 'education', label: 'Add your education' },
  { key: 'resume', label: 'Upload a resume' },
] as const;
export type ProfileCompletenessKey = (typeof PROFILE_COMPLETENESS_ITEMS)[number]['key'];

export interface ProfileCompleteness {
  /** 0 to 100, whole. */
  percent: number;
  /** The labels of what is missing, in the editor's order. */
  missing: string[];
  missingKeys: ProfileCompletenessKey[];
}

/** Visible text of rich-text HTML (tags dropped, entities of spaces read as spaces). */
export function richTextPlainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How complete a profile is and what is missing (the editor's meter; later, search ranking). */
export function profileCompleteness(
  profile: Pick<
    SeekerProfile,
    | 'profilePictureUrl'
    | 'headline'
    | 'location'
    | 'availability'
    | 'experienceLevel'
    | 'aboutMe'
    | 'skills'
    | 'workExperience'
    | 'education'
    | 'resumes'
  >,
): ProfileCompleteness {
  const done: Record<ProfileCompletenessKey, boolean> = {
    profilePicture: !!profile.profilePictureUrl,
    headline: !isBlankText(profile.headline),
    location: !isBlankText(profile.location),
    availability: !!profile.availability,
    experienceLevel: !!profile.experienceLevel,
    aboutMe: !isBlankText(profile.aboutMe),
    skills: profile.skills.length >= 3,
    workExperience: richTextPlainText(profile.workExperience) !== '',
    education: profile.education.length > 0,
    resume: profile.resumes.length > 0,
  };
  const missing = PROFILE_COMPLETENESS_ITEMS.filter((item) => !done[item.key]);
  return {
    percent: Math.round(
      ((PROFILE_COMPLETENESS_ITEMS.length - missing.length) / PROFILE_COMPLETENESS_ITEMS.length) * 100,
    ),
    missing: missing.map((item) => item.label),
    missingKeys: missing.map((item) => item.key),
  };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** A month as the editor writes it (YYYY-MM, or a YYYY-MM-DD date), between 1900 and 2100. */
export function isProfileMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return !!match && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
}

function optionalText(value: unknown, max: number, tooLong: string, multiLine = false): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return tooLong;
  return textFieldError(value, { max, tooLong, multiLine });
}

function portfolioError(urls: unknown): string | null {
  if (!Array.isArray(urls)) return SEEKER_PROFILE_MESSAGES.portfolioInvalid;
  if (urls.length > SEEKER_PROFILE_LIMITS.portfolioUrlsMax) return SEEKER_PROFILE_MESSAGES.portfolioTooMany;
  for (const url of urls) {
    if (typeof url !== 'string' || hasForbiddenCharacters(url) || !isHttpUrl(url))
      return SEEKER_PROFILE_MESSAGES.portfolioInvalid;
    if (url.trim().length > SEEKER_PROFILE_LIMITS.urlMax) return SEEKER_PROFILE_MESSAGES.urlTooLong;
  }
  return null;
}

function skillsListError(skills: unknown): string | null {
  if (!Array.isArray(skills)) return SEEKER_PROFILE_MESSAGES.skillsTooMany;
  if (skills.length > SEEKER_PROFILE_LIMITS.skillsMax) return SEEKER_PROFILE_MESSAGES.skillsTooMany;
  const seen = new Set<string>();
  for (const skill of skills) {
    const problem = jobSkillError(skill);
    if (problem) return problem;
    const key = String(skill).trim().toLowerCase();
    if (seen.has(key)) return SEEKER_PROFILE_MESSAGES.skillsDuplicate;
    seen.add(key);
  }
  return null;
}

/**
 * Field errors of a profile (the editor and the server run the same rules). Education errors are
 * keyed `education.<index>.<field>`; the list itself is `education`.
 */
export function validateSeekerProfile(input: Partial<Record<keyof SeekerProfileInput, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (message) (errors[field] ??= []).push(message);
  };
  const L = SEEKER_PROFILE_LIMITS;
  const M = SEEKER_PROFILE_MESSAGES;
  add('headline', optionalText(input.headline, L.headlineMax, M.headlineTooLong));
  add('location', optionalText(input.location, L.locationMax, M.locationTooLong));
  if (
    input.phone !== null &&
    input.phone !== undefined &&
    !(typeof input.phone === 'string' && input.phone.trim() === '')
  ) {
    add(
      'phone',
      typeof input.phone === 'string' &&
        !hasForbiddenCharacters(input.phone) &&
        isFormattedPhone(formatPhone(input.phone))
        ? null
        : M.phoneInvalid,
    );
  }
  if (
    input.availability !== null &&
    input.availability !== undefined &&
    !AVAILABILITY_OPTIONS.includes(input.availability as Availability)
  )
    add('availability', M.availabilityInvalid);
  if (
    input.experienceLevel !== null &&
    input.experienceLevel !== undefined &&
    !EXPERIENCE_LEVELS.includes(input.experienceLevel as ExperienceLevel)
  )
    add('experienceLevel', M.experienceLevelInvalid);
  add('aboutMe', optionalText(input.aboutMe, L.aboutMeMax, M.aboutMeTooLong, true));
  if (input.salaryExpectations !== null && input.salaryExpectations !== undefined) {
    const salary = input.salaryExpectations;
    if (typeof salary !== 'number' || !Number.isSafeInteger(salary) || salary < L.salaryMin || salary > L.salaryMax)
      add('salaryExpectations', M.salaryInvalid);
  }
  if (input.showSalaryExpectations !== undefined && typeof input.showSalaryExpectations !== 'boolean')
    add('showSalaryExpectations', M.showSalaryInvalid);
  if (input.visibleToEmployers !== undefined && typeof input.visibleToEmployers !== 'boolean')
    add('visibleToEmployers', M.visibleToEmployersInvalid);
  if (input.skills !== undefined) add('skills', skillsListError(input.skills));
  if (input.portfolioUrls !== undefined) add('portfolioUrls', portfolioError(input.portfolioUrls));
  if (input.workExperience !== null && input.workExperience !== undefined) {
    if (typeof input.workExperience !== 'string') add('workExperience', M.workExperienceInvalid);
    else if (hasForbiddenCharacters(input.workExperience, true))
      add('workExperience', TEXT_MESSAGES.forbiddenCharacters);
    else if (input.workExperience.length > L.workExperienceMax) add('workExperience', M.workExperienceTooLong);
  }
  if (input.education !== undefined) {
    if (!Array.isArray(input.education)) add('education', M.educationTooMany);
    else if (input.education.length > L.educationMax) add('education', M.educationTooMany);
    else {
      input.education.forEach((raw: unknown, index) => {
        const entry = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof EducationEntry, unknown>>;
        const key = (field: string) => `education.${index}.${field}`;
        add(
          key('institution'),
          textFieldError(entry.institution, {
            required: M.institutionRequired,
            max: L.institutionMax,
            tooLong: M.institutionTooLong,
          }),
        );
        add(key('certifications'), optionalText(entry.certifications, L.certificationsMax, M.certificationsTooLong));
        add(key('notes'), optionalText(entry.notes, L.educationNotesMax, M.notesTooLong, true));
        const start = entry.startDate === '' ? null : entry.startDate;
        const end = entry.endDate === '' ? null : entry.endDate;
        const startOk = start === null || start === undefined || (typeof start === 'string' && isProfileMonth(start));
        const endOk = end === null || end === undefined || (typeof end === 'string' && isProfileMonth(end));
        if (!startOk) add(key('startDate'), M.dateInvalid);
        if (!endOk) add(key('endDate'), M.dateInvalid);
        if (
          startOk &&
          endOk &&
          typeof start === 'string' &&
          typeof end === 'string' &&
          end.slice(0, 7) < start.slice(0, 7)
        )
          add(key('endDate'), M.endBeforeStart);
      });
    }
  }
  return errors;
}

/** Field errors of a resume's name (rename, or the name given when it is attached). */
export function resumeNameError(name: unknown): string | null {
  return textFieldError(name, {
    required: RESUME_MESSAGES.nameRequired,
    max: SEEKER_PROFILE_LIMITS.resumeNameMax,
    tooLong: RESUME_MESSAGES.nameTooLong,
  });
}

/** GET/PUT /api/seeker/profile answer. */
export interface SeekerProfile extends SeekerProfileInput {
  userId: string;
  name: string;
  email: string;
  profilePictureUrl: string | null;
  resumes: ResumeSummary[];
  /** How many resume versions the seeker may keep (-1: unlimited): the plan's, or 1 without one (entitlements.ts). */
  resumeLimit: number;
  /** The seeker's trialing or active plan id, 'none' without one: applying needs one (entitlements.ts). */
  membershipPlan: string;
  updatedAt: string | null;
}
