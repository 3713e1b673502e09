import { Route, Routes, useLocation } from 'react-router';
import type {
  CritiqueEntitlement,
  CritiqueRequestSummary,
  CritiquesPage,
  ResumeCritique,
  ResumeSummary,
  SeekerProfile,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import SeekerRoutes from '../routes';

export const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson', email: 'maya@example.com' });

export function buildResume(id: string, overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id,
    name: `Resume ${id}`,
    uploadedAt: '2026-03-02T12:00:00Z',
    isDefault: false,
    fileName: `${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 48_000,
    status: 'ready',
    ...overrides,
  };
}

export function buildProfile(resumes: ResumeSummary[]): SeekerProfile {
  return {
    headline: null,
    location: null,
    phone: null,
    availability: null,
    experienceLevel: null,
    aboutMe: null,
    salaryExpectations: null,
    showSalaryExpectations: false,
    visibleToEmployers: false,
    skills: [],
    portfolioUrls: [],
    workExperience: null,
    education: [],
    userId: seeker.id,
    name: seeker.name,
    email: seeker.email,
    profilePictureUrl: null,
    resumes,
    resumeLimit: -1,
    membershipPlan: 'vip-platinum',
    updatedAt: null,
  };
}

export function buildSummary(overrides: Partial<CritiqueRequestSummary> = {}): CritiqueRequestSummary {
  return {
    requestId: 'crit-1',
    status: 'completed',
    requestedAt: '2026-03-02T12:00:00Z',
    completedAt: '2026-03-05T12:00:00Z',
    targetRole: 'Bookkeeper',
    targetIndustry: 'Accounting & Finance',
    resumeName: 'Main resume',
    overallScore: 80,
    ...overrides,
  };
}

export const INCLUDED: CritiqueEntitlement = {
  kind: 'included',
  planName: 'VIP Platinum Mom Professional',
  periodEndsAt: '2026-06-01T00:00:00Z',
};

export function buildPage(critiques: CritiqueRequestSummary[], entitlement = INCLUDED): CritiquesPage {
  return { critiques, entitlement };
}

const section = (score: number, feedback: string[], suggestions: string[]) => ({ score, feedback, suggestions });

export function buildCritique(overrides: Partial<ResumeCritique> = {}): ResumeCritique {
  return {
    requestId: 'crit-1',
    status: 'completed',
    requestedAt: '2026-03-02T12:00:00Z',
    completedAt: '2026-03-05T12:00:00Z',
    targetRole: 'Bookkeeper',
    targetIndustry: 'Accounting & Finance',
    reviewerName: 'Dana Reviewer',
    notes: '',
    resume: { id: 'r1', name: 'Main resume' },
    analysis: {
      overallScore: 80,
      industryComparison: {
        percentile: 72,
        averageScore: 68,
        topPerformingAreas: ['Content', 'Experience'],
        improvementAreas: ['Keywords'],
        completedInIndustry: 41,
      },
    },
    sections: {
      formatting: section(85, ['Clean layout'], ['Use one font']),
      content: section(
        82,
        ['Strong opening summary.\nKeep it to three lines.', 'Numbers make the wins concrete'],
        ['Lead with results'],
      ),
      keywords: {
        ...section(64, ['Few tool names'], ['Name the ledgers you kept']),
        missingKeywords: ['GAAP', 'month-end close'],
        industryKeywords: ['QuickBooks', 'GAAP', 'month-end close'],
      },
      experience: section(84, ['Steady progression'], []),
      skills: section(78, [], ['Group skills by area']),
    },
    recommendations: [
      {
        title: 'Add GAAP',
        description: 'Name the standard you work to.',
        priority: 'high',
        impact: 'Screening systems match it',
        category: 'Keywords',
      },
      {
        title: 'Tighten the summary',
        description: '',
        priority: 'low',
        impact: '',
        category: 'Content',
      },
      {
        title: 'Call out the audit you led',
        description: 'It is your strongest story.',
        priority: 'medium',
        impact: 'Shows ownership',
        category: 'Custom',
      },
    ],
    reportReady: true,
    ...overrides,
  };
}

/** The address the router is at, for tests that check a tab is kept in it. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Renders the seeker remote at `route` with the critiques API (and the profile's resumes) mocked. */
export function renderCritiques(route: string, routes: Record<string, FetchHandler>) {
  const fetch = mockApi({
    '/api/seeker/profile': () => ({
      body: buildProfile([buildResume('r1', { name: 'Main resume', isDefault: true })]),
    }),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(
      <>
        <Routes>
          <Route path="/seeker/*" element={<SeekerRoutes />} />
        </Routes>
        <AddressProbe />
      </>,
      { route, sessionUser: seeker },
    ),
  };
}
