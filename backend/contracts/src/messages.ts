/**
 * Every validation message the forms show, word for word. Forms and server DTOs both read
 * them from here, so the two can never drift apart.
 */
export const CHANGE_EMAIL_MESSAGES = {
  required: 'Please fill in all fields',
  invalid: 'Please enter a valid email address',
  mismatch: 'Email addresses do not match',
  sameAsCurrent: 'New email must be different from current email',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  required: 'Please fill in all fields',
  minLength: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  mismatch: 'New passwords do not match',
  sameAsCurrent: 'New password must be different from current password',
  notAuthenticated: 'User not authenticated',
} as const;

export const JOB_FORM_MESSAGES = {
  titleRequired: 'Job title is required',
  titleTooLong: 'Title must be less than 100 characters',
  descriptionTooShort: 'Job description must be at least 100 characters',
  descriptionTooLong: 'Description must be less than 5000 characters',
  // The product defines no texts for these; ours follow the same voice.
  requirementsTooShort: 'Qualifications must be at least 50 characters',
  requirementsTooLong: 'Qualifications must be less than 2000 characters',
  salaryMinRequired: 'Minimum salary is required',
  salaryMaxRequired: 'Maximum salary is required',
  salaryUnreasonable: 'Salary must be reasonable',
  salaryMinAboveMax: 'Minimum salary cannot exceed maximum salary',
  salaryMaxBelowMin: 'Maximum salary must be at least the minimum salary',
  salaryTypeInvalid: 'Please select a salary type',
  locationRequired: 'Location is required',
  jobTypeInvalid: 'Please select a job type',
  experienceLevelInvalid: 'Please select an experience level',
  categoryRequired: 'Please select a job category',
  skillsTooMany: 'Maximum 10 skills allowed',
  websiteInvalid: 'Please enter a valid URL',
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  deadlineInPast: 'Application deadline cannot be in the past',
  phoneInvalid: 'Please enter a valid phone number',
  locationTooLong: 'Location must be less than 120 characters',
  benefitsTooLong: 'Benefits must be less than 2000 characters',
  skillBlank: 'Skills cannot be blank',
  skillTooLong: 'Each skill must be less than 50 characters',
  websiteTooLong: 'URL must be less than 255 characters',
  linkedinTooLong: 'LinkedIn URL must be less than 255 characters',
} as const;

/** Rules every text field shares, whatever its form. */
export const TEXT_MESSAGES = {
  /** NUL and the other control characters: usually pasted by accident from another program. */
  forbiddenCharacters: 'Please remove the hidden control characters from this text',
} as const;

export const SKILLS_PICKER_MESSAGES = {
  limitReached: (limit: number) => `You've reached the maximum of ${limit} skills. Remove some to add others.`,
} as const;

export const PROFILE_PICTURE_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  badType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: (megabytes: number) => `File size must be less than ${megabytes}MB`,
  badType: (accepted: readonly string[]) => `File type not supported. Accepted types: ${accepted.join(', ')}`,
} as const;

// The interview pipeline's texts are in interviews.ts (INTERVIEW_MESSAGES), beside its rules.

export const PAYMENT_CARD_MESSAGES = {
  required: 'Please fill in all required fields',
  cardNumber: 'Please enter a valid card number',
  expiryMonth: 'Please enter a valid expiry month',
  expiryYear: 'Please enter a valid expiry year',
  cvv: 'Please enter a valid CVV',
} as const;
