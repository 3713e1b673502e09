import type { ApplicationStatus, SeekerProfile } from '@marketplace/contracts';
import type { ApplicationRecord } from '../applications.repository';
import {
  applicantResumePath,
  toApplicantProfile,
  toBulkStatusChange,
  toEmployerApplicationListItem,
} from './employer-applications.mapper';

const JOB = { id: 'job-1', title: 'Remote Bookkeeper' };

function anApplication(status: ApplicationStatus, extra: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return {
    id: 'app-1',
    jobId: JOB.id,
    seekerId: 'seeker-1',
    resumeId: 'resume-1',
    coverLetter: 'Hello',
    status,
    interviewStage: status === 'pending' ? null : 'initial_screening',
    appliedAt: new Date('2026-11-20T09:00:00.000Z'),
    updatedAt: new Date('2026-11-21T09:00:00.000Z'),
    withdrawnAt: null,
    ...extra,
  };
}

const profile = {
  userId: 'seeker-1',
  name: 'Maya Thompson',
  email: 'maya@example.com',
  profilePictureUrl: 'signed:picture',
  headline: 'Bookkeeper',
  location: 'Austin, TX',
  phone: '(555) 123-4567',
  availability: 'two_weeks',
  experienceLevel: 'mid',
  aboutMe: 'About me',
  salaryExpectations: 65000,
  showSalaryExpectations: true,
  visibleToEmployers: false,
  skills: ['QuickBooks'],
  portfolioUrls: ['https://maya.example'],
  workExperience: null,
  education: [],
  resumes: [],
  resumeLimit: 1,
  membershipPlan: 'none',
  updatedAt: null,
} as SeekerProfile;

describe('toApplicantProfile', () => {
  it('answers the spec’s seeker, application and job, plus location, experience level and expected salary', () => {
    expect(toApplicantProfile(anApplication('interview'), JOB, profile, 'ignored', 'gold', true)).toEqual({
      seeker: {
        id: 'seeker-1',
        name: 'Maya Thompson',
        contactVisible: true,
        email: 'maya@example.com',
        phone: '(555) 123-4567',
        profilePictureUrl: 'signed:picture',
        headline: 'Bookkeeper',
        aboutMe: 'About me',
        skills: ['QuickBooks'],
        portfolioUrls: ['https://maya.example'],
        availability: 'two_weeks',
        membershipPlan: 'gold',
        location: 'Austin, TX',
        experienceLevel: 'mid',
        expectedSalary: 65000,
      },
      application: {
        id: 'app-1',
        resumeUrl: applicantResumePath('app-1'),
        coverLetter: 'Hello',
        appliedAt: '2026-11-20T09:00:00.000Z',
        status: 'interview',
        interviewStage: 'initial_screening',
        withdrawn: false,
      },
      job: JOB,
    });
  });

  it.each([true, false])(
    'carries email and phone only as the contact rule answers (%s), left out of the object rather than null',
    (visible) => {
      // The application's own status does not decide: the rule looks at all the seeker's applications to the company.
      const { seeker } = toApplicantProfile(anApplication('pending'), JOB, profile, '', 'none', visible);
      expect(seeker.contactVisible).toBe(visible);
      expect('email' in seeker).toBe(visible);
      expect('phone' in seeker).toBe(visible);
      expect(JSON.stringify(seeker).includes('maya@example.com')).toBe(visible);
      expect(JSON.stringify(seeker).includes('555')).toBe(visible);
    },
  );

  it('keeps the salary the seeker keeps to themself', () => {
    const { seeker } = toApplicantProfile(
      anApplication('interview'),
      JOB,
      { ...profile, showSalaryExpectations: false },
      '',
      'none',
      false,
    );
    expect(seeker.expectedSalary).toBeNull();
  });

  it('answers a deleted seeker by their anonymised name, without a resume link once the version is gone', () => {
    const answer = toApplicantProfile(
      anApplication('hired', { resumeId: null }),
      JOB,
      null,
      'Deleted user',
      'none',
      true,
    );
    expect(answer.seeker).toMatchObject({
      name: 'Deleted user',
      skills: [],
      location: null,
      expectedSalary: null,
      contactVisible: true,
    });
    expect(answer.seeker).not.toHaveProperty('email');
    expect(answer.application.resumeUrl).toBeNull();
  });
});

describe('the list and bulk shapes', () => {
  it('shows a list row with its job, applicant and whether a resume and cover letter came with it', () => {
    const row = {
      id: 'app-1',
      jobId: JOB.id,
      seekerId: 'seeker-1',
      resumeId: null,
      hasCoverLetter: true,
      status: 'reviewed' as const,
      interviewStage: 'initial_screening' as const,
      appliedAt: new Date('2026-11-20T09:00:00.000Z'),
      name: 'Maya Thompson',
      headline: null,
      profilePictureUrl: 'http://storage.test/x',
    };
    expect(toEmployerApplicationListItem(row, JOB, 'signed:x')).toEqual({
      id: 'app-1',
      job: JOB,
      applicant: { id: 'seeker-1', name: 'Maya Thompson', headline: null, profilePictureUrl: 'signed:x' },
      appliedAt: '2026-11-20T09:00:00.000Z',
      status: 'reviewed',
      interviewStage: 'initial_screening',
      hasResume: false,
      hasCoverLetter: true,
    });
  });

  it('turns a bulk entry around for its undo', () => {
    const entry = {
      id: 'a',
      from: 'pending' as const,
      fromStage: null,
      to: 'reviewed' as const,
      toStage: 'initial_screening' as const,
    };
    expect(toBulkStatusChange(entry)).toEqual({ id: 'a', from: 'pending', to: 'reviewed' });
    expect(toBulkStatusChange(entry, true)).toEqual({ id: 'a', from: 'reviewed', to: 'pending' });
  });
});
