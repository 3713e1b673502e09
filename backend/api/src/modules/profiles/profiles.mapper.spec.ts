import type { StoredFile } from '../../core/files/stored-files';
import type { UserRecord } from '../accounts';
import { type ResumeVersion, toResumeSummaries, toResumeSummary, toSeekerProfile } from './profiles.mapper';
import type { SeekerProfileRecord } from './seeker-profile.repository';

function version(
  n: number,
  changes: { isDefault?: boolean; status?: StoredFile['status']; minute?: number } = {},
): ResumeVersion {
  return {
    resume: {
      id: `resume-${n}`,
      userId: 'seeker',
      uploadId: `upload-${n}`,
      name: `Version ${n}`,
      isDefault: changes.isDefault ?? false,
      createdAt: new Date(Date.UTC(2026, 10, 25, 10, changes.minute ?? n)),
    },
    file: {
      id: `upload-${n}`,
      ownerId: 'seeker',
      fileUrl: `http://storage.test/bucket/upload-${n}`,
      fileName: `cv-${n}.pdf`,
      fileType: 'application/pdf',
      fileSize: 1000 + n,
      uploadType: 'document',
      purpose: 'resume',
      status: changes.status ?? 'ready',
      rejectionReason: null,
      createdAt: new Date('2026-11-25T09:00:00.000Z'),
    },
  };
}

describe('toResumeSummary', () => {
  it('maps a version and its upload to the contract shape', () => {
    expect(toResumeSummary(version(1), true)).toEqual({
      id: 'resume-1',
      name: 'Version 1',
      uploadedAt: '2026-11-25T10:01:00.000Z',
      isDefault: true,
      fileName: 'cv-1.pdf',
      fileType: 'application/pdf',
      fileSize: 1001,
      status: 'ready',
    });
  });

  it('says processing for anything not ready yet', () => {
    expect(toResumeSummary(version(1, { status: 'processing' }), false).status).toBe('processing');
    expect(toResumeSummary(version(1, { status: 'pending' }), false).status).toBe('processing');
  });
});

describe('toResumeSummaries', () => {
  it('lists newest first, the marked version the default', () => {
    const listed = toResumeSummaries([version(1, { isDefault: true }), version(3), version(2)]);
    expect(listed.map((resume) => [resume.id, resume.isDefault])).toEqual([
      ['resume-3', false],
      ['resume-2', false],
      ['resume-1', true],
    ]);
  });

  it('never lists a rejected file, and makes the newest shown the default when the marked one is hidden or missing', () => {
    expect(
      toResumeSummaries([
        version(1, { isDefault: true, status: 'rejected' }),
        version(2),
        version(3, { status: 'processing' }),
      ]).map((resume) => [resume.id, resume.isDefault]),
    ).toEqual([
      ['resume-3', true],
      ['resume-2', false],
    ]);
    expect(toResumeSummaries([version(1), version(2)]).map((resume) => resume.isDefault)).toEqual([true, false]);
    expect(toResumeSummaries([version(1, { status: 'rejected' })])).toEqual([]);
    expect(toResumeSummaries([])).toEqual([]);
  });

  it('orders versions added in the same millisecond by id, so the list is stable', () => {
    expect(
      toResumeSummaries([version(1, { minute: 5 }), version(2, { minute: 5 })]).map((resume) => resume.id),
    ).toEqual(['resume-2', 'resume-1']);
  });
});

describe('toSeekerProfile', () => {
  const user: Pick<UserRecord, 'id' | 'name' | 'email' | 'headline'> = {
    id: 'seeker',
    name: 'Maya Chen',
    email: 'maya@example.com',
    headline: 'Support lead',
  };

  it('reads an absent profile as an empty one', () => {
    expect(toSeekerProfile(user, null, null, [], { membershipPlan: 'none', limit: 1 })).toEqual({
      userId: 'seeker',
      name: 'Maya Chen',
      email: 'maya@example.com',
      profilePictureUrl: null,
      headline: 'Support lead',
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
      resumes: [],
      resumeLimit: 1,
      membershipPlan: 'none',
      updatedAt: null,
    });
  });

  it('maps a stored profile, the picture link and the resumes', () => {
    const profile: SeekerProfileRecord = {
      userId: 'seeker',
      location: 'Austin, TX',
      phone: '(512) 555-0142',
      availability: 'flexible',
      experienceLevel: 'senior',
      aboutMe: 'Hello',
      salaryExpectations: 85_000,
      showSalaryExpectations: true,
      visibleToEmployers: true,
      skills: ['SQL'],
      portfolioUrls: ['https://maya.example'],
      workExperience: '<p>Acme</p>',
      education: [{ institution: 'UT', certifications: '', startDate: '2010-09', endDate: null, notes: '' }],
      updatedAt: new Date('2026-11-25T11:00:00.000Z'),
    };
    const resumes = toResumeSummaries([version(1)]);
    expect(
      toSeekerProfile(user, profile, 'signed:picture', resumes, { membershipPlan: 'annual-platinum', limit: -1 }),
    ).toEqual({
      userId: 'seeker',
      name: 'Maya Chen',
      email: 'maya@example.com',
      profilePictureUrl: 'signed:picture',
      headline: 'Support lead',
      location: 'Austin, TX',
      phone: '(512) 555-0142',
      availability: 'flexible',
      experienceLevel: 'senior',
      aboutMe: 'Hello',
      salaryExpectations: 85_000,
      showSalaryExpectations: true,
      visibleToEmployers: true,
      skills: ['SQL'],
      portfolioUrls: ['https://maya.example'],
      workExperience: '<p>Acme</p>',
      education: profile.education,
      resumes,
      resumeLimit: -1,
      membershipPlan: 'annual-platinum',
      updatedAt: '2026-11-25T11:00:00.000Z',
    });
  });
});
