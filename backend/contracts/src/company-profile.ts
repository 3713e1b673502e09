import { ACCESS_MESSAGES, ACCOUNT_LIMITS } from './access';
import { EMPLOYER_APPLICATION_LIMITS } from './employer-applications';
import { JOB_FORM_MESSAGES, TEXT_MESSAGES } from './messages';
import { type FieldErrors, isHttpUrl, isLinkedInUrl, textFieldError } from './rules';

/**
 * The employer's company profile: name, logo, website, LinkedIn, about and size. GET and PUT
 * /api/employer/company; the logo is an image uploaded through the presigned flow (uploads.ts,
 * uploadType 'avatar'), shown on job cards, job pages and the public pages (never for a private
 * company's jobs). GET /api/employer/company-logo answers {companyLogoUrl}.
 */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '501-1000': '501-1,000 employees',
  '1000+': 'More than 1,000 employees',
};

export const COMPANY_PROFILE_LIMITS = {
  nameMax: ACCOUNT_LIMITS.companyNameMax,
  urlMax: 255,
  aboutMax: 3000,
} as const;

export const COMPANY_PROFILE_MESSAGES = {
  nameRequired: 'Company name is required',
  nameTooLong: ACCESS_MESSAGES.companyNameTooLong,
  websiteInvalid: JOB_FORM_MESSAGES.websiteInvalid,
  linkedinInvalid: JOB_FORM_MESSAGES.linkedinInvalid,
  urlTooLong: 'URL must be less than 255 characters',
  aboutTooLong: `About must be less than ${COMPANY_PROFILE_LIMITS.aboutMax} characters`,
  sizeInvalid: 'Please choose a company size from the list',
  logoNotAllowed: 'Please upload the logo as an image',
  notSelectedEmailsInvalid: 'Please choose whether applicants who are not selected get an e-mail',
  saved: 'Company profile saved',
  loadFailed: 'Failed to load company profile',
  saveFailed: 'Failed to save company profile',
} as const;

/** The company's switch for the not-selected e-mail (notifications.ts), as the profile form shows it. */
export const NOT_SELECTED_EMAILS_LABELS = {
  label: 'E-mail applicants who are not selected',
  hint: `A kind note when you mark an application Not Selected, sent once the ${EMPLOYER_APPLICATION_LIMITS.undoSeconds}-second undo has passed.`,
} as const;

/** PUT /api/employer/company (all fields; null or empty clears an optional one). */
export interface CompanyProfileInput {
  name: string;
  /** The fileUrl of an uploaded image (or the logo the company already has); null removes it. */
  logoUrl: string | null;
  website: string | null;
  linkedinUrl: string | null;
  about: string | null;
  size: CompanySize | null;
  /** Whether applicants the company marks not selected get a kind e-mail (on for new companies); left as it is when absent. */
  notSelectedEmails?: boolean;
}

/** GET/PUT /api/employer/company answer. */
export interface CompanyProfile extends CompanyProfileInput {
  id: string;
  notSelectedEmails: boolean;
  /** The logo as the browser can load it (a signed link when it sits on storage). */
  logoDisplayUrl: string | null;
}

/** GET /api/employer/company-logo */
export interface CompanyLogoResponse {
  companyLogoUrl: string | null;
}

function urlError(value: unknown, linkedIn: boolean): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string')
    return linkedIn ? COMPANY_PROFILE_MESSAGES.linkedinInvalid : COMPANY_PROFILE_MESSAGES.websiteInvalid;
  if (/[\p{Cc}\p{Cs}]/u.test(value)) return TEXT_MESSAGES.forbiddenCharacters;
  if (value.trim().length > COMPANY_PROFILE_LIMITS.urlMax) return COMPANY_PROFILE_MESSAGES.urlTooLong;
  if (linkedIn ? !isLinkedInUrl(value) : !isHttpUrl(value))
    return linkedIn ? COMPANY_PROFILE_MESSAGES.linkedinInvalid : COMPANY_PROFILE_MESSAGES.websiteInvalid;
  return null;
}

/** Field errors of a company profile (the form and the server run the same rules). */
export function validateCompanyProfile(input: Partial<Record<keyof CompanyProfileInput, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (message) (errors[field] ??= []).push(message);
  };
  add(
    'name',
    textFieldError(input.name, {
      required: COMPANY_PROFILE_MESSAGES.nameRequired,
      max: COMPANY_PROFILE_LIMITS.nameMax,
      tooLong: COMPANY_PROFILE_MESSAGES.nameTooLong,
    }),
  );
  add('website', urlError(input.website, false));
  add('linkedinUrl', urlError(input.linkedinUrl, true));
  if (input.about !== null && input.about !== undefined) {
    add(
      'about',
      typeof input.about === 'string'
        ? textFieldError(input.about, {
            max: COMPANY_PROFILE_LIMITS.aboutMax,
            tooLong: COMPANY_PROFILE_MESSAGES.aboutTooLong,
            multiLine: true,
          })
        : COMPANY_PROFILE_MESSAGES.aboutTooLong,
    );
  }
  if (
    input.size !== null &&
    input.size !== undefined &&
    input.size !== '' &&
    !COMPANY_SIZES.includes(input.size as CompanySize)
  )
    add('size', COMPANY_PROFILE_MESSAGES.sizeInvalid);
  if (input.notSelectedEmails !== undefined && typeof input.notSelectedEmails !== 'boolean')
    add('notSelectedEmails', COMPANY_PROFILE_MESSAGES.notSelectedEmailsInvalid);
  if (
    input.logoUrl !== null &&
    input.logoUrl !== undefined &&
    (typeof input.logoUrl !== 'string' || input.logoUrl.length > ACCOUNT_LIMITS.profilePictureUrlMax)
  ) {
    add('logoUrl', COMPANY_PROFILE_MESSAGES.logoNotAllowed);
  }
  return errors;
}
