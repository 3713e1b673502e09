import type { ImpersonatedUser, JobCard, JobSearchPage, SessionUser, UserProfile } from '@marketplace/contracts';

let sequence = 0;

/** A valid job card with sensible defaults; override what a test is about. */
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
    isFeatured: false,
    applicationStatus: { hasApplied: false, status: null },
    ...overrides,
  };
}

/** A page of `GET /api/jobs`; the search counts the given cards unless told otherwise. */
export function buildJobsPage(
  jobs: JobCard[],
  nextCursor: string | null = null,
  total: { total: number; totalIsCapped: boolean } = { total: jobs.length, totalIsCapped: false },
): JobSearchPage {
  return { jobs, nextCursor, ...total };
}

/** A signed-in user as GET /api/auth/session answers (a verified seeker unless overridden). */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  sequence += 1;
  return {
    id: `user-${sequence}`,
    email: `maya.${sequence}@example.com`,
    name: 'Maya Thompson',
    role: 'seeker',
    companyName: null,
    headline: 'Project coordinator returning to work after parental leave',
    profilePictureUrl: null,
    emailVerified: true,
    ...overrides,
  };
}

/** GET /api/user/profile for the given user. */
export function buildUserProfile(
  user: Pick<SessionUser, 'id' | 'name' | 'email' | 'role'> & Partial<UserProfile>,
): UserProfile {
  return {
    companyName: null,
    headline: null,
    profilePictureUrl: null,
    presignedProfilePictureUrl: null,
    ...user,
  };
}

/** The employer an admin impersonates in tests. */
export function buildImpersonatedUser(overrides: Partial<ImpersonatedUser> = {}): ImpersonatedUser {
  return {
    id: 'employer-7',
    name: 'Jordan Ellis',
    role: 'employer',
    companyName: 'Harbor & Pine Accounting',
    headline: 'Hiring at Harbor & Pine Accounting',
    ...overrides,
  };
}
