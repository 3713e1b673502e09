import { MikroORM } from '@mikro-orm/postgresql';
import { DummyDriver, type Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { aSeekerProfile } from '../../../test/support/talent-fakes';
import { ormOptions } from '../../database';
import { typedSql } from '../../infrastructure/database/typed-sql';
import type { UserCard } from '../accounts';
import type { SeekerProfileCard } from '../profiles';
import type { JobInvitation } from './entities/job-invitation.entity';
import { toHistoryEntry, toSeekerInvitation, toTalentCard, toTalentProfile } from './talent.mapper';
import { talentCountQuery, talentSearchQuery, toArrayLiteral } from './talent.repository';

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

  it('leaves e-mail and phone out of the object until the contact rule allows them, and the salary unless shown', () => {
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
    expect(hidden.contactVisible).toBe(false);
    expect(Object.keys(hidden)).not.toEqual(expect.arrayContaining(['email']));
    expect(Object.keys(hidden)).not.toEqual(expect.arrayContaining(['phone']));
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
    expect(shown).toMatchObject({
      contactVisible: true,
      email: 'maya@example.com',
      phone: null,
      salaryExpectations: 85_000,
    });

    // An invitation the company sent opens nothing.
    const invited = toTalentProfile({
      ...base,
      profile: aSeekerProfile(SEEKER),
      applications: [],
      invitations: [{ id: 'i', jobId: 'job-1', jobTitle: 'Bookkeeper', invitedAt: '2026-11-02T00:00:00.000Z' }],
    });
    expect(invited.contactVisible).toBe(false);
    expect(invited).not.toHaveProperty('email');
    expect(invited).not.toHaveProperty('phone');
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
    const { sql, parameters } = talentSearchQuery(
      compileOnly(),
      { tsquery: "'sql'", skills: ['sql'], availability: ['immediately', 'flexible'], experienceLevels: ['lead'] },
      after,
      21,
    ).compile();
    expect(sql).toContain('where "p"."visible_to_employers"');
    expect(sql).toContain('"p"."search_document" @@ $1');
    expect(sql).toContain('"p"."search_skills" @> $2');
    expect(sql).toContain('"p"."availability" in ($3, $4)');
    expect(sql).toContain('"p"."experience_level" = $5');
    expect(sql).toContain('order by "p"."updated_at" desc, "p"."user_id" desc');
    expect(parameters).toEqual([
      "'sql'",
      '{"sql"}',
      'immediately',
      'flexible',
      'lead',
      after.updatedAt.toISOString(),
      SEEKER,
      21,
    ]);
    expect(
      talentCountQuery(
        compileOnly(),
        { tsquery: null, skills: [], availability: [], experienceLevels: [] },
        1000,
      ).compile().parameters,
    ).toEqual([1001]);
  });
});

/**
 * The app's typed door over an ORM that never connects: statements compile, with the tables' and
 * columns' real names, as PostgreSQL would receive them.
 */
function compileOnly() {
  orm ??= new MikroORM({
    ...ormOptions({ databaseUrl: 'postgres://compile-only@127.0.0.1:9/none', nodeEnv: 'test' }),
    driverOptions: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return typedSql<JobInvitation | SeekerProfileCard | UserCard>(orm.em);
}
let orm: MikroORM | undefined;
