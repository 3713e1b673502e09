/** Business limits of the product, plus column-sized caps for the fields it does not limit. */
export const LIMITS = {
  jobTitleMax: 100,
  jobDescriptionMin: 100,
  jobDescriptionMax: 5000,
  jobRequirementsMin: 50,
  jobRequirementsMax: 2000,
  jobSkillsMax: 10,
  // No product limit: these keep every field within its database column and a sensible size.
  jobLocationMax: 120,
  jobBenefitsMax: 2000,
  jobSkillMax: 50,
  jobUrlMax: 255,
  salaryMin: 1,
  salaryMax: 1_000_000,
  passwordMinLength: 8,
  avatarMaxBytes: 5 * 1024 * 1024,
  uploadDefaultMaxMegabytes: 10,
  skillsPickerDefaultMax: 20,
  skillsAutocompleteMax: 10,
  popularSkillsCount: 12,
  cardNumberMinDigits: 13,
  cardNumberMaxDigits: 19,
  cvvMaxDigits: 4,
  cardExpiryYearsAhead: 20,
  interviewStages: 7,
  jobCategories: 28,
} as const;

export const TIMING_MS = {
  emailChangeReload: 3_000,
  toastDefault: 5_000,
  statusMessageClear: 5_000,
  inboxPoll: 120_000,
  chatBadgePoll: 60_000,
  impersonationInactivity: 7_200_000,
  impersonationRecheck: 300_000,
} as const;

export const PROFILE_FETCH_MAX_CONSECUTIVE_401 = 3;

export const ALLOWED_AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
