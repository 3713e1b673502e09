/** The 28 job categories a job may be filed under. Defined once, used everywhere. */
export const JOB_CATEGORIES = [
  'Administrative',
  'Marketing',
  'Customer Service',
  'Writing',
  'Accounting',
  'Design',
  'Development',
  'Sales',
  'Human Resources',
  'Project Management',
  'Education & Training',
  'Healthcare',
  'Data Entry',
  'Virtual Assistant',
  'Social Media',
  'Finance',
  'Legal',
  'Engineering',
  'Data & Analytics',
  'IT & Support',
  'Operations',
  'Consulting',
  'Translation',
  'Editing & Proofreading',
  'Recruiting',
  'Bookkeeping',
  'E-commerce',
  'Other',
] as const;

export type JobCategory = (typeof JOB_CATEGORIES)[number];

export function isJobCategory(value: unknown): value is JobCategory {
  return typeof value === 'string' && (JOB_CATEGORIES as readonly string[]).includes(value);
}
