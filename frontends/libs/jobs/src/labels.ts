import type { SalaryType } from '@marketplace/contracts';

/** Job type names live in the contracts (one set for filter, card, detail and public page); re-exported for the job form. */
export { JOB_TYPE_LABELS } from '@marketplace/contracts';

export const SALARY_TYPE_LABELS: Record<SalaryType, string> = {
  yearly: 'Yearly',
  monthly: 'Monthly',
  hourly: 'Hourly',
};
