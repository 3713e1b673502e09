import type { EmployerJobListItem, TalentCard, TalentProfile, TalentSearchPage } from '@marketplace/contracts';

/** A search result card with what a test changes. */
export function buildTalentCard(id: string, overrides: Partial<TalentCard> = {}): TalentCard {
  return {
    id,
    name: `Seeker ${id}`,
    headline: 'Certified bookkeeper',
    location: 'Remote',
    availability: 'immediately',
    experienceLevel: 'senior',
    skills: ['QuickBooks', 'Payroll'],
    profilePictureUrl: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function buildTalentPage(talent: TalentCard[], overrides: Partial<TalentSearchPage> = {}): TalentSearchPage {
  return { talent, nextCursor: null, total: talent.length, totalIsCapped: false, ...overrides };
}

/** The Professional Profile as the API answers it before interview or hire: no e-mail, no phone. */
export function buildTalentProfile(id: string, overrides: Partial<TalentProfile> = {}): TalentProfile {
  return {
    id,
    name: 'Maya Thompson',
    firstName: 'Maya',
    lastName: 'Thompson',
    headline: 'Certified bookkeeper',
    location: 'Austin, TX',
    availability: 'two_weeks',
    experienceLevel: 'senior',
    joinedAt: '2024-03-05T10:00:00.000Z',
    membershipPlan: 'none',
    aboutMe: 'Parent of two. I keep small businesses’ books.',
    salaryExpectations: null,
    showSalaryExpectations: false,
    skills: ['QuickBooks', 'Payroll'],
    portfolioUrls: ['https://maya.example/work'],
    workExperience: '<p><strong>Ledger &amp; Co</strong>, bookkeeper</p><ul><li>Monthly close</li></ul>',
    education: [
      {
        institution: 'State College',
        certifications: 'BSc Accounting',
        startDate: '2010-09',
        endDate: '2014-06',
        notes: '',
      },
    ],
    applicationHistory: [],
    invitations: [],
    hasResume: true,
    resumeUrl: `/api/employer/talent/${id}/resume`,
    profilePictureUrl: null,
    contactVisible: false,
    ...overrides,
  };
}

/** A job of the employer's list. */
export function buildEmployerJob(
  id: string,
  title: string,
  overrides: Partial<EmployerJobListItem> = {},
): EmployerJobListItem {
  return {
    id,
    title,
    status: 'approved',
    statusLabel: 'Active',
    counts: { applications: 0 },
    postedAt: '2026-11-01T09:00:00.000Z',
    expiresAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    rejectionReason: null,
    actions: [],
    ...overrides,
  };
}
