import {
  formatPhone,
  isBlankText,
  profileCompleteness,
  validateSeekerProfile,
  type Availability,
  type ExperienceLevel,
  type FieldErrors,
  type ProfileCompleteness,
  type ResumeSummary,
  type SeekerProfile,
  type SeekerProfileInput,
} from '@marketplace/contracts';

/** One education entry as the editor holds it: month boxes are text, and a key keeps React's rows stable. */
export interface EducationFormEntry {
  key: string;
  institution: string;
  certifications: string;
  /** YYYY-MM as <input type="month"> writes it; empty when unknown. */
  startDate: string;
  endDate: string;
  notes: string;
}

/** The editor's state: every box is text while typed, so an empty box is not 0 or null until saved. */
export interface ProfileFormState {
  headline: string;
  location: string;
  phone: string;
  availability: Availability | '';
  experienceLevel: ExperienceLevel | '';
  aboutMe: string;
  salaryExpectations: string;
  showSalaryExpectations: boolean;
  visibleToEmployers: boolean;
  skills: string[];
  portfolioUrls: string[];
  /** The editor's HTML, null when empty. */
  workExperience: string | null;
  education: EducationFormEntry[];
}

export const EDUCATION_FIELDS = ['institution', 'certifications', 'startDate', 'endDate', 'notes'] as const;
export type EducationField = (typeof EDUCATION_FIELDS)[number];

let nextEntry = 0;

/** A blank education entry with a fresh key. */
export function newEducationEntry(): EducationFormEntry {
  nextEntry += 1;
  return { key: `education-${nextEntry}`, institution: '', certifications: '', startDate: '', endDate: '', notes: '' };
}

/** The editor's state for a saved profile. */
export function fromProfile(profile: SeekerProfileInput): ProfileFormState {
  return {
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    phone: profile.phone ?? '',
    availability: profile.availability ?? '',
    experienceLevel: profile.experienceLevel ?? '',
    aboutMe: profile.aboutMe ?? '',
    salaryExpectations: profile.salaryExpectations == null ? '' : String(profile.salaryExpectations),
    showSalaryExpectations: profile.showSalaryExpectations,
    visibleToEmployers: profile.visibleToEmployers,
    skills: [...profile.skills],
    portfolioUrls: [...profile.portfolioUrls],
    workExperience: profile.workExperience,
    education: profile.education.map((entry) => ({
      ...newEducationEntry(),
      institution: entry.institution,
      certifications: entry.certifications,
      // The month box takes YYYY-MM; a stored day is dropped (the contract accepts either).
      startDate: entry.startDate?.slice(0, 7) ?? '',
      endDate: entry.endDate?.slice(0, 7) ?? '',
      notes: entry.notes,
    })),
  };
}

/** Trimmed text, or null when a reader would see nothing. */
function optional(text: string): string | null {
  return isBlankText(text) ? null : text.trim();
}

/** The body of PUT /api/seeker/profile: blank boxes become null, the phone is formatted, empty link boxes are dropped. */
export function toInput(state: ProfileFormState): SeekerProfileInput {
  const salary = state.salaryExpectations.trim();
  const phone = optional(state.phone);
  return {
    headline: optional(state.headline),
    location: optional(state.location),
    phone: phone === null ? null : formatPhone(phone),
    availability: state.availability || null,
    experienceLevel: state.experienceLevel || null,
    aboutMe: optional(state.aboutMe),
    // Any text that is not a whole number fails the contract's salary rule, so it is never sent.
    salaryExpectations: salary === '' ? null : Number(salary),
    showSalaryExpectations: state.showSalaryExpectations,
    visibleToEmployers: state.visibleToEmployers,
    skills: [...state.skills],
    portfolioUrls: state.portfolioUrls.map((url) => url.trim()).filter((url) => url !== ''),
    workExperience: state.workExperience,
    education: state.education.map((entry) => ({
      institution: entry.institution.trim(),
      certifications: entry.certifications.trim(),
      startDate: entry.startDate || null,
      endDate: entry.endDate || null,
      notes: entry.notes.trim(),
    })),
  };
}

/** The key an error of one box of an education entry has (as validateSeekerProfile and the server write it). */
export function educationKey(index: number, field: EducationField): string {
  return `education.${index}.${field}`;
}

/** The key of one portfolio box's own error (the editor's; the contract reports the list as a whole). */
export function portfolioKey(index: number): string {
  return `portfolioUrls.${index}`;
}

/**
 * The form's errors: the contract's, plus each portfolio box's own message (the contract names the
 * first bad link for the whole list, which does not say which box to fix).
 */
export function validateForm(state: ProfileFormState): FieldErrors {
  const errors = validateSeekerProfile(toInput(state));
  state.portfolioUrls.forEach((url, index) => {
    if (url.trim() === '') return;
    const own = validateSeekerProfile({ portfolioUrls: [url.trim()] }).portfolioUrls;
    if (own?.length) errors[portfolioKey(index)] = own;
  });
  return errors;
}

/** Fields in page order; the first failing one gets focus. */
export function fieldOrder(state: ProfileFormState): string[] {
  return [
    'headline',
    'location',
    'phone',
    'availability',
    'experienceLevel',
    'aboutMe',
    'salaryExpectations',
    'showSalaryExpectations',
    'visibleToEmployers',
    'skills',
    ...state.portfolioUrls.map((_url, index) => portfolioKey(index)),
    'portfolioUrls',
    'workExperience',
    'education',
    ...state.education.flatMap((_entry, index) => EDUCATION_FIELDS.map((field) => educationKey(index, field))),
  ];
}

export function firstErrorField(errors: FieldErrors, state: ProfileFormState): string | undefined {
  return (
    fieldOrder(state).find((field) => errors[field]?.length) ??
    Object.keys(errors).find((field) => errors[field]?.length)
  );
}

/** The DOM id of a field's control (or of its group, for the list-level keys). */
export function fieldId(field: string): string {
  return `profile-${field.replace(/\./g, '-')}`;
}

/**
 * The meter for what is on screen now: the form as typed, plus the saved resumes and picture (they
 * change on their own, without Save). Education entries without an institution do not count yet.
 */
export function formCompleteness(
  state: ProfileFormState,
  saved: { profilePictureUrl: string | null; resumes: readonly ResumeSummary[] },
): ProfileCompleteness {
  const input = toInput(state);
  return profileCompleteness({
    ...input,
    education: input.education.filter((entry) => !isBlankText(entry.institution)),
    profilePictureUrl: saved.profilePictureUrl,
    resumes: [...saved.resumes],
  } satisfies Pick<SeekerProfile, 'profilePictureUrl' | 'resumes'> & SeekerProfileInput);
}

/** True when the form differs from what was last saved. */
export function sameInput(a: SeekerProfileInput, b: SeekerProfileInput): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
