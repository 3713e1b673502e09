import {
  JOB_CARD_TYPE_BY_JOB_TYPE,
  PRIVATE_COMPANY_NAME,
  formatPhone,
  type FieldErrors,
  type JobDetail,
  type JobFormValues,
  type JobPostingRequest,
  type SalaryType,
} from '@marketplace/contracts';

/** The form's state: salaries stay text while typed so an empty box is not 0. */
export interface JobFormState extends Omit<JobFormValues, 'salaryMin' | 'salaryMax' | 'applicationDeadline'> {
  salaryMin: string;
  salaryMax: string;
  applicationDeadline: string;
}

export const EMPTY_FORM: JobFormState = {
  title: '',
  description: '',
  requirements: '',
  salaryMin: '',
  salaryMax: '',
  salaryType: 'yearly',
  location: '',
  jobType: '',
  experienceLevel: '',
  category: '',
  skills: [],
  benefits: '',
  applicationDeadline: '',
  website: '',
  linkedinProfile: '',
  contactPhone: '',
  isCompanyPrivate: false,
  isFlexible: false,
};

/** Field order on the page; the first failing field gets focus. */
export const FIELD_ORDER = [
  'title',
  'category',
  'description',
  'requirements',
  'skills',
  'location',
  'jobType',
  'experienceLevel',
  'applicationDeadline',
  'benefits',
  'website',
  'linkedinProfile',
  'contactPhone',
  'salaryMin',
  'salaryMax',
  'salaryType',
] as const;

/** The form's field labels: the form shows them, and the job list names problems by them. */
export const FIELD_LABELS: Record<(typeof FIELD_ORDER)[number], string> = {
  title: 'Job title',
  category: 'Category',
  description: 'Description',
  requirements: 'Qualifications',
  skills: 'Skills',
  location: 'Location',
  jobType: 'Job type',
  experienceLevel: 'Experience level',
  applicationDeadline: 'Application deadline',
  benefits: 'Benefits',
  website: 'Company website',
  linkedinProfile: 'LinkedIn profile',
  contactPhone: 'Contact phone',
  salaryMin: 'Minimum salary',
  salaryMax: 'Maximum salary',
  salaryType: 'Salary type',
};

/** One field's problems, named as the form labels the field. */
export interface FieldProblem {
  field: string;
  label: string;
  messages: string[];
}

/** Every field with errors, in the form's order (fields the form does not know last, by their key). */
export function fieldProblems(errors: FieldErrors): FieldProblem[] {
  const known: readonly string[] = FIELD_ORDER;
  const fields = [
    ...FIELD_ORDER.filter((field) => errors[field]?.length),
    ...Object.keys(errors).filter((field) => !known.includes(field) && errors[field]?.length),
  ];
  return fields.map((field) => ({
    field,
    label: FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field,
    messages: errors[field] ?? [],
  }));
}

/**
 * Whether the form differs from the values it was loaded (or last saved) with, as react-hook-form's
 * isDirty means it: changing a field back makes the form clean again.
 */
export function isFormDirty(values: JobFormState, baseline: JobFormState): boolean {
  return (Object.keys(baseline) as Array<keyof JobFormState>).some((field) => {
    const now = values[field];
    const then = baseline[field];
    if (Array.isArray(now) && Array.isArray(then))
      return now.length !== then.length || now.some((item, index) => item !== then[index]);
    return now !== then;
  });
}

function toAmount(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function fromValues(values: JobFormValues): JobFormState {
  return {
    ...EMPTY_FORM,
    ...values,
    salaryMin: values.salaryMin == null ? '' : String(values.salaryMin),
    salaryMax: values.salaryMax == null ? '' : String(values.salaryMax),
    applicationDeadline: values.applicationDeadline ?? '',
    salaryType: values.salaryType || 'yearly',
  };
}

/** The body of POST/PUT /api/employer/jobs. */
export function toRequest(state: JobFormState, draft: boolean): JobPostingRequest {
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    requirements: state.requirements.trim(),
    salaryMin: toAmount(state.salaryMin),
    salaryMax: toAmount(state.salaryMax),
    salaryType: state.salaryType,
    location: state.location.trim(),
    jobType: state.jobType,
    experienceLevel: state.experienceLevel,
    category: state.category,
    skills: [...state.skills],
    benefits: state.benefits.trim(),
    applicationDeadline: state.applicationDeadline || null,
    website: state.website.trim(),
    linkedinProfile: state.linkedinProfile.trim(),
    contactPhone: state.contactPhone ? formatPhone(state.contactPhone) : '',
    isCompanyPrivate: state.isCompanyPrivate,
    isFlexible: state.isFlexible,
    draft,
  };
}

/** Today as YYYY-MM-DD in the user's time zone (the deadline rule's reference). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function firstErrorField(errors: FieldErrors): string | undefined {
  return FIELD_ORDER.find((field) => errors[field]?.length) ?? Object.keys(errors)[0];
}

/**
 * The job as seekers will see it, built from a complete (validated) form, with the company's logo
 * as uploaded: a private company's name and logo are hidden from seekers, so the preview hides them too.
 */
export function previewJob(
  state: JobFormState,
  company: { name: string; logoUrl: string | null },
  id = 'preview',
): JobDetail {
  const request = toRequest(state, false);
  const jobType = state.jobType || 'FULL_TIME';
  const isPrivate = state.isCompanyPrivate;
  const isRemote = /remote/i.test(request.location ?? '');
  return {
    id,
    title: request.title ?? '',
    company: isPrivate ? PRIVATE_COMPANY_NAME : company.name,
    companyLogoUrl: isPrivate ? null : company.logoUrl,
    location: request.location ?? '',
    payRange: { min: request.salaryMin ?? null, max: request.salaryMax ?? null, text: null },
    salaryType: (state.salaryType || 'yearly') as SalaryType,
    postedDate: new Date().toISOString(),
    description: request.description ?? '',
    type: JOB_CARD_TYPE_BY_JOB_TYPE[jobType],
    category: state.category || 'Other',
    skills: request.skills ?? [],
    isFlexible: state.isFlexible,
    isFilled: false,
    isArchived: false,
    isFeatured: false,
    applicationStatus: { hasApplied: false, status: null },
    requirements: request.requirements ?? '',
    benefits: request.benefits || null,
    applicationDeadline: request.applicationDeadline ?? null,
    jobType,
    experienceLevel: state.experienceLevel || 'entry',
    website: isPrivate ? null : request.website || null,
    linkedinProfile: isPrivate ? null : request.linkedinProfile || null,
    contactPhone: request.contactPhone || null,
    isCompanyPrivate: isPrivate,
    isRemote,
    status: 'pending_review',
    isOpen: true,
    closedReason: null,
    expiresAt: null,
    publicUrl: '',
  } as JobDetail;
}
