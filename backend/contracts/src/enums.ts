/** Stored values of roles, job and application states, interview stages and the job form's choices. */

export const ROLES = ['seeker', 'employer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** How screens name a role (the impersonation banner, the header while impersonating). */
export const ROLE_LABELS: Record<Role, string> = { seeker: 'Seeker', employer: 'Employer', admin: 'Admin' };

/** The job form's jobType values. */
export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'PERMANENT', 'TEMPORARY'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Job card type badge values: full-time, part-time, project. */
export const JOB_CARD_TYPES = ['full-time', 'part-time', 'project'] as const;
export type JobCardType = (typeof JOB_CARD_TYPES)[number];

/** The form stores four job types while cards show three badges; permanent roles are full-time, temporary ones are projects. */
export const JOB_CARD_TYPE_BY_JOB_TYPE: Record<JobType, JobCardType> = {
  FULL_TIME: 'full-time',
  PART_TIME: 'part-time',
  PERMANENT: 'full-time',
  TEMPORARY: 'project',
};

export const SALARY_TYPES = ['yearly', 'monthly', 'hourly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Experience level labels, each with its years of experience. */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry level (0-2 years)',
  mid: 'Mid level (2-5 years)',
  senior: 'Senior (5+ years)',
  lead: 'Lead (8+ years)',
};

/** Job lifecycle. `approved` is shown as Active. */
export const JOB_STATUSES = [
  'draft',
  'pending_review',
  'approved',
  'rejected',
  'expired',
  'filled',
  'archived',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ['pending', 'reviewed', 'interview', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const INTERVIEW_STAGES = [
  'initial_screening',
  'technical_interview',
  'behavioral_interview',
  'final_interview',
  'offer_extended',
  'offer_accepted',
  'offer_rejected',
] as const;
export type InterviewStage = (typeof INTERVIEW_STAGES)[number];
