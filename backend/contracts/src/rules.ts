import { isJobCategory } from './categories';
import { EXPERIENCE_LEVELS, JOB_TYPES, SALARY_TYPES } from './enums';
import { LIMITS } from './limits';
import { CHANGE_EMAIL_MESSAGES, CHANGE_PASSWORD_MESSAGES, JOB_FORM_MESSAGES } from './messages';

/** Field name -> messages, in the order the rules ran. Empty object means valid. */
export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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

// ---------------------------------------------------------------- change e-mail (spec 5)

export interface ChangeEmailInput {
  newEmail: string;
  confirmEmail: string;
}

/** Browser form rules; the server checks the same minus the confirmation, which never reaches it. */
export function validateChangeEmail(input: Partial<ChangeEmailInput>, currentEmail: string, withConfirmation = true): FieldErrors {
  const errors: FieldErrors = {};
  const newEmail = (input.newEmail ?? '').trim();
  const confirmEmail = (input.confirmEmail ?? '').trim();
  if (!newEmail || (withConfirmation && !confirmEmail)) {
    add(errors, newEmail ? 'confirmEmail' : 'newEmail', CHANGE_EMAIL_MESSAGES.required);
    return errors;
  }
  if (!isEmail(newEmail)) add(errors, 'newEmail', CHANGE_EMAIL_MESSAGES.invalid);
  else if (withConfirmation && newEmail.toLowerCase() !== confirmEmail.toLowerCase()) add(errors, 'confirmEmail', CHANGE_EMAIL_MESSAGES.mismatch);
  else if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase()) add(errors, 'newEmail', CHANGE_EMAIL_MESSAGES.sameAsCurrent);
  return errors;
}

// ---------------------------------------------------------------- passwords (spec 5)

/** Rules a new password must meet, in the order the requirement list shows them. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'minLength', label: 'At least 8 characters', test: (p: string) => p.length >= LIMITS.passwordMinLength, message: CHANGE_PASSWORD_MESSAGES.minLength },
  { id: 'lowercase', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p), message: CHANGE_PASSWORD_MESSAGES.lowercase },
  { id: 'uppercase', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p), message: CHANGE_PASSWORD_MESSAGES.uppercase },
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

// ---------------------------------------------------------------- job form (spec 5)

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

function lengthOf(value: unknown): number {
  return typeof value === 'string' ? value.trim().length : 0;
}

function salaryErrors(errors: FieldErrors, field: 'salaryMin' | 'salaryMax', value: unknown, draft: boolean): void {
  const required = field === 'salaryMin' ? JOB_FORM_MESSAGES.salaryMinRequired : JOB_FORM_MESSAGES.salaryMaxRequired;
  if (value === null || value === undefined || value === '') {
    if (!draft) add(errors, field, required);
    return;
  }
  const amount = Number(value);
  if (!Number.isFinite(amount)) add(errors, field, required);
  else if (amount < LIMITS.salaryMin || amount > LIMITS.salaryMax) add(errors, field, JOB_FORM_MESSAGES.salaryUnreasonable);
}

/** Every rule of the job form table. Forms show the errors of the fields a user has visited. */
export function validateJobForm(input: Partial<JobFormInput>, options: JobFormOptions): FieldErrors {
  const errors: FieldErrors = {};
  const draft = options.draft ?? false;

  const titleLength = lengthOf(input.title);
  if (titleLength === 0) {
    if (!draft) add(errors, 'title', JOB_FORM_MESSAGES.titleRequired);
  } else if (titleLength > LIMITS.jobTitleMax) add(errors, 'title', JOB_FORM_MESSAGES.titleTooLong);

  const descriptionLength = lengthOf(input.description);
  if (descriptionLength > LIMITS.jobDescriptionMax) add(errors, 'description', JOB_FORM_MESSAGES.descriptionTooLong);
  else if (descriptionLength < LIMITS.jobDescriptionMin && !(draft && descriptionLength === 0)) add(errors, 'description', JOB_FORM_MESSAGES.descriptionTooShort);

  const requirementsLength = lengthOf(input.requirements);
  if (requirementsLength > LIMITS.jobRequirementsMax) add(errors, 'requirements', JOB_FORM_MESSAGES.requirementsTooLong);
  else if (requirementsLength < LIMITS.jobRequirementsMin && !(draft && requirementsLength === 0)) add(errors, 'requirements', JOB_FORM_MESSAGES.requirementsTooShort);

  salaryErrors(errors, 'salaryMin', input.salaryMin, draft);
  salaryErrors(errors, 'salaryMax', input.salaryMax, draft);
  const min = Number(input.salaryMin);
  const max = Number(input.salaryMax);
  if (!errors.salaryMin && !errors.salaryMax && min > 0 && max > 0 && min > max) {
    add(errors, 'salaryMin', JOB_FORM_MESSAGES.salaryMinAboveMax);
    add(errors, 'salaryMax', JOB_FORM_MESSAGES.salaryMaxBelowMin);
  }

  if (!isBlank(input.salaryType) || !draft) {
    if (!(SALARY_TYPES as readonly unknown[]).includes(input.salaryType)) add(errors, 'salaryType', JOB_FORM_MESSAGES.salaryTypeInvalid);
  }
  if (lengthOf(input.location) === 0 && !draft) add(errors, 'location', JOB_FORM_MESSAGES.locationRequired);
  if (!isBlank(input.jobType) || !draft) {
    if (!(JOB_TYPES as readonly unknown[]).includes(input.jobType)) add(errors, 'jobType', JOB_FORM_MESSAGES.jobTypeInvalid);
  }
  if (!isBlank(input.experienceLevel) || !draft) {
    if (!(EXPERIENCE_LEVELS as readonly unknown[]).includes(input.experienceLevel)) add(errors, 'experienceLevel', JOB_FORM_MESSAGES.experienceLevelInvalid);
  }
  if (!isBlank(input.category) || !draft) {
    if (!isJobCategory(input.category)) add(errors, 'category', JOB_FORM_MESSAGES.categoryRequired);
  }
  if ((input.skills?.length ?? 0) > LIMITS.jobSkillsMax) add(errors, 'skills', JOB_FORM_MESSAGES.skillsTooMany);
  if (!isBlank(input.website) && !isHttpUrl(String(input.website))) add(errors, 'website', JOB_FORM_MESSAGES.websiteInvalid);
  if (!isBlank(input.linkedinProfile) && !isLinkedInUrl(String(input.linkedinProfile))) add(errors, 'linkedinProfile', JOB_FORM_MESSAGES.linkedinInvalid);
  if (!isBlank(input.applicationDeadline) && String(input.applicationDeadline).slice(0, 10) < options.today) {
    add(errors, 'applicationDeadline', JOB_FORM_MESSAGES.deadlineInPast);
  }
  if (!isBlank(input.contactPhone) && !isFormattedPhone(formatPhone(String(input.contactPhone)))) add(errors, 'contactPhone', JOB_FORM_MESSAGES.phoneInvalid);
  return errors;
}
