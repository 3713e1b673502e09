import {
  emptyStatusCounts,
  type ApplicantProfileResponse,
  type ApplicationStatusCounts,
  type EmployerApplicationListItem,
  type EmployerApplicationsPage,
  type InterviewData,
} from '@marketplace/contracts';
import type { FetchHandler } from '@marketplace/testing';

// Test data of the applications specs (not shipped: only the specs import it).

/** A row of the employer's lists; override what a test is about. */
export function buildApplicationRow(
  id: string,
  overrides: Partial<EmployerApplicationListItem> = {},
): EmployerApplicationListItem {
  return {
    id,
    job: { id: 'job-1', title: 'Remote Bookkeeper' },
    applicant: { id: `seeker-${id}`, name: `Applicant ${id}`, headline: null, profilePictureUrl: null },
    appliedAt: '2026-12-10T15:00:00Z',
    status: 'pending',
    interviewStage: null,
    hasResume: true,
    hasCoverLetter: false,
    ...overrides,
  };
}

/** Counts per status, `total` their sum. */
export function buildCounts(counts: Partial<Omit<ApplicationStatusCounts, 'total'>>): ApplicationStatusCounts {
  const all = { ...emptyStatusCounts(), ...counts };
  return { ...all, total: all.pending + all.reviewed + all.interview + all.hired + all.rejected };
}

/** One page of a list; counts default to the page's own rows. */
export function buildApplicationsPage(
  applications: EmployerApplicationListItem[],
  { nextCursor = null, counts }: { nextCursor?: string | null; counts?: ApplicationStatusCounts } = {},
): EmployerApplicationsPage {
  const own: Partial<Record<keyof ApplicationStatusCounts, number>> = {};
  for (const row of applications) own[row.status] = (own[row.status] ?? 0) + 1;
  return { applications, counts: counts ?? buildCounts(own), nextCursor };
}

/** `GET /api/employer/applications/{id}/profile` of a reviewed application with a full profile and no contact. */
export function buildApplicantProfile(
  overrides: {
    seeker?: Partial<ApplicantProfileResponse['seeker']>;
    application?: Partial<ApplicantProfileResponse['application']>;
    job?: Partial<ApplicantProfileResponse['job']>;
  } = {},
): ApplicantProfileResponse {
  return {
    seeker: {
      id: 'seeker-7',
      name: 'Maya Thompson',
      profilePictureUrl: null,
      headline: 'Bookkeeper returning after parental leave',
      aboutMe: 'Ten years of small-business bookkeeping.\nQuickBooks certified.',
      skills: ['QuickBooks', 'Payroll', 'Reconciliation'],
      portfolioUrls: ['https://maya.example/portfolio'],
      availability: 'immediately',
      membershipPlan: 'none',
      location: 'Portland, OR',
      experienceLevel: 'mid',
      expectedSalary: 85_000,
      contactVisible: false,
      ...overrides.seeker,
    },
    application: {
      id: 'app-7',
      resumeUrl: '/api/employer/applications/app-7/resume',
      coverLetter: 'I would love to help Harbor & Pine close the books on time.',
      appliedAt: '2026-12-10T15:00:00Z',
      status: 'reviewed',
      interviewStage: 'initial_screening',
      withdrawn: false,
      ...overrides.application,
    },
    job: { id: 'job-1', title: 'Remote Bookkeeper', ...overrides.job },
  };
}

/**
 * The interview pipeline's GETs for one application (the card in the dialog loads them itself): an
 * initial screening with nothing scheduled and no history.
 */
export function interviewRoutes(applicationId: string): Record<string, FetchHandler> {
  const interview: InterviewData = {
    id: applicationId,
    jobTitle: 'Remote Bookkeeper',
    companyName: 'Harbor & Pine Accounting',
    candidateName: 'Maya Thompson',
    currentStage: 'initial_screening',
    formattedCurrentStage: 'Initial Screening',
    interviewScheduledAt: null,
    interviewCompletedAt: null,
    interviewerNotes: null,
    nextActionRequired: null,
    nextActionDeadline: null,
    timeZone: null,
    location: null,
    meetingUrl: null,
    messageToCandidate: null,
  };
  return {
    [`/api/employer/applications/${applicationId}/interview`]: () => ({ body: interview }),
    [`/api/employer/applications/${applicationId}/interview/history`]: () => ({ body: { interviewHistory: [] } }),
  };
}
