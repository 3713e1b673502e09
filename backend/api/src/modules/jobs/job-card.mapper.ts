import { JOB_CARD_TYPE_BY_JOB_TYPE, type JobCard, PRIVATE_COMPANY_NAME, formatLocation } from '@marketplace/contracts';
import type { JobFeedRow } from './job-card.query';

/** Cards show one line of the description; the detail page has the full text. */
export const CARD_DESCRIPTION_MAX = 280;

/** Collapses whitespace and cuts at a word boundary, adding an ellipsis when shortened. */
export function excerpt(text: string, max: number = CARD_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The company a card names: a private company is 'Private Company' without a logo, unless the
 * viewer sees real companies (seesRealCompany: admins acting as themselves).
 */
export function companyOnCard(
  row: Pick<JobFeedRow, 'is_company_private' | 'company_name' | 'company_logo_url'>,
  revealCompany = false,
): { company: string; companyLogoUrl: string | null } {
  const hide = row.is_company_private && !revealCompany;
  return {
    company: hide ? PRIVATE_COMPANY_NAME : row.company_name,
    companyLogoUrl: hide ? null : row.company_logo_url,
  };
}

/** A feed row in the contract's job-card shape. Private companies stay anonymous. */
export function toJobCard(row: JobFeedRow): JobCard {
  return {
    id: row.id,
    title: row.title,
    ...companyOnCard(row),
    location: formatLocation(row.location),
    payRange: { min: row.salary_min, max: row.salary_max, text: null },
    salaryType: row.salary_type,
    postedDate: row.posted_at === null ? null : new Date(row.posted_at).toISOString(),
    description: excerpt(row.description),
    type: JOB_CARD_TYPE_BY_JOB_TYPE[row.job_type],
    category: row.category,
    skills: row.skills,
    isFlexible: row.is_flexible,
    isFilled: row.status === 'filled',
    isArchived: row.status === 'archived',
    // Featured only while the listing is live (the flag stays on a job that was filled or archived meanwhile).
    isFeatured: row.is_featured && row.status === 'approved',
    // As if nobody applied: a signed-in seeker's cards get their status from ApplicationStatusOnCards.
    applicationStatus: { hasApplied: false, status: null },
  };
}
