import { aSeekerProfile } from '../../../test/support/talent-fakes';
import { toHistoryEntry, toSeekerInvitation, toTalentCard, toTalentProfile } from './talent.mapper';
import { buildTalentCountSql, buildTalentSearchSql, toArrayLiteral } from './talent.sql';

const SEEKER = '0f0f0f0f-0000-4000-8000-000000000001';
const application = {
  id: 'app-1',
  jobId: 'job-1',
  status: 'interview' as const,
  interviewStage: 'final_interview' as const,
  appliedAt: new Date('2026-11-01T09:00:00.000Z'),
  withdrawn: false,
};

describe('talent mappers', () => {
  it('maps a search row to a card with the signed picture', () => {
    const updatedAt = new Date('2026-11-20T09:00:00.000Z');
    expect(
      toTalentCard(
        {
          id: SEEKER,
          name: 'Maya',
          headline: 'Bookkeeper',
          location: 'Remote',
          availability: 'flexible',
          experienceLevel: 'lead',
          skills: ['SQL'],
          updatedAt,
          profilePictureUrl: 'uploads/maya.png',
        },
        'signed:maya',
      ),
    ).toEqual({
      id: SEEKER,
      name: 'Maya',
      headline: 'Bookkeeper',
      location: 'Remote',
      availability: 'flexible',
      experienceLevel: 'lead',
      skills: ['SQL'],
      profilePictureUrl: 'signed:maya',
      updatedAt: updatedAt.toISOString(),
    });
  });

  it('maps a history entry with the job as the company sees it, none without the job', () => {
    expect(toHistoryEntry(application, { title: 'Bookkeeper', status: 'filled' })).toEqual({
      id: 'app-1',
      jobId: 'job-1',
      jobTitle: 'Bookkeeper',
      appliedAt: '2026-11-01T09:00:00.000Z',
      applicationStatus: 'interview',
      jobStatus: 'filled',
      interviewStage: 'final_interview',
      withdrawn: false,
    });
    expect(toHistoryEntry(application, undefined)).toBeNull();
  });

  it('leaves the e-mail out of the object until allowed (the phone shows if present), and the salary unless shown', () => {
    const base = {
      joinedAt: new Date('2024-03-05T00:00:00.000Z'),
      membershipPlan: 'none',
      jobs: new Map([['job-1', { title: 'Bookkeeper', status: 'approved' as const }]]),
      invitations: [],
    };
    const hidden = toTalentProfile({
      ...base,
      profile: aSeekerProfile(SEEKER),
      applications: [{ ...application, status: 'reviewed' }],
    });
    expect(Object.keys(hidden)).not.toEqual(expect.arrayContaining(['email']));
    expect(hidden.phone).toBe(aSeekerProfile(SEEKER).phone);
    expect(hidden).toMatchObject({
      salaryExpectations: null,
      hasResume: false,
      resumeUrl: null,
      membershipPlan: 'none',
      joinedAt: '2024-03-05T00:00:00.000Z',
    });

    const shown = toTalentProfile({
      ...base,
      profile: aSeekerProfile(SEEKER, { showSalaryExpectations: true, phone: null }),
      applications: [application],
    });
    expect(shown).toMatchObject({ email: 'maya@example.com', phone: null, salaryExpectations: 85_000 });

    const invited = toTalentProfile({
      ...base,
      profile: aSeekerProfile(SEEKER),
      applications: [],
      invitations: [{ id: 'i', jobId: 'job-1', jobTitle: 'Bookkeeper', invitedAt: '2026-11-02T00:00:00.000Z' }],
    });
    expect(invited.email).toBe('maya@example.com');
  });

  it("maps a seeker's invitation: open only while the job is live", () => {
    const invitation = {
      id: 'inv',
      companyId: 'c',
      jobId: 'job-1',
      seekerId: SEEKER,
      note: 'Hi',
      createdById: 'e',
      createdAt: new Date('2026-11-02T00:00:00.000Z'),
    };
    const job = {
      id: 'job-1',
      title: 'Bookkeeper',
      status: 'expired' as const,
      company: { name: 'Private Company', logoUrl: null },
    };
    expect(toSeekerInvitation(invitation, job, false)).toEqual({
      id: 'inv',
      job: { id: 'job-1', title: 'Bookkeeper', status: 'expired' },
      company: { name: 'Private Company', logoUrl: null },
      note: 'Hi',
      invitedAt: '2026-11-02T00:00:00.000Z',
      applied: false,
      open: false,
    });
  });
});

describe('talent search SQL', () => {
  it('writes skills as a quoted array literal', () => {
    expect(toArrayLiteral(['react', 'c#', 'say "hi"', 'back\\slash'])).toBe(
      '{"react","c#","say \\"hi\\"","back\\\\slash"}',
    );
  });

  it('puts every value in a parameter, the visible condition first, and pages by (updated_at, user_id)', () => {
    const after = { updatedAt: new Date('2026-11-20T09:00:00.000Z'), id: SEEKER };
    const { sql, params } = buildTalentSearchSql(
      { tsquery: "'sql'", skills: ['sql'], availability: ['immediately', 'flexible'], experienceLevels: ['lead'] },
      after,
      21,
    );
    expect(sql).toContain('where p."visible_to_employers"');
    expect(sql).toContain('p."search_document" @@ ?::tsquery');
    expect(sql).toContain('p."search_skills" @> ?::text[]');
    expect(sql).toContain('p."availability" in (?)');
    expect(sql).toContain('p."experience_level" = ?');
    expect(sql).toContain('order by p."updated_at" desc, p."user_id" desc');
    expect(params).toEqual([
      "'sql'",
      '{"sql"}',
      ['immediately', 'flexible'],
      'lead',
      after.updatedAt.toISOString(),
      SEEKER,
      21,
    ]);
    expect(
      buildTalentCountSql({ tsquery: null, skills: [], availability: [], experienceLevels: [] }, 1000).params,
    ).toEqual([1001]);
  });
});
