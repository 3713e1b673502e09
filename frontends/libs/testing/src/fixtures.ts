import type { JobCard, JobsPage } from '@marketplace/contracts';

let sequence = 0;

/** A valid job card (spec section 3) with sensible defaults; override what a test is about. */
export function buildJobCard(overrides: Partial<JobCard> = {}): JobCard {
  sequence += 1;
  return {
    id: `job-${sequence}`,
    title: `Remote Customer Success Lead ${sequence}`,
    company: 'Harbor & Pine',
    companyLogoUrl: null,
    location: 'Remote',
    payRange: { min: 55_000, max: 70_000, text: null },
    salaryType: 'yearly',
    postedDate: new Date().toISOString(),
    description: 'Help families get the most out of our scheduling app, on hours that suit school runs.',
    type: 'full-time',
    category: 'Customer Service',
    skills: ['Zendesk', 'Empathy', 'Written communication'],
    isFlexible: true,
    isFilled: false,
    isArchived: false,
    applicationStatus: { hasApplied: false, status: null },
    ...overrides,
  };
}

export function buildJobsPage(jobs: JobCard[], nextCursor: string | null = null): JobsPage {
  return { jobs, nextCursor };
}
