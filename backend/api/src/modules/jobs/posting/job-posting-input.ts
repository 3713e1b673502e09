import {
  type FieldErrors,
  formatPhone,
  type JobFormInput,
  type JobPostingRequest,
  validateJobForm,
} from '@marketplace/contracts';

/** The message for a field sent with the wrong JSON type (the form never does this; scripts might). */
export const WRONG_TYPE_MESSAGE = 'Invalid value';

const TEXT_FIELDS = [
  'title',
  'description',
  'requirements',
  'salaryType',
  'location',
  'jobType',
  'experienceLevel',
  'category',
  'benefits',
  'website',
  'linkedinProfile',
  'contactPhone',
] as const;

export interface ReadPosting {
  draft: boolean;
  form: JobFormInput & { isFlexible: boolean };
  /** Type errors found while reading; validateJobForm's errors are added by validatePosting. */
  typeErrors: FieldErrors;
}

/**
 * Reads a posting body into the form's shape: text trimmed, salaries as numbers, skills trimmed
 * and de-duplicated (case-insensitive, first spelling kept), phone formatted as (xxx) xxx-xxxx.
 */
export function readPosting(body: unknown): ReadPosting {
  const raw = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const typeErrors: FieldErrors = {};
  const fail = (field: string) => (typeErrors[field] = [WRONG_TYPE_MESSAGE]);

  const text = (field: string): string => {
    const value = raw[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      fail(field);
      return '';
    }
    return value.trim();
  };
  const money = (field: string): number | null => {
    const value = raw[field];
    if (value === undefined || value === null || value === '') return null;
    const amount =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)
          ? Number(value)
          : Number.NaN;
    if (!Number.isFinite(amount)) {
      fail(field);
      return null;
    }
    return amount;
  };
  const flag = (field: string): boolean => {
    const value = raw[field];
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') fail(field);
    return value === true;
  };

  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(field)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  let skills: string[] = [];
  if (raw.skills !== undefined && raw.skills !== null) {
    if (!Array.isArray(raw.skills) || raw.skills.some((skill) => typeof skill !== 'string')) fail('skills');
    else skills = dedupeSkills(raw.skills as string[]);
  }
  let applicationDeadline: string | null = null;
  if (raw.applicationDeadline !== undefined && raw.applicationDeadline !== null && raw.applicationDeadline !== '') {
    const value = raw.applicationDeadline;
    if (typeof value !== 'string' || !isCalendarDate(value.slice(0, 10))) fail('applicationDeadline');
    else applicationDeadline = value.slice(0, 10);
  }
  const phone = texts.contactPhone ? formatPhone(texts.contactPhone) : '';

  return {
    draft: raw.draft === true,
    form: {
      ...texts,
      // Unformattable input stays as typed so the phone rule reports it.
      contactPhone: phone.length === 14 ? phone : texts.contactPhone,
      salaryMin: money('salaryMin'),
      salaryMax: money('salaryMax'),
      skills,
      applicationDeadline,
      isCompanyPrivate: flag('isCompanyPrivate'),
      isFlexible: flag('isFlexible'),
    },
    typeErrors,
  };
}

export function dedupeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const skill of skills.map((value) => value.trim()).filter(Boolean)) {
    const key = skill.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * "Today" for the no-past-deadline rule. The browser checks against the user's own date; the
 * server cannot know the zone, so it accepts any date that is still today somewhere on Earth
 * (UTC-12), never rejecting what the form allowed.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

/** Every rule of the job form (the contracts validator) plus the type errors; drafts relax only "required". */
export function validatePosting(posting: Pick<ReadPosting, 'draft' | 'form' | 'typeErrors'>, now: Date): FieldErrors {
  const errors: FieldErrors = { ...posting.typeErrors };
  for (const [field, messages] of Object.entries(
    validateJobForm(posting.form, { draft: posting.draft, today: earliestToday(now) }),
  )) {
    if (!errors[field]) errors[field] = messages;
  }
  return errors;
}

export type { JobPostingRequest };
