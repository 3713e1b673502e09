import type { MikroORM } from '@mikro-orm/postgresql';
import { typedSql } from '../../src/infrastructure/database/typed-sql';
import type { UserCard } from '../../src/modules/accounts';
import type { SeekerProfileCard } from '../../src/modules/profiles';
import type { JobInvitation } from '../../src/modules/talent/entities/job-invitation.entity';
import {
  isDuplicateInvitationError,
  talentSearchQuery,
  TalentRepository,
  type TalentRow,
  type TalentSearchFilters,
} from '../../src/modules/talent/talent.repository';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const SEEKERS = 3_000;
const COMPANY = fixtureUuid(1, 'c');
const JOB = fixtureUuid(1, 'f');
const EMPLOYER = fixtureUuid(1, 'e');
const NONE: TalentSearchFilters = { tsquery: null, skills: [], availability: [], experienceLevels: [] };

describe('talent search and invitations on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const repository = () => new TalentRepository(orm.em.fork(), config);
  const words = async (text: string) => (await repository().resolveQuery(text))!;

  /** Every match, page by page, as the service walks them. */
  async function allPages(filters: TalentSearchFilters, pageSize = 50): Promise<TalentRow[]> {
    const seen: TalentRow[] = [];
    let after: { updatedAt: Date; id: string } | null = null;
    for (;;) {
      const page = await repository().search(filters, after, pageSize);
      seen.push(...page);
      if (page.length < pageSize) return seen;
      const last = page[page.length - 1]!;
      after = { updatedAt: last.updatedAt, id: last.id };
    }
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Talent Int Co');
    await sql(
      `insert into users (id, email, name, role, password_hash, company_id, email_verified_at) values (?, 'talent.employer@example.com', 'Tess Talent', 'employer', '!fixture', ?, now())`,
      [EMPLOYER, COMPANY],
    );
    await insertJobs(orm, [
      { id: JOB, companyId: COMPANY, status: 'approved', postedAt: new Date(Date.now() - 86_400_000) },
    ]);
    // Seekers g = 1..3000: those with g % 5 = 1 hide their profile; every 100th is a "bookkeeper" with QuickBooks;
    // availability and level cycle; updated a minute apart (some share a time, so paging must break ties by id).
    await sql(
      `insert into users (id, email, name, role, password_hash, headline, email_verified_at)
       select gen_random_uuid(), 'talent.' || lpad(g::text, 5, '0') || '@example.com', 'Seeker ' || g, 'seeker', '!fixture',
         case when g % 100 = 0 then 'Certified bookkeeper' else 'Virtual assistant' end, now()
       from generate_series(1, ${SEEKERS}) g`,
    );
    await sql(
      `insert into seeker_profiles (user_id, location, availability, experience_level, about_me, show_salary_expectations, visible_to_employers, skills, portfolio_urls, work_experience, education, updated_at)
       select u.id, 'Remote', (array['immediately','two_weeks','one_month','flexible','not_looking'])[(g % 5) + 1], (array['entry','mid','senior','lead'])[(g % 4) + 1],
         'Parent of two.', false, g % 5 <> 1,
         case when g % 100 = 0 then '["QuickBooks", "Payroll"]'::jsonb else '["Calendar Management", " Email "]'::jsonb end,
         '[]'::jsonb, case when g % 250 = 0 then '<p>Ran a <strong>podcast</strong> studio</p>' else '<p>Office work</p>' end, '[]'::jsonb,
         timestamptz '2026-11-01 00:00:00+00' + ((g / 2) || ' minutes')::interval
       from (select id, substring(email from 'talent\\.(\\d+)@')::int as g from users where role = 'seeker' and email like 'talent.%@example.com') u`,
    );
    await sql('analyze seeker_profiles');
    await sql('analyze users');
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it('finds only seekers who let employers find them, newest first, each once across keyset pages', async () => {
    const rows = await allPages(NONE, 97);
    expect(rows).toHaveLength(SEEKERS - SEEKERS / 5);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const order = rows.map((row) => [row.updatedAt.getTime(), row.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : -1)));
    const hidden = await sql<{ id: string }>(
      `select user_id as id from seeker_profiles where not visible_to_employers`,
    );
    expect(rows.some((row) => hidden.some((h) => h.id === row.id))).toBe(false);
    expect(await repository().count(NONE, 1000)).toEqual({ total: 1000, capped: true });
  });

  it('matches words in the headline (from users), skills and work experience, stemmed, and skills exactly in any case', async () => {
    // Every 100th is a bookkeeper (all of them let employers find them).
    const bookkeepers = await allPages({ ...NONE, tsquery: await words('bookkeepers') });
    expect(bookkeepers).toHaveLength(30);
    expect(
      bookkeepers.every((row) => row.headline === 'Certified bookkeeper' && row.skills.includes('QuickBooks')),
    ).toBe(true);
    expect(await repository().count({ ...NONE, tsquery: await words('bookkeepers') }, 1000)).toEqual({
      total: 30,
      capped: false,
    });
    expect(await allPages({ ...NONE, skills: ['quickbooks', 'payroll'] })).toHaveLength(30);
    expect(await allPages({ ...NONE, skills: ['email'] })).toHaveLength(2400 - 30);
    expect(await allPages({ ...NONE, skills: ['quickbooks', 'email'] })).toHaveLength(0);
    // The sanitised HTML's tags are not words; its text is.
    expect(await allPages({ ...NONE, tsquery: await words('podcasts') })).toHaveLength(12);
    expect(await allPages({ ...NONE, tsquery: await words('strong') })).toHaveLength(0);
    expect(await repository().resolveQuery('the and of')).toBeNull();
  });

  it('filters by availability and experience level together with words', async () => {
    const rows = await allPages({ ...NONE, availability: ['immediately', 'two_weeks'], experienceLevels: ['lead'] });
    const [expected] = await sql<{ count: number }>(
      `select count(*)::int as count from seeker_profiles where visible_to_employers and availability in ('immediately', 'two_weeks') and experience_level = 'lead'`,
    );
    expect(rows).toHaveLength(expected!.count);
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((row) => ['immediately', 'two_weeks'].includes(row.availability!) && row.experienceLevel === 'lead'),
    ).toBe(true);
    const combined = await allPages({ ...NONE, tsquery: await words('bookkeeper'), experienceLevels: ['entry'] });
    expect(combined.every((row) => row.experienceLevel === 'entry' && row.headline === 'Certified bookkeeper')).toBe(
      true,
    );
  });

  it("re-indexes a seeker's search text when their name or headline changes", async () => {
    const [someone] = await sql<{ id: string }>(
      `select u.id from users u join seeker_profiles p on p.user_id = u.id where p.visible_to_employers and u.headline = 'Virtual assistant' limit 1`,
    );
    expect(await allPages({ ...NONE, tsquery: await words('zookeeper') })).toHaveLength(0);
    await sql(`update users set headline = 'Retired zookeeper' where id = ?`, [someone!.id]);
    expect((await allPages({ ...NONE, tsquery: await words('zookeeper') })).map((row) => row.id)).toEqual([
      someone!.id,
    ]);
    await sql(`update users set name = 'Quintessa Marvelous' where id = ?`, [someone!.id]);
    expect((await allPages({ ...NONE, tsquery: await words('quintessa') })).map((row) => row.id)).toEqual([
      someone!.id,
    ]);
  });

  /**
   * The plan of a search page, with table scans ruled out and, when `withoutRecentIndex`, the
   * recent index dropped inside a transaction that is rolled back: a table this small is cheapest
   * read whole or through the small btree, so what is checked is that each index serves the
   * statements as written. With many seekers the planner picks them by itself (checked with
   * EXPLAIN ANALYZE: every shape of search uses them).
   */
  async function plan(filters: TalentSearchFilters, withoutRecentIndex = false): Promise<string> {
    class Rollback extends Error {
      constructor(readonly plan: string) {
        super('rollback');
      }
    }
    try {
      await orm.em.fork().transactional(async (em) => {
        await em.execute('set local enable_seqscan = off');
        if (withoutRecentIndex) await em.execute('drop index "seeker_profiles_talent_recent_idx"');
        const db = typedSql<JobInvitation | SeekerProfileCard | UserCard>(em);
        const rows = await talentSearchQuery(db, filters, null, 21).explain<{ 'QUERY PLAN': string }>();
        throw new Rollback(rows.map((row) => row['QUERY PLAN']).join('\n'));
      });
    } catch (error) {
      if (error instanceof Rollback) return error.plan;
      throw error;
    }
    throw new Error('unreachable');
  }

  it('reads the search from its indexes: the GIN index for words, skills and filters, the recent index in result order', async () => {
    const withWords = await plan({ ...NONE, tsquery: await words('podcast'), availability: ['immediately'] }, true);
    expect(withWords).toContain('Bitmap Index Scan on seeker_profiles_talent_search_idx');
    expect(withWords).toContain(
      `Index Cond: ((search_document @@ '''podcast'''::tsquery) AND ((availability)::text = 'immediately'::text))`,
    );
    expect(await plan({ ...NONE, skills: ['quickbooks'] }, true)).toContain(
      `Index Cond: (search_skills @> '{quickbooks}'::text[])`,
    );
    expect(await plan(NONE)).toContain('Index Scan using seeker_profiles_talent_recent_idx');
    // The index is back: the drop was rolled back.
    expect(await sql(`select 1 from pg_indexes where indexname = 'seeker_profiles_talent_recent_idx'`)).toHaveLength(1);
  });

  it('keeps one invitation per job and seeker', async () => {
    const [seeker] = await sql<{ id: string }>(
      `select user_id as id from seeker_profiles where visible_to_employers limit 1`,
    );
    const invitation = {
      id: fixtureUuid(1, 'b'),
      companyId: COMPANY,
      jobId: JOB,
      seekerId: seeker!.id,
      note: 'Hello',
      createdById: EMPLOYER,
      createdAt: new Date('2026-11-26T10:00:00.000Z'),
    };
    await repository().insertInvitation(invitation);
    const duplicate = await repository()
      .insertInvitation({ ...invitation, id: fixtureUuid(2, 'b') })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDuplicateInvitationError(duplicate)).toBe(true);
    expect(await repository().invitationsOfCompanyForSeeker(COMPANY, seeker!.id)).toEqual([invitation]);
    expect(await repository().invitationsOfSeeker(seeker!.id, 10)).toEqual([invitation]);
    await expect(
      repository().insertInvitation({ ...invitation, id: fixtureUuid(3, 'b'), jobId: fixtureUuid(9, 'f') }),
    ).rejects.toThrow(/job_invitations_job_id_foreign/);
  });
});
