import { APPLICATION_STATUS_LABELS } from './application-status';
import type { JobCard, JobCardApplicationStatus, PayRange } from './job-card';
import {
  JOB_CARD_TYPE_BY_JOB_TYPE,
  JOB_CARD_TYPES,
  JOB_TYPES,
  type JobCardType,
  type JobType,
  type SalaryType,
} from './enums';

/** How jobs are displayed (pay, posted age, location, skills, badges), shared by cards, detail pages and server-rendered public pages. */

const PAY_SUFFIX: Record<SalaryType, string> = { yearly: '/yr', monthly: '/mo', hourly: '/hr' };

export function formatMoney(amount: number): string {
  const cents = amount % 1 === 0 ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
}

/** payRange.text if present; otherwise min-max with /yr, /mo or /hr (yearly default); min only 'min+'; else 'Competitive'. */
export function formatPay(payRange: PayRange | null | undefined, salaryType?: SalaryType | null): string {
  if (payRange?.text) return payRange.text;
  const suffix = PAY_SUFFIX[salaryType ?? 'yearly'] ?? PAY_SUFFIX.yearly;
  const { min, max } = payRange ?? { min: null, max: null };
  if (min && max) return `${formatMoney(min)} - ${formatMoney(max)}${suffix}`;
  if (min) return `${formatMoney(min)}+${suffix}`;
  return 'Competitive';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * 'just now' under 1 hour, 'Nh ago' under 24 hours, 'Nd ago' under 7 days, otherwise the day as
 * `formatDay` writes it (the screens pass the viewer's date formatter); missing: 'recently'.
 */
export function formatPostedAge(
  postedDate: string | Date | null | undefined,
  { now = new Date(), formatDay }: { now?: Date; formatDay: (day: Date) => string },
): string {
  if (!postedDate) return 'recently';
  const posted = postedDate instanceof Date ? postedDate : new Date(postedDate);
  if (Number.isNaN(posted.getTime())) return 'recently';
  const age = now.getTime() - posted.getTime();
  if (age < HOUR_MS) return 'just now';
  if (age < DAY_MS) return `${Math.floor(age / HOUR_MS)}h ago`;
  if (age < 7 * DAY_MS) return `${Math.floor(age / DAY_MS)}d ago`;
  return formatDay(posted);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as people read it: 'Dec 10, 2026' (empty for none or nonsense). A calendar date
 * (YYYY-MM-DD, e.g. an application deadline) names that day wherever the reader is, so it is read
 * in UTC; an instant (ISO with a time) is shown on the reader's own calendar.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const calendarDate = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(calendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(calendarDate ? { timeZone: 'UTC' } : {}),
  });
}

/**
 * Job type names, one set for the search filter, the card badge, the detail and the public page.
 * Cards show three types (full-time, part-time, project); the job form keeps four. The two extra
 * ones are named for what sets them apart, not after the card they show as: 'Full-time' next to
 * 'Full-time (permanent)' in one list read as the same choice twice (JOB_TYPE_CARD_HINT says it).
 */
export const JOB_CARD_TYPE_LABELS: Record<JobCardType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  project: 'Project',
};

/** The badge of a featured job (a Featured Job Post) on its card, in search and on the home page. */
export const FEATURED_JOB_BADGE = 'Featured';

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  FULL_TIME: JOB_CARD_TYPE_LABELS['full-time'],
  PART_TIME: JOB_CARD_TYPE_LABELS['part-time'],
  PERMANENT: 'Permanent',
  TEMPORARY: 'Temporary',
};

/** What the job form says under its job type: how the two extra types show on cards. */
export const JOB_TYPE_CARD_HINT = `Permanent jobs show as ${JOB_CARD_TYPE_LABELS['full-time']} on job cards, temporary ones as ${JOB_CARD_TYPE_LABELS.project}.`;

/** The stored job types a card type stands for: the search filter offers card types, so 'Full-time' finds every job badged Full-time. */
export function jobTypesOfCardType(cardType: JobCardType): JobType[] {
  return JOB_TYPES.filter((jobType) => JOB_CARD_TYPE_BY_JOB_TYPE[jobType] === cardType);
}

/** Names a set of stored job types as the filter offers them: a whole card type by its card word, any other type by its own label. */
export function jobTypeNames(jobTypes: readonly JobType[]): string[] {
  return JOB_CARD_TYPES.flatMap((cardType) => {
    const group = jobTypesOfCardType(cardType);
    const chosen = group.filter((jobType) => jobTypes.includes(jobType));
    return chosen.length === group.length
      ? [JOB_CARD_TYPE_LABELS[cardType]]
      : chosen.map((jobType) => JOB_TYPE_LABELS[jobType]);
  });
}

export function formatLocation(location: string | null | undefined): string {
  return location?.trim() || 'Remote';
}

export const JOB_CARD_VISIBLE_SKILLS = 3;

export function visibleSkills(skills: readonly string[]): { shown: string[]; moreCount: number } {
  return {
    shown: skills.slice(0, JOB_CARD_VISIBLE_SKILLS),
    moreCount: Math.max(0, skills.length - JOB_CARD_VISIBLE_SKILLS),
  };
}

export type JobCardBadge =
  | { kind: 'archived'; label: 'Archived' }
  | { kind: 'filled'; label: 'Filled' }
  | { kind: 'application'; status: string; label: string }
  | { kind: 'apply'; label: 'Apply Now' };

/** Badge precedence: archived, then filled, then the seeker's application status; no application: 'Apply Now'. */
export function jobCardBadge(
  job: Pick<JobCard, 'isArchived' | 'isFilled'> & { applicationStatus?: JobCardApplicationStatus | null },
): JobCardBadge {
  if (job.isArchived) return { kind: 'archived', label: 'Archived' };
  if (job.isFilled) return { kind: 'filled', label: 'Filled' };
  const application = job.applicationStatus;
  if (application?.hasApplied) {
    const status = application.status ?? 'applied';
    const label = (APPLICATION_STATUS_LABELS as Record<string, string>)[status] ?? 'Applied';
    return { kind: 'application', status, label };
  }
  return { kind: 'apply', label: 'Apply Now' };
}

export const PRIVATE_COMPANY_NAME = 'Private Company';
