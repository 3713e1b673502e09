import type { JobType, SalaryType } from '@marketplace/contracts';

/** Labels of the job form's select options. */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  PERMANENT: 'Permanent',
  TEMPORARY: 'Temporary',
};

export const SALARY_TYPE_LABELS: Record<SalaryType, string> = {
  yearly: 'Yearly',
  monthly: 'Monthly',
  hourly: 'Hourly',
};
