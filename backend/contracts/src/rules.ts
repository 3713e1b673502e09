import { isJobCategory } from './categories';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_TYPES } from './enums';
import { LIMITS } from './limits';
import { CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES, JOB_FORM_MESSAGES, TEXT_MESSAGES } from './messages';

/** Field name -> messages, in the order the rules ran. Empty object means valid. */
export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

// ---------------------------------------------------------------- text every field shares

// Control characters (C0, DEL, C1) and lone UTF-16 surrogates: the database refuses NUL, and the
// rest are invisible or corrupt what is stored. Multi-line text keeps tab and line breaks.
const FORBIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
const FORBIDDEN_MULTI_LINE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

// Whitespace and the characters that render as nothing (zero-width spaces and joiners, word
// joiner, byte order mark, soft hyphen, fillers, ...), plus the blank Braille pattern.
const INVISIBLE_ONLY = /^[\s\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** True when the text holds a character no field stores (see FORBIDDEN_*); multi-line text may hold tabs and line breaks. */
export function hasForbiddenCharacters(text: string, multiLine = false): boolean {
  return (multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(text);
}

/** Absent, or text a reader would see as empty: required fields refuse it. */
export function isBlankText(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && INVISIBLE_ONLY.test(value));
}

/** Length of the trimmed text, 0 for blank text and for anything that is not text. */
export function textLength(value: unknown): number {
  return typeof value === 'string' && !isBlankText(value) ? value.trim().length : 0;
}

/** How one text field is checked by textFieldError. */
export interface TextRule {
  /** The message for blank text; absent when the field is optional. */
  required?: string;
  max?: number;
  /** The message for text longer than max. */
  tooLong?: string;
  /** Tab and line breaks allowed. */
  multiLine?: boolean;
}

/** The first message a text field earns (forbidden characters, then blank, then too long), or null. Non-text counts as blank. */
export function textFieldError(value: unknown, rule: TextRule): string | null {
  if (typeof value === 'string' && hasForbiddenCharacters(value, rule.multiLine))
    return TEXT_MESSAGES.forbiddenCharacters;
  const length = textLength(value);
  if (length === 0) return rule.required ?? null;
  if (rule.max !== undefined && length > rule.max) return rule.tooLong ?? null;
  return null;
}

/**
 * A whole number as a query string writes it: digits with an optional minus, no leading zeros,
 * spaces, plus sign, exponent, fraction or hex. Null for anything else, so '1e308', '0x10', '1.0',
 * ' 1', '+1' and '' never turn into numbers by accident. Callers in code may pass safe integers.
 */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && /^-?(0|[1-9]\d*)$/.test(value) ? Number(value) : null;
}

// Optional fields: text that is only invisible characters is not empty, so their rules reject it.
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Looks like an e-mail address (and holds no control characters, which no address does). */
export function isEmail(value: string): boolean {
  const address = value.trim();
  return EMAIL_PATTERN.test(address) && !hasForbiddenCharacters(address);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function isLinkedInUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const host = new URL(value.trim()).hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
}

/** Formats US phone input as (xxx) xxx-xxxx, growing as digits are typed; a leading country code 1 is dropped. */
export function formatPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function isFormattedPhone(value: string): boolean {
  return /^\(\d{3}\) \d{3}-\d{4}$/.test(value);
}

// ---------------------------------------------------------------- change e-mail

export interface ChangeEmailInput {
  newEmail: string;
  confirmEmail: string;
  /** Asked again so a session left open on someone else's screen cannot move the account to another address. */
  currentPassword: string;
}

/**
 * Browser form rules; the server checks the same minus the confirmation, which never reaches it.
 * The current password is only required here: whether it is right is the server's check.
 */
export function validateChangeEmail(
  input: Partial<ChangeEmailInput>,
  currentEmail: string,
  withConfirmation = true,
): FieldErrors {
  const errors: FieldErrors = {};
  const newEmail = (input.newEmail ?? '').trim();
  const confirmEmail = (input.confirmEmail ?? '').trim();
  // Not trimmed: spaces may be part of a password.
  const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
  const missing = !newEmail
    ? 'newEmail'
    : withConfirmation && !confirmEmail
      ? 'confirmEmail'
      : !currentPassword
        ? 'currentPassword'
        : null;
  if (missing) {
    add(errors, missing, CHANGE_EMAIL_MESSAGES.required);
    return errors;
  }
  if (hasForbiddenCharacters(newEmail)) add(errors, 'newEmail', TEXT_MESSAGES.forbiddenCharacters);
  else if (!isEmail(newEmail)) add(errors, 'newEmail', CHANGE_EMAIL_MESSAGES.invalid);
  else if (withConfirmation && newEmail.toLowerCase() !== confirmEmail.toLowerCase())
    add(errors, 'confirmEmail', CHANGE_EMAIL_MESSAGES.mismatch);
  else if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase())
    add(errors, 'newEmail', CHANGE_EMAIL_MESSAGES.sameAsCurrent);
  return errors;
}

// ---------------------------------------------------------------- passwords

/** Rules a new password must meet, in the order the requirement list shows them. */
export const PASSWORD_REQUIREMENTS = [
  {
    id: 'minLength',
    label: 'At least 8 characters',
    test: (p: string) => p.length >= LIMITS.passwordMinLength,
    message: CHANGE_PASSWORD_MESSAGES.minLength,
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    test: (p: string) => /[a-z]/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.lowercase,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    test: (p: string) => /[A-Z]/.test(p),
    message: CHANGE_PASSWORD_MESSAGES.uppercase,
  },
  { id: 'number', label: 'One number', test: (p: string) => /\d/.test(p), message: CHANGE_PASSWORD_MESSAGES.number },
] as const;

/** First failing password rule's message, or null. */
export function passwordStrengthError(password: string): string | null {
  return PASSWORD_REQUIREMENTS.find((rule) => !rule.test(password))?.message ?? null;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateChangePassword(input: Partial<ChangePasswordInput>): FieldErrors {
  const errors: FieldErrors = {};
  const { currentPassword = '', newPassword = '', confirmPassword = '' } = input;
  if (!currentPassword || !newPassword || !confirmPassword) {
    const missing = !currentPassword ? 'currentPassword' : !newPassword ? 'newPassword' : 'confirmPassword';
    add(errors, missing, CHANGE_PASSWORD_MESSAGES.required);
    return errors;
  }
  const strength = passwordStrengthError(newPassword);
  if (strength) add(errors, 'newPassword', strength);
  else if (newPassword !== confirmPassword) add(errors, 'confirmPassword', CHANGE_PASSWORD_MESSAGES.mismatch);
  else if (newPassword === currentPassword) add(errors, 'newPassword', CHANGE_PASSWORD_MESSAGES.sameAsCurrent);
  return errors;
}

// ---------------------------------------------------------------- job form

export interface JobFormInput {
  title: string;
  description: string;
  requirements: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryType: string;
  location: string;
  jobType: string;
  experienceLevel: string;
  category: string;
  skills: string[];
  benefits: string;
  applicationDeadline: string | null;
  website: string;
  linkedinProfile: string;
  contactPhone: string;
  isCompanyPrivate: boolean;
}

export interface JobFormOptions {
  /** Drafts may leave required fields empty; limits still hold. */
  draft?: boolean;
  /** Today's date as YYYY-MM-DD in the user's zone; the deadline may not be earlier. */
  today: string;
}

function salaryErrors(errors: FieldErrors, field: 'salaryMin' | 'salaryMax', value: unknown, draft: boolean): void {
  const required = field === 'salaryMin' ? JOB_FORM_MESSAGES.salaryMinRequired : JOB_FORM_MESSAGES.salaryMaxRequired;
  if (value === null || value === undefined || value === '') {
    if (!draft) add(errors, field, required);
    return;
  }
  const amount = Number(value);
  if (!Number.isFinite(amount)) add(errors, field, required);
  else if (amount < LIMITS.salaryMin || amount > LIMITS.salaryMax)
    add(errors, field, JOB_FORM_MESSAGES.salaryUnreasonable);
}

/** Every rule of the job form table, plus the shared text rules. Forms show the errors of the fields a user has visited. */
export function validateJobForm(input: Partial<JobFormInput>, options: JobFormOptions): FieldErrors {
  const errors: FieldErrors = {};
  const draft = options.draft ?? false;
  // Fields holding control characters get that one message and no other.
  const forbidden = (field: keyof JobFormInput, multiLine = false): boolean => {
    const value = input[field];
    if (typeof value !== 'string' || !hasForbiddenCharacters(value, multiLine)) return false;
    add(errors, field, TEXT_MESSAGES.forbiddenCharacters);
    return true;
  };

  if (!forbidden('title')) {
    const titleLength = textLength(input.title);
    if (titleLength === 0) {
      if (!draft) add(errors, 'title', JOB_FORM_MESSAGES.titleRequired);
    } else if (titleLength > LIMITS.jobTitleMax) add(errors, 'title', JOB_FORM_MESSAGES.titleTooLong);
  }

  if (!forbidden('description', true)) {
    const descriptionLength = textLength(input.description);
    if (descriptionLength > LIMITS.jobDescriptionMax) add(errors, 'description', JOB_FORM_MESSAGES.descriptionTooLong);
    else if (descriptionLength < LIMITS.jobDescriptionMin && !(draft && descriptionLength === 0))
      add(errors, 'description', JOB_FORM_MESSAGES.descriptionTooShort);
  }

  if (!forbidden('requirements', true)) {
    const requirementsLength = textLength(input.requirements);
    if (requirementsLength > LIMITS.jobRequirementsMax)
      add(errors, 'requirements', JOB_FORM_MESSAGES.requirementsTooLong);
    else if (requirementsLength < LIMITS.jobRequirementsMin && !(draft && requirementsLength === 0))
      add(errors, 'requirements', JOB_FORM_MESSAGES.requirementsTooShort);
  }

  salaryErrors(errors, 'salaryMin', input.salaryMin, draft);
  salaryErrors(errors, 'salaryMax', input.salaryMax, draft);
  const min = Number(input.salaryMin);
  const max = Number(input.salaryMax);
  if (!errors.salaryMin && !errors.salaryMax && min > 0 && max > 0 && min > max) {
    add(errors, 'salaryMin', JOB_FORM_MESSAGES.salaryMinAboveMax);
    add(errors, 'salaryMax', JOB_FORM_MESSAGES.salaryMaxBelowMin);
  }

  if (!isBlank(input.salaryType) || !draft) {
    if (!(SALARY_TYPES as readonly unknown[]).includes(input.salaryType))
      add(errors, 'salaryType', JOB_FORM_MESSAGES.salaryTypeInvalid);
  }
  if (!forbidden('location')) {
    const locationLength = textLength(input.location);
    if (locationLength === 0 && !draft) add(errors, 'location', JOB_FORM_MESSAGES.locationRequired);
    else if (locationLength > LIMITS.jobLocationMax) add(errors, 'location', JOB_FORM_MESSAGES.locationTooLong);
  }
  if (!isBlank(input.jobType) || !draft) {
    if (!(JOB_TYPES as readonly unknown[]).includes(input.jobType))
      add(errors, 'jobType', JOB_FORM_MESSAGES.jobTypeInvalid);
  }
  if (!isBlank(input.experienceLevel) || !draft) {
    if (!(EXPERIENCE_LEVELS as readonly unknown[]).includes(input.experienceLevel))
      add(errors, 'experienceLevel', JOB_FORM_MESSAGES.experienceLevelInvalid);
  }
  if (!isBlank(input.category) || !draft) {
    if (!isJobCategory(input.category)) add(errors, 'category', JOB_FORM_MESSAGES.categoryRequired);
  }
  const skillError = skillsError(input.skills ?? []);
  if (skillError) add(errors, 'skills', skillError);
  if (!forbidden('benefits', true) && textLength(input.benefits) > LIMITS.jobBenefitsMax)
    add(errors, 'benefits', JOB_FORM_MESSAGES.benefitsTooLong);
  if (!forbidden('website') && !isBlank(input.website)) {
    if (textLength(input.website) > LIMITS.jobUrlMax) add(errors, 'website', JOB_FORM_MESSAGES.websiteTooLong);
    else if (!isHttpUrl(String(input.website))) add(errors, 'website', JOB_FORM_MESSAGES.websiteInvalid);
  }
  if (!forbidden('linkedinProfile') && !isBlank(input.linkedinProfile)) {
    if (textLength(input.linkedinProfile) > LIMITS.jobUrlMax)
      add(errors, 'linkedinProfile', JOB_FORM_MESSAGES.linkedinTooLong);
    else if (!isLinkedInUrl(String(input.linkedinProfile)))
      add(errors, 'linkedinProfile', JOB_FORM_MESSAGES.linkedinInvalid);
  }
  if (!isBlank(input.applicationDeadline) && String(input.applicationDeadline).slice(0, 10) < options.today) {
    add(errors, 'applicationDeadline', JOB_FORM_MESSAGES.deadlineInPast);
  }
  if (
    !forbidden('contactPhone') &&
    !isBlank(input.contactPhone) &&
    !isFormattedPhone(formatPhone(String(input.contactPhone)))
  )
    add(errors, 'contactPhone', JOB_FORM_MESSAGES.phoneInvalid);
  return errors;
}

/** One skill of a job (control characters, blank, too long), or null: the skills picker refuses what this refuses. */
export function jobSkillError(skill: unknown): string | null {
  return textFieldError(skill, {
    required: JOB_FORM_MESSAGES.skillBlank,
    max: LIMITS.jobSkillMax,
    tooLong: JOB_FORM_MESSAGES.skillTooLong,
  });
}

/** The skills list's one message: too many, then the first bad skill. */
function skillsError(skills: readonly unknown[]): string | null {
  if (skills.length > LIMITS.jobSkillsMax) return JOB_FORM_MESSAGES.skillsTooMany;
  for (const skill of skills) {
    const problem = jobSkillError(skill);
    if (problem) return problem;
  }
  return null;
}
