import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseJobSearchQuery, type RawSearchQuery } from '../../src/modules/jobs/search/job-search-query';
import { JobSearchRepository } from '../../src/modules/jobs/search/job-search.repository';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany } from '../support/job-fixtures';
import { createJobSearchContext } from '../support/search-context';
import { insertSearchJobs, type SearchFixture } from '../support/search-fixtures';
import { testConfig } from '../support/test-config';
import { recordSql } from '../../src/infrastructure/database/typed-sql';

// A count of words alone is answered capped without counting when ANALYZE's statistics prove that
// far more than the cap match (JobSearchRepository.surelyOverCap). ANALYZE is committed here (the
// repository reads the statistics on its own connections), and the statistics are removed again
// afterwards, so other suites plan as before.

const HOUR = 3_600_000;
const COMPANY = fixtureUuid(41, 'c');
const ago = (ms: number) => new Date(Date.now() - ms);

// 60 live jobs: 'marmoset' in all, 'capybara' in 40, 'ocelot' in 20, 10 of them flexible; and 30 jobs past their end
// (still approved, not yet swept) and 30 drafts, all with 'marmoset' too.
const job = (index: number, words: string, extra: Partial<SearchFixture> = {}): SearchFixture => ({
  id: fixtureUuid(4100 + index, 'a'),
  companyId: COMPANY,
  title: `Assistant ${words}`,
  postedAt: ago((index + 1) * HOUR),
  ...extra,
});
const LIVE = Array.from({ length: 60 }, (_, i) =>
  job(i, ['marmoset', i < 40 ? 'capybara' : '', i < 20 ? 'ocelot' : ''].join(' ').trim(), { isFlexible: i < 10 }),
);
const PAST_END = Array.from({ length: 30 }, (_, i) => job(100 + i, 'marmoset', { expiresAt: ago(HOUR) }));
const DRAFTS = Array.from({ length: 30 }, (_, i) => job(200 + i, 'marmoset', { status: 'draft', postedAt: null }));

describe('result count from statistics', () => {
  const config = testConfig();
  let orm: MikroORM;
  let context: INestApplicationContext;

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Marmoset Care');
    await insertSearchJobs(orm, [...LIVE, ...PAST_END, ...DRAFTS]);
    await orm.em.getConnection().execute('analyze "jobs"');
    // Statistics: 10 times the cap must surely match.
    context = await createJobSearchContext(config, { statisticsCapFactor: 10 });
  });

  afterAll(async () => {
    await context?.close();
    if (orm) {
      await truncateJobsData(orm);
      await orm.em.getConnection().execute(`delete from pg_statistic where starelid = '"jobs"'::regclass`);
      await orm.close(true);
    }
  });

  /** The count and whether a counting statement ran for it. */
  async function countOf(query: RawSearchQuery, cap: number) {
    const parsed = parseJobSearchQuery(query);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
    const statements: string[] = [];
    const count = await recordSql(
      (sql) => statements.push(sql),
      () => context.get(JobSearchRepository).count(parsed.criteria, cap),
    );
    return { count, counted: statements.some((sql) => /select count\(\*\)::int as "total"/.test(sql)) };
  }

  it('answers capped without counting when far more than the cap surely match', async () => {
    // 'marmoset': 120 rows hold it; at most 60 of them (30 drafts, 30 past their end) are not live.
    expect(await countOf({ q: 'marmoset' }, 5)).toEqual({ count: { total: 5, capped: true }, counted: false });
    // Two words: 'marmoset' and 'capybara' surely meet in 120 - 80 = 40 rows, 40 - 60 < 0 live: counted.
    expect(await countOf({ q: 'marmoset capybara' }, 2)).toEqual({ count: { total: 2, capped: true }, counted: true });
  });

  it('counts when the statistics leave room for fewer matches than ten times the cap', async () => {
    // 60 live 'marmoset' jobs, no more than 10 x 6 surely: counted, and exact.
    expect(await countOf({ q: 'marmoset' }, 6)).toEqual({ count: { total: 6, capped: true }, counted: true });
    expect(await countOf({ q: 'marmoset' }, 100)).toEqual({ count: { total: 60, capped: false }, counted: true });
    expect(await countOf({ q: 'ocelot' }, 1)).toEqual({ count: { total: 1, capped: true }, counted: true });
    expect(await countOf({ q: 'ocelot' }, 50)).toEqual({ count: { total: 20, capped: false }, counted: true });
  });

  it('takes each filter as missing the rows outside it', async () => {
    // Every job is remote and full-time: the filters miss no row, and the bound stands.
    expect(await countOf({ q: 'marmoset', remote: 'true', jobType: 'FULL_TIME' }, 5)).toEqual({
      count: { total: 5, capped: true },
      counted: false,
    });
    // No job is part-time: counted, and none match.
    expect(await countOf({ q: 'marmoset', jobType: 'PART_TIME' }, 1)).toEqual({
      count: { total: 0, capped: false },
      counted: true,
    });
    // Flexible jobs are a few of the rows: 120 - 60 not live - the rest not flexible is under 10 x 2.
    expect(await countOf({ q: 'marmoset', flexible: 'true' }, 2)).toEqual({
      count: { total: 2, capped: true },
      counted: true,
    });
  });
});
