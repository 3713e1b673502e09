import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseJobSearchQuery, type RawSearchQuery } from '../../src/modules/jobs/search/job-search-query';
import { JobSearchRepository } from '../../src/modules/jobs/search/job-search.repository';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany } from '../support/job-fixtures';
import { createJobSearchContext } from '../support/search-context';
import { insertSearchJobs } from '../support/search-fixtures';
import { testConfig } from '../support/test-config';

// Result counts of words read job_count_rows, a narrow copy of every approved job that triggers on
// jobs keep (migration Migration20261128100000_job_count_rows). Each write a job can go through is
// made here, and the copy compared with the job's own columns after it.

const HOUR = 3_600_000;
const COMPANY = fixtureUuid(43, 'c');
const ago = (ms: number) => new Date(Date.now() - ms);
const LIVE = fixtureUuid(4300, 'a');
const DRAFT = fixtureUuid(4301, 'a');
const IN_REVIEW = fixtureUuid(4302, 'a');

/** The columns of job_count_rows, from job_count_rows itself or (`from` jobs) from the approved job. */
function columnsSql(from: 'job_count_rows' | 'jobs'): string {
  const [table, id, vector] =
    from === 'jobs' ? ['jobs', 'id', 'strip(fts_document)'] : ['job_count_rows', 'job_id', 'fts_document'];
  return `select ${id} as id, category, job_type, experience_level, salary_type, is_remote, is_flexible, pay::float8 as pay,
    posted_at, expires_at, ${vector}::text as words
    from ${table} where ${id} = ?${from === 'jobs' ? ` and status = 'approved'` : ''}`;
}

describe('job_count_rows, the narrow copies of approved jobs that counts read', () => {
  const config = testConfig();
  let orm: MikroORM;
  let context: INestApplicationContext;

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Quokka Works');
    await insertSearchJobs(orm, [
      {
        id: LIVE,
        companyId: COMPANY,
        title: 'Marsupial wrangler',
        salaryType: 'hourly',
        salaryMin: 30,
        salaryMax: 42,
        isFlexible: true,
        postedAt: ago(HOUR),
      },
      { id: DRAFT, companyId: COMPANY, title: 'Marsupial keeper', status: 'draft', postedAt: null },
      { id: IN_REVIEW, companyId: COMPANY, title: 'Marsupial groomer', status: 'pending_review', postedAt: null },
    ]);
    context = await createJobSearchContext(config);
  });

  afterAll(async () => {
    await context?.close();
    if (orm) {
      await truncateJobsData(orm);
      await orm.close(true);
    }
  });

  const execute = (sql: string, params: unknown[] = []) =>
    orm.em.getConnection().execute<Array<Record<string, unknown>>>(sql, params);
  const copyOf = async (id: string) => (await execute(columnsSql('job_count_rows'), [id]))[0];
  const jobOf = async (id: string) => (await execute(columnsSql('jobs'), [id]))[0];

  async function count(query: RawSearchQuery): Promise<number> {
    const parsed = parseJobSearchQuery(query);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    return (await context.get(JobSearchRepository).count(parsed.criteria, 100)).total;
  }

  it('copies approved jobs only, with their filter columns and their words without positions', async () => {
    const copy = await copyOf(LIVE);
    expect(copy).toEqual(await jobOf(LIVE));
    expect(copy).toMatchObject({
      category: 'Other',
      salary_type: 'hourly',
      is_remote: true,
      is_flexible: true,
      pay: 42,
    });
    expect(copy?.words).toContain(`'marsupi'`);
    // Stripped: no positions (no search uses them), so the vector is smaller.
    expect(copy?.words).not.toMatch(/':\d/);
    expect(await copyOf(DRAFT)).toBeUndefined();
    expect(await copyOf(IN_REVIEW)).toBeUndefined();
    expect(await count({ q: 'marsupial' })).toBe(1);
  });

  it('keeps the vector out of the row, in the TOAST table, although the row is far under 2 kB', async () => {
    const [toast] = await execute(
      `select pg_relation_size(c.reltoastrelid)::int as bytes from pg_class c where c.oid = '"job_count_rows"'::regclass`,
    );
    expect(toast?.bytes).toBeGreaterThan(0);
  });

  it('adds a job when it is approved, and follows a change of its words, filters, pay and dates', async () => {
    await execute(`update jobs set status = 'approved', posted_at = now(), approved_at = now() where id = ?`, [
      IN_REVIEW,
    ]);
    expect(await copyOf(IN_REVIEW)).toEqual(await jobOf(IN_REVIEW));
    expect(await count({ q: 'marsupial' })).toBe(2);

    await execute(`update jobs set title = 'Wombat wrangler' where id = ?`, [LIVE]);
    expect((await copyOf(LIVE))?.words).toContain(`'wombat'`);
    expect(await count({ q: 'wombat' })).toBe(1);
    expect(await count({ q: 'marsupial' })).toBe(1);

    await execute(
      `update jobs set location = 'Boston, MA', is_flexible = false, category = 'Design', job_type = 'PART_TIME', experience_level = 'senior',
         salary_type = 'yearly', salary_min = 70000, salary_max = 90000, posted_at = now() - interval '3 days', expires_at = now() + interval '9 days'
       where id = ?`,
      [LIVE],
    );
    const copy = await copyOf(LIVE);
    expect(copy).toEqual(await jobOf(LIVE));
    expect(copy).toMatchObject({
      category: 'Design',
      job_type: 'PART_TIME',
      experience_level: 'senior',
      salary_type: 'yearly',
      is_remote: false,
      is_flexible: false,
      pay: 90_000,
    });
    expect(await count({ q: 'wombat', remote: 'true' })).toBe(0);
    expect(
      await count({ q: 'wombat', category: 'Design', salaryType: 'yearly', salaryMin: '85000', postedWithinDays: '7' }),
    ).toBe(1);
    expect(await count({ q: 'wombat', postedWithinDays: '1' })).toBe(0);

    // Past its end but not yet swept: still copied, and not counted.
    await execute(`update jobs set expires_at = now() - interval '1 minute' where id = ?`, [LIVE]);
    expect(await copyOf(LIVE)).toEqual(await jobOf(LIVE));
    expect(await count({ q: 'wombat' })).toBe(0);
  });

  it("follows a company's new name, which is in its jobs' words", async () => {
    await execute(`update companies set name = 'Numbat Labs' where id = ?`, [COMPANY]);
    expect((await copyOf(IN_REVIEW))?.words).toContain(`'numbat'`);
    expect(await count({ q: 'numbat' })).toBe(1);
  });

  it('drops a job that leaves the approved ones, is deleted, or when jobs are truncated', async () => {
    await execute(`update jobs set status = 'expired' where id = ?`, [LIVE]);
    expect(await copyOf(LIVE)).toBeUndefined();
    await execute(`delete from jobs where id = ?`, [IN_REVIEW]);
    expect(await copyOf(IN_REVIEW)).toBeUndefined();
    expect(await count({ q: 'marsupial' })).toBe(0);

    await insertSearchJobs(orm, [
      { id: fixtureUuid(4303, 'a'), companyId: COMPANY, title: 'Kangaroo trainer', postedAt: ago(HOUR) },
    ]);
    expect(await execute(`select 1 from job_count_rows`)).toHaveLength(1);
    await truncateJobsData(orm);
    expect(await execute(`select 1 from job_count_rows`)).toHaveLength(0);
  });
});
