import { ServiceUnavailableException, type INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import {
  EXPERIENCE_LEVELS,
  JOB_SEARCH_TIMEOUT_MESSAGE,
  JOB_TYPES,
  JOBS_PAGE_SIZE,
  PRIVATE_COMPANY_NAME,
  type ExperienceLevel,
  type JobCategory,
  type JobType,
  type SalaryType,
  type JobsPage,
  type JobSearchPage,
  SALARY_TYPES,
} from '@marketplace/contracts';
import { facetKeys } from '../../src/modules/jobs/search/job-facets';
import { NO_FILTERS } from '../../src/modules/jobs/search/job-search-criteria';
import { parseJobSearchQuery, type RawSearchQuery } from '../../src/modules/jobs/search/job-search-query';
import {
  buildCollectedSearchSql,
  buildFiltersFirstSearchSql,
  buildSearchSql,
  type SearchSqlInput,
} from '../../src/modules/jobs/search/job-search.sql';
import { JobSearchService } from '../../src/modules/jobs/search/job-search.service';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany } from '../support/job-fixtures';
import { createJobSearchContext } from '../support/search-context';
import { JobSearchRepository } from '../../src/modules/jobs/search/job-search.repository';
import type { JobSearchTuning } from '../../src/modules/jobs/search/job-search-tuning';
import {
  type CompleteSearchFixture,
  completeSearchFixture,
  insertSearchJobs,
  type SearchFixture,
} from '../support/search-fixtures';
import { testConfig } from '../support/test-config';
import { recordSql } from '../../src/infrastructure/database/typed-sql';
import { asHttpException } from '../support/assertions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);

const QUILLMARK = fixtureUuid(1, 'c');
const HIDDEN = fixtureUuid(2, 'c');
const BRIGHTPATH = fixtureUuid(3, 'c');

// Relevance: the same word in the title, in the skills, and only in the description.
const IN_TITLE = fixtureUuid(1, 'a');
const IN_SKILLS = fixtureUuid(2, 'a');
const IN_DESCRIPTION = fixtureUuid(3, 'a');
const QUICKBOOKS_JOB = fixtureUuid(4, 'a');
const QUILLMARK_JOB = fixtureUuid(5, 'a');
const PRIVATE_JOB = fixtureUuid(6, 'a');

const relevanceJobs: SearchFixture[] = [
  { id: IN_TITLE, companyId: BRIGHTPATH, title: 'Senior Bookkeeper', skills: ['Excel'], postedAt: ago(48 * HOUR) },
  {
    id: IN_SKILLS,
    companyId: BRIGHTPATH,
    title: 'Office Assistant',
    skills: ['Bookkeeping', 'Excel'],
    postedAt: ago(24 * HOUR),
  },
  {
    id: IN_DESCRIPTION,
    companyId: BRIGHTPATH,
    title: 'Virtual Assistant',
    description: 'Support our bookkeeper with invoices, receipts and friendly reminders to clients every week.',
    postedAt: ago(1 * HOUR),
  },
  {
    id: QUICKBOOKS_JOB,
    companyId: BRIGHTPATH,
    title: 'Payroll Specialist',
    skills: ['QuickBooks Online', 'Gusto'],
    postedAt: ago(30 * HOUR),
  },
  { id: QUILLMARK_JOB, companyId: QUILLMARK, title: 'Copy Editor', skills: ['AP Style'], postedAt: ago(40 * HOUR) },
  { id: PRIVATE_JOB, companyId: HIDDEN, title: 'Data Entry Clerk', isCompanyPrivate: true, postedAt: ago(50 * HOUR) },
];

// Never public, although every one of them matches "bookkeeper".
const hiddenJobs: SearchFixture[] = [
  ...(['draft', 'pending_review', 'rejected'] as const).map((status, i) => ({
    id: fixtureUuid(900 + i, 'd'),
    companyId: BRIGHTPATH,
    title: 'Bookkeeper',
    status,
    postedAt: null,
  })),
  ...(['expired', 'filled', 'archived'] as const).map((status, i) => ({
    id: fixtureUuid(910 + i, 'd'),
    companyId: BRIGHTPATH,
    title: 'Bookkeeper',
    status,
    postedAt: ago(2 * HOUR),
  })),
  // Approved, but its listing ended an hour ago (the worker has not marked it expired yet).
  {
    id: fixtureUuid(920, 'd'),
    companyId: BRIGHTPATH,
    title: 'Bookkeeper',
    postedAt: ago(31 * DAY),
    expiresAt: ago(HOUR),
  },
];
const HIDDEN_IDS = new Set(hiddenJobs.map((job) => job.id));

// Filters: attributes rotate with different periods, so the combinations vary.
const FILTER_CATEGORIES: JobCategory[] = ['Writing', 'Design', 'Accounting', 'Education & Training'];
const FILTER_LOCATIONS = ['Remote', 'Austin, TX', 'Remote (US only)', 'Remote', '   ', 'Denver, CO', 'Remote'];
const filterJobs: SearchFixture[] = Array.from({ length: 40 }, (_, i) => {
  const salaryType = SALARY_TYPES[i % 3]!;
  const level = EXPERIENCE_LEVELS[(i * 3) % 4]!;
  const base = { yearly: 40_000 + (i % 9) * 10_000, monthly: 3_000 + (i % 7) * 700, hourly: 18 + (i % 8) * 6 }[
    salaryType
  ];
  return {
    id: fixtureUuid(200 + i, 'b'),
    companyId: i % 3 === 0 ? QUILLMARK : BRIGHTPATH,
    title: i % 2 === 0 ? 'Program Coordinator' : 'Client Liaison',
    category: FILTER_CATEGORIES[i % 4]!,
    jobType: JOB_TYPES[Math.floor(i / 4) % 4]!,
    experienceLevel: level,
    salaryType,
    // Some jobs give only a minimum, a few no pay at all ('Competitive').
    salaryMin: i % 11 === 5 ? null : base,
    salaryMax:
      i % 11 === 5 || i % 6 === 1
        ? null
        : base + (salaryType === 'hourly' ? 8 : salaryType === 'monthly' ? 900 : 15_000),
    location: FILTER_LOCATIONS[i % FILTER_LOCATIONS.length]!,
    isFlexible: i % 2 === 0,
    // 20 hours apart: no job sits on a whole-day boundary of postedWithinDays.
    postedAt: ago((3 + i * 20) * HOUR),
  };
});

// Paging: a made-up word in 20 titles, 15 skill lists and 10 descriptions; several share a posting time.
const PAGING_WORD = 'zephyrine';
const pagingJobs: SearchFixture[] = Array.from({ length: 45 }, (_, i) => {
  const tier = i < 20 ? 3 : i < 35 ? 2 : 1;
  return {
    id: fixtureUuid(500 + ((i * 17) % 45), 'e'),
    companyId: BRIGHTPATH,
    title: tier === 3 ? 'Zephyrine Specialist' : 'Operations Associate',
    skills: tier === 2 ? ['Zephyrine', 'Excel'] : ['Excel'],
    description: tier === 1 ? `Daily work with the zephyrine catalogue. ${'Careful records. '.repeat(3)}` : undefined,
    category: 'Operations',
    postedAt: ago((10 + (i % 9) * 5) * HOUR),
  };
});
const tierOf = (job: CompleteSearchFixture) =>
  job.title.startsWith('Zephyrine') ? 3 : job.skills.includes('Zephyrine') ? 2 : 1;

const ALL_JOBS = [...relevanceJobs, ...hiddenJobs, ...filterJobs, ...pagingJobs].map(completeSearchFixture);
const publicJobs = ALL_JOBS.filter((job) => !HIDDEN_IDS.has(job.id));
const pagingFixtures = pagingJobs.map(completeSearchFixture);

function byNewest(a: SearchFixture, b: SearchFixture): number {
  return b.postedAt!.getTime() - a.postedAt!.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
const newestIds = (jobs: readonly SearchFixture[]) => [...jobs].sort(byNewest).map((job) => job.id);

/** Filters first costs nothing, so it is taken whenever it can be; or it never is. */
const FILTERS_FIRST_ALWAYS: Partial<JobSearchTuning> = {
  filtersFirstMaxCandidates: Number.MAX_SAFE_INTEGER,
  filtersFirstCandidateCost: 0,
  filtersFirstCheckCost: 0,
  filtersFirstCountCheckCost: 0,
  filtersFirstMinCost: 0,
};
const FILTERS_FIRST_NEVER: Partial<JobSearchTuning> = { filtersFirstMaxCandidates: -1 };

describe('job search against PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let context: INestApplicationContext;
  let search: JobSearchService;

  /** Every page of a search, following nextCursor. */
  async function allPages(query: RawSearchQuery): Promise<JobSearchPage[]> {
    const pages: JobSearchPage[] = [];
    let cursor: string | null = null;
    do {
      const page = await search.search(cursor ? { ...query, cursor } : query);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 30);
    return pages;
  }

  async function ids(query: RawSearchQuery): Promise<string[]> {
    return (await allPages(query)).flatMap((page) => page.jobs.map((job) => job.id));
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await orm.em.getConnection().execute('truncate table "job_search_terms"');
    await insertCompany(orm, QUILLMARK, 'Quillmark Editorial');
    await insertCompany(orm, HIDDEN, 'Hidden Name Holdings');
    await insertCompany(orm, BRIGHTPATH, 'Brightpath Learning');
    await insertSearchJobs(orm, ALL_JOBS);
    context = await createJobSearchContext(config);
    search = context.get(JobSearchService);
  });

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  describe('keywords', () => {
    it('ranks a title match above a skills match above a description-only match, even when that one is newer', async () => {
      expect(await ids({ q: 'bookkeeper' })).toEqual([IN_TITLE, IN_SKILLS, IN_DESCRIPTION]);
    });

    it('orders the same matches newest first on request', async () => {
      expect(await ids({ q: 'bookkeeper', sort: 'newest' })).toEqual([IN_DESCRIPTION, IN_SKILLS, IN_TITLE]);
    });

    it('matches the word in any form (stemming): bookkeeping finds the bookkeeper', async () => {
      expect(await ids({ q: 'bookkeeping' })).toEqual([IN_TITLE, IN_SKILLS, IN_DESCRIPTION]);
    });

    it.each([
      ['bookk', [IN_TITLE, IN_SKILLS, IN_DESCRIPTION]],
      ['quickb', [QUICKBOOKS_JOB]],
      ['payrol', [QUICKBOOKS_JOB]],
    ])('finds jobs from a partial word (%s)', async (q, expected) => {
      expect(await ids({ q })).toEqual(expected);
    });

    it.each([
      ['bokkeeper', [IN_TITLE, IN_SKILLS, IN_DESCRIPTION]],
      ['bookeeper', [IN_TITLE, IN_SKILLS, IN_DESCRIPTION]],
      ['quikbooks', [QUICKBOOKS_JOB]],
      ['senior bookeper', [IN_TITLE]],
    ])('finds jobs despite a small typo (%s)', async (q, expected) => {
      expect(await ids({ q })).toEqual(expected);
    });

    it('requires every word', async () => {
      expect(await ids({ q: 'senior bookkeeper' })).toEqual([IN_TITLE]);
      expect(await ids({ q: 'bookkeeper payroll' })).toEqual([]);
    });

    it('finds nothing for a word that looks like no word in any job', async () => {
      expect(await ids({ q: 'xylophonist' })).toEqual([]);
    });

    it('treats a search of only stop words as no search words', async () => {
      expect(await ids({ q: 'the and of', sort: 'newest' })).toEqual(newestIds(publicJobs));
      expect(await ids({ q: 'the' })).toEqual(newestIds(publicJobs));
    });

    it('finds jobs by company name, but never by the hidden name of a private company', async () => {
      expect(await ids({ q: 'quillmark copy' })).toEqual([QUILLMARK_JOB]);
      expect(await ids({ q: 'hidden holdings' })).toEqual([]);
      const [page] = await allPages({ q: 'clerk' });
      expect(page!.jobs.map((job) => [job.id, job.company])).toEqual([[PRIVATE_JOB, PRIVATE_COMPANY_NAME]]);
    });

    it('follows a company rename (the jobs are re-indexed)', async () => {
      await orm.em.getConnection().execute(`update companies set name = 'Inkwell Editorial' where id = ?`, [QUILLMARK]);
      try {
        expect(await ids({ q: 'inkwell copy' })).toEqual([QUILLMARK_JOB]);
        expect(await ids({ q: 'quillmark copy' })).toEqual([]);
      } finally {
        await orm.em
          .getConnection()
          .execute(`update companies set name = 'Quillmark Editorial' where id = ?`, [QUILLMARK]);
      }
    });

    it('indexes the words of a job posted later, typo tolerance included', async () => {
      const late: SearchFixture = {
        id: fixtureUuid(999, 'f'),
        companyId: BRIGHTPATH,
        title: 'Sommelier',
        postedAt: ago(HOUR),
      };
      await insertSearchJobs(orm, [late]);
      try {
        expect(await ids({ q: 'sommelier' })).toEqual([late.id]);
        expect(await ids({ q: 'somelier' })).toEqual([late.id]);
      } finally {
        await orm.em.getConnection().execute('delete from jobs where id = ?', [late.id]);
      }
    });
  });

  describe('public jobs only', () => {
    it.each([
      ['a keyword search', { q: 'bookkeeper' }],
      ['a newest-first keyword search', { q: 'bookkeeper', sort: 'newest' }],
      ['no search at all', {}],
      ['filters', { category: 'Other', remote: 'true' }],
    ])(
      'never shows drafts, jobs in review, rejected, expired, filled or archived jobs, nor approved ones past their end: %s',
      async (_label, query) => {
        const found = await ids(query);
        expect(found.length).toBeGreaterThan(0);
        expect(found.filter((id) => HIDDEN_IDS.has(id))).toEqual([]);
      },
    );

    it('shows every other approved job once, newest first, without a search', async () => {
      expect(await ids({})).toEqual(newestIds(publicJobs));
    });
  });

  describe('filters', () => {
    const isRemote = (job: CompleteSearchFixture) => /^\s*(remote\b|$)/i.test(job.location);
    // Pay reaches the minimum when the top of the range does (the minimum when there is no top).
    const reaches = (job: CompleteSearchFixture, type: string, min: number) =>
      job.salaryType === type && (job.salaryMax ?? job.salaryMin ?? -1) >= min;
    const within = (job: CompleteSearchFixture, days: number) => job.postedAt!.getTime() >= NOW - days * DAY;

    it.each<[string, RawSearchQuery, (job: CompleteSearchFixture) => boolean]>([
      ['one category', { category: 'Design' }, (job) => job.category === 'Design'],
      [
        'several categories',
        { category: ['Writing', 'Education & Training'] },
        (job) => job.category === 'Writing' || job.category === 'Education & Training',
      ],
      ['a job type', { jobType: 'PART_TIME' }, (job) => job.jobType === 'PART_TIME'],
      [
        'several job types',
        { jobType: ['PERMANENT', 'TEMPORARY'] },
        (job) => ['PERMANENT', 'TEMPORARY'].includes(job.jobType),
      ],
      ['a salary type', { salaryType: 'hourly' }, (job) => job.salaryType === 'hourly'],
      ['a yearly minimum', { salaryType: 'yearly', salaryMin: '95000' }, (job) => reaches(job, 'yearly', 95_000)],
      ['an hourly minimum', { salaryType: 'hourly', salaryMin: '40' }, (job) => reaches(job, 'hourly', 40)],
      ['a monthly minimum', { salaryType: 'monthly', salaryMin: '6000' }, (job) => reaches(job, 'monthly', 6_000)],
      ['remote only', { remote: 'true' }, isRemote],
      ['flexible hours', { flexible: 'true' }, (job) => job.isFlexible],
      ['an experience level', { experienceLevel: 'senior' }, (job) => job.experienceLevel === 'senior'],
      [
        'several experience levels',
        { experienceLevel: ['entry', 'lead'] },
        (job) => ['entry', 'lead'].includes(job.experienceLevel),
      ],
      ['posted within 3 days', { postedWithinDays: '3' }, (job) => within(job, 3)],
      ['posted within 14 days', { postedWithinDays: '14' }, (job) => within(job, 14)],
    ])('filter: %s', async (_label, query, predicate) => {
      const expected = newestIds(publicJobs.filter(predicate));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(publicJobs.length);
      expect(await ids(query)).toEqual(expected);
    });

    it.each<[string, RawSearchQuery, (job: CompleteSearchFixture) => boolean]>([
      [
        'category and job type',
        { category: ['Writing', 'Design'], jobType: 'FULL_TIME' },
        (job) => ['Writing', 'Design'].includes(job.category) && job.jobType === 'FULL_TIME',
      ],
      [
        'remote, flexible and a level',
        { remote: 'true', flexible: 'true', experienceLevel: ['mid', 'entry'] },
        (job) => isRemote(job) && job.isFlexible && ['mid', 'entry'].includes(job.experienceLevel),
      ],
      [
        'a keyword, pay and recency',
        { q: 'coordinator', salaryType: 'yearly', salaryMin: '60000', postedWithinDays: '30', sort: 'newest' },
        (job) => job.title === 'Program Coordinator' && reaches(job, 'yearly', 60_000) && within(job, 30),
      ],
      [
        'a keyword, a category and remote',
        { q: 'liaison', category: 'Design', remote: 'true' },
        (job) => job.title === 'Client Liaison' && job.category === 'Design' && isRemote(job),
      ],
    ])('combined filters: %s', async (_label, query, predicate) => {
      const expected = newestIds(publicJobs.filter(predicate));
      expect(expected.length).toBeGreaterThan(0);
      // Keyword matches here are all title matches (one tier), so relevance order is newest first too.
      expect(await ids(query)).toEqual(expected);
    });

    it('answers no jobs when nothing reaches the minimum pay', async () => {
      expect(await ids({ salaryType: 'yearly', salaryMin: '1000000' })).toEqual([]);
    });
  });

  describe('paging', () => {
    it('pages by relevance without duplicates or gaps: tier by tier, newest first within each', async () => {
      const pages = await allPages({ q: PAGING_WORD });
      const expected = [...pagingFixtures].sort((a, b) => tierOf(b) - tierOf(a) || byNewest(a, b)).map((job) => job.id);
      expect(pages.map((page) => page.jobs.length)).toEqual([JOBS_PAGE_SIZE, JOBS_PAGE_SIZE, 5]);
      // The first page ends exactly where the title tier ends; the second crosses into the last tier.
      expect(pages.flatMap((page) => page.jobs.map((job) => job.id))).toEqual(expected);
      expect(pages.at(-1)!.nextCursor).toBeNull();
    });

    it('pages newest first without duplicates or gaps, ties broken by id', async () => {
      const pages = await allPages({ q: PAGING_WORD, sort: 'newest' });
      expect(pages.map((page) => page.jobs.length)).toEqual([JOBS_PAGE_SIZE, JOBS_PAGE_SIZE, 5]);
      expect(pages.flatMap((page) => page.jobs.map((job) => job.id))).toEqual(newestIds(pagingJobs));
    });

    it('pages filters newest first without duplicates or gaps', async () => {
      const pages = await allPages({ category: 'Operations' });
      expect(pages.flatMap((page) => page.jobs.map((job) => job.id))).toEqual(newestIds(pagingJobs));
    });

    it('keeps the next relevance page stable when a better match is posted meanwhile (keyset, not offset)', async () => {
      const first = await search.search({ q: PAGING_WORD });
      const newcomer: SearchFixture = {
        id: fixtureUuid(998, 'f'),
        companyId: BRIGHTPATH,
        title: 'Zephyrine Lead',
        postedAt: ago(0),
      };
      await insertSearchJobs(orm, [newcomer]);
      try {
        const second = await search.search({ q: PAGING_WORD, cursor: first.nextCursor! });
        const expected = [...pagingFixtures]
          .sort((a, b) => tierOf(b) - tierOf(a) || byNewest(a, b))
          .map((job) => job.id);
        expect(second.jobs.map((job) => job.id)).toEqual(expected.slice(JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE));
        expect((await search.search({ q: PAGING_WORD })).jobs[0]!.id).toBe(newcomer.id);
      } finally {
        await orm.em.getConnection().execute('delete from jobs where id = ?', [newcomer.id]);
      }
    });
  });

  describe('query plans', () => {
    /**
     * The plan of a query in a transaction that is rolled back. Tiny tables make scanning everything
     * cheap, so the settings and dropped indexes ask whether the indexes *can* serve the query.
     */
    async function plan(
      sql: string,
      params: unknown[],
      setup: string[],
      options: { dropApprovedBtrees?: boolean; keep?: string } = {},
    ): Promise<string> {
      let text = '';
      await orm.em
        .fork()
        .transactional(async (em) => {
          // Statistics of the fixtures, so the planner knows how rare the words are; rolled back with
          // the rest, so other suites keep planning without them.
          await em.execute('analyze "jobs"');
          if (options.dropApprovedBtrees) {
            // Without the btree indexes on approved jobs, only the GIN indexes are left to find them.
            const indexes = await em.execute<Array<{ indexname: string }>>(
              `select indexname from pg_indexes where tablename = 'jobs' and indexdef like '%WHERE (status = ''approved''::text)' and indexdef not like '%USING gin%'`,
            );
            for (const { indexname } of indexes)
              if (indexname !== options.keep) await em.execute(`drop index "${indexname}"`);
          }
          for (const statement of setup) await em.execute(statement);
          const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
          text = rows.map((row) => row['QUERY PLAN']).join('\n');
          throw new Error('roll back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'roll back') throw error;
        });
      return text;
    }

    it.each([
      [3, 'jobs_fts_title_idx'],
      [2, 'jobs_fts_summary_idx'],
      [1, 'jobs_fts_document_idx'],
    ] as const)('finds the matches of relevance tier %i through the %s GIN index', async (tier, index) => {
      const { sql, params } = buildSearchSql({
        filters: NO_FILTERS,
        tsquery: `'bookkeep':*`,
        scope: { sort: 'relevance', tier },
        after: null,
        limit: 21,
      });
      // Only bitmap scans left (GIN has no other kind), and no btree index to read all approved jobs.
      const text = await plan(sql, params, ['set local enable_seqscan = off', 'set local enable_indexscan = off'], {
        dropApprovedBtrees: true,
      });
      expect(text).toContain(`Bitmap Index Scan on ${index}`);
    });

    it('serves one category newest first from jobs_approved_category_idx without sorting', async () => {
      const { sql, params } = buildSearchSql({
        filters: { ...NO_FILTERS, categories: ['Design'] },
        tsquery: null,
        scope: { sort: 'newest' },
        after: null,
        limit: 21,
      });
      // A sort is only penalised: a statement the index cannot serve in order still shows one.
      const text = await plan(sql, params, [
        'set local enable_seqscan = off',
        'set local enable_bitmapscan = off',
        'set local enable_sort = off',
      ]);
      expect(text).toMatch(/Index Scan using jobs_approved_category_idx/);
      expect(text).not.toMatch(/\bSort\b/);
    });

    describe('facets', () => {
      it("computes in SQL the very key facetKeys() gives for each job's own filter values", async () => {
        const rows = await orm.em.getConnection().execute<
          Array<{
            facet: number;
            category: JobCategory;
            job_type: JobType;
            experience_level: ExperienceLevel;
            salary_type: SalaryType;
            is_remote: boolean;
            is_flexible: boolean;
          }>
        >(`select facet, category, job_type, experience_level, salary_type, is_remote, is_flexible from jobs where status = 'approved'`);
        expect(rows.length).toBeGreaterThan(10);
        for (const row of rows) {
          const exact = facetKeys({
            ...NO_FILTERS,
            categories: [row.category],
            jobTypes: [row.job_type],
            experienceLevels: [row.experience_level],
            salaryType: row.salary_type,
            remoteOnly: row.is_remote,
            flexibleOnly: row.is_flexible,
          });
          // Remote and flexible filters only narrow (true); an on-site or fixed-hours job is one of the two keys left.
          expect(
            exact.includes(row.facet) ||
              facetKeys({
                ...NO_FILTERS,
                categories: [row.category],
                jobTypes: [row.job_type],
                experienceLevels: [row.experience_level],
                salaryType: row.salary_type,
              }).includes(row.facet),
          ).toBe(true);
          if (row.is_remote && row.is_flexible) expect(exact).toEqual([row.facet]);
        }
        expect(new Set(rows.map((row) => row.facet)).size).toBeGreaterThan(1);
      });

      it('answers weak filter combinations from jobs_approved_facet_idx alone', async () => {
        const filters = {
          ...NO_FILTERS,
          jobTypes: ['PART_TIME' as const],
          salaryType: 'yearly' as const,
          salaryMin: 149_000,
          flexibleOnly: true,
          postedWithinDays: 30,
        };
        const { sql, params } = buildCollectedSearchSql({
          filters,
          tsquery: null,
          scope: { sort: 'newest' },
          after: null,
          limit: 21,
        });
        // Fixtures this small make any plan cheap: with the other btrees on approved jobs gone, and no
        // table or bitmap scans, the facet index must find the matches with every filter in its
        // condition, so no job is read only to be turned down.
        const text = await plan(sql, params, ['set local enable_seqscan = off', 'set local enable_bitmapscan = off'], {
          dropApprovedBtrees: true,
          keep: 'jobs_approved_facet_idx',
        });
        expect(text).toMatch(/Index (Only )?Scan using jobs_approved_facet_idx/);
        expect(text).toMatch(/Index Cond: \(\(facet = ANY .*\) AND \(pay >= .*\) AND \(posted_at >= /);
      });

      it('filters first: candidates from jobs_approved_facet_idx alone, then each job by primary key, newest first, until the limit', async () => {
        const filters = {
          ...NO_FILTERS,
          categories: ['Operations' as const],
          salaryType: 'yearly' as const,
          salaryMin: 40_000,
        };
        const { sql, params } = buildFiltersFirstSearchSql({
          filters,
          tsquery: `'zephyrin'`,
          scope: { sort: 'relevance', tier: 1 },
          after: null,
          limit: 21,
        });
        // With no table scans and only the facet index among the btrees on approved jobs: the
        // candidates come from the index alone, and the words are checked row by row in their order.
        const setup = ['seqscan', 'bitmapscan', 'hashjoin', 'mergejoin', 'material'].map(
          (kind) => `set local enable_${kind} = off`,
        );
        const text = await plan(sql, params, setup, { dropApprovedBtrees: true, keep: 'jobs_approved_facet_idx' });
        expect(text).toMatch(/CTE candidates\n\s*->\s+Index Only Scan using jobs_approved_facet_idx/);
        expect(text).toMatch(
          /^Limit[\s\S]*Nested Loop[\s\S]*Sort\b[\s\S]*Sort Key: m\.posted_at DESC, m\.id DESC[\s\S]*Index Scan using jobs_pkey on jobs j\b/,
        );
        // The order of the sorted candidates is the page's: nothing sorts the joined rows again.
        expect(text.match(/\bSort\b(?! Key)/g)).toHaveLength(1);
      });
    });
  });

  describe('result count', () => {
    it.each<RawSearchQuery>([
      {},
      { q: PAGING_WORD },
      { q: PAGING_WORD, sort: 'newest' },
      { q: 'bookkeeper' },
      { q: 'senior bookkeeper' },
      { q: 'bookk' },
      { q: 'xylophonist' },
      { q: 'the and of' },
      { category: 'Design' },
      { remote: 'true', flexible: 'true', experienceLevel: ['mid', 'entry'] },
      { q: 'coordinator', salaryType: 'yearly', salaryMin: '60000', postedWithinDays: '30' },
      { salaryType: 'yearly', salaryMin: '1000000' },
    ])('counts every public job the search pages through, the same on every page: %j', async (query) => {
      const pages = await allPages(query);
      const found = pages.flatMap((page) => page.jobs);
      for (const page of pages) expect(page).toMatchObject({ total: found.length, totalIsCapped: false });
    });

    it('counts exactly up to the cap and says when more match', async () => {
      const repository = context.get(JobSearchRepository);
      const criteriaOf = (query: RawSearchQuery) => {
        const parsed = parseJobSearchQuery(query);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
        return parsed.criteria;
      };
      const paging = criteriaOf({ q: PAGING_WORD });
      expect(await repository.count(paging, 45)).toEqual({ total: 45, capped: false });
      expect(await repository.count(paging, 44)).toEqual({ total: 44, capped: true });
      expect(await repository.count(paging, 3)).toEqual({ total: 3, capped: true });
      expect(await repository.count(criteriaOf({}), 3)).toEqual({ total: 3, capped: true });
      expect(await repository.count(criteriaOf({ category: 'Operations', q: 'zephyrine' }), 100)).toEqual({
        total: 45,
        capped: false,
      });
    });

    it('moves the generation at every write to jobs, so a kept count is never answered after a change', async () => {
      const repository = context.get(JobSearchRepository);
      const before = await repository.generation();
      expect(await repository.generation()).toBe(before);
      const first = await search.search({ q: 'sommelier' });
      expect(first).toMatchObject({ total: 0, totalIsCapped: false });
      const late: SearchFixture = {
        id: fixtureUuid(998, 'f'),
        companyId: BRIGHTPATH,
        title: 'Sommelier',
        postedAt: ago(HOUR),
      };
      await insertSearchJobs(orm, [late]);
      try {
        expect(await repository.generation()).not.toBe(before);
        expect(await search.search({ q: 'sommelier' })).toMatchObject({ total: 1, totalIsCapped: false });
        const approved = await repository.generation();
        await orm.em.getConnection().execute(`update jobs set status = 'archived' where id = ?`, [late.id]);
        expect(await repository.generation()).not.toBe(approved);
        expect(await search.search({ q: 'sommelier' })).toMatchObject({ jobs: [], total: 0 });
      } finally {
        await orm.em.getConnection().execute('delete from jobs where id = ?', [late.id]);
      }
    });
  });

  describe('both query forms', () => {
    const inputs: Array<[string, SearchSqlInput]> = [
      [
        'newest with words',
        { filters: NO_FILTERS, tsquery: `'zephyrin':*`, scope: { sort: 'newest' }, after: null, limit: 21 },
      ],
      [
        'tier 3',
        { filters: NO_FILTERS, tsquery: `'zephyrin':*`, scope: { sort: 'relevance', tier: 3 }, after: null, limit: 12 },
      ],
      [
        'tier 2 after a position',
        {
          filters: NO_FILTERS,
          tsquery: `'zephyrin':*`,
          scope: { sort: 'relevance', tier: 2 },
          after: { postedAt: ago(25 * HOUR), id: fixtureUuid(520, 'e') },
          limit: 21,
        },
      ],
      [
        'tier 1',
        { filters: NO_FILTERS, tsquery: `'zephyrin':*`, scope: { sort: 'relevance', tier: 1 }, after: null, limit: 21 },
      ],
      [
        'filters and words',
        {
          filters: { ...NO_FILTERS, categories: ['Design', 'Writing'], remoteOnly: true },
          tsquery: `'coordin':*`,
          scope: { sort: 'newest' },
          after: null,
          limit: 5,
        },
      ],
    ];

    it.each(inputs)(
      'collecting the matches first answers exactly what the planner-chosen query does: %s',
      async (_label, input) => {
        const run = async ({ sql, params }: { sql: string; params: unknown[] }) =>
          (await orm.em.getConnection().execute<Array<{ id: string }>>(sql, params)).map((row) => row.id);
        const plain = await run(buildSearchSql(input));
        expect(plain.length).toBeGreaterThan(0);
        expect(await run(buildCollectedSearchSql(input))).toEqual(plain);
      },
    );
  });

  describe.each<[string, Partial<JobSearchTuning>]>([
    ['walking a window of a few jobs, then collecting the rest', { collectEstimateMax: 0, walkWindow: 7 }],
    [
      'collecting with a cap of a few matches, then walking',
      { collectEstimateMax: Number.MAX_SAFE_INTEGER, collectCap: 3, walkWindow: 7 },
    ],
    ['always collecting', { collectEstimateMax: Number.MAX_SAFE_INTEGER, collectCap: Number.MAX_SAFE_INTEGER }],
    [
      'always collecting, pay and posted-within ranges checked on rows',
      {
        collectEstimateMax: Number.MAX_SAFE_INTEGER,
        collectCap: Number.MAX_SAFE_INTEGER,
        rangeLookupMaxRows: -1,
        rangeLookupWordsFactor: 0,
      },
    ],
    ['filters first whenever words meet an equality filter', FILTERS_FIRST_ALWAYS],
    ['never filters first', FILTERS_FIRST_NEVER],
  ])('every way of finding a page gives the same pages: %s', (_label, tuning) => {
    // Production picks collecting or walking per page, with limits sized for many jobs; tiny limits
    // make these few jobs take each path, which must answer exactly as the default does.
    let other: INestApplicationContext;
    let otherSearch: JobSearchService;

    beforeAll(async () => {
      other = await createJobSearchContext(config, tuning);
      otherSearch = other.get(JobSearchService);
    });

    afterAll(async () => {
      await other?.close();
    });

    it.each<RawSearchQuery>([
      { q: 'bookkeeper' },
      { q: 'bookk', sort: 'newest' },
      { q: PAGING_WORD },
      { q: PAGING_WORD, sort: 'newest' },
      { category: 'Operations' },
      { q: 'coordinator', salaryType: 'yearly', salaryMin: '60000' },
      { remote: 'true', flexible: 'true', experienceLevel: ['mid', 'entry'] },
      { category: ['Writing', 'Design'], jobType: 'FULL_TIME' },
      { salaryType: 'yearly', salaryMin: '1000000' },
      { postedWithinDays: '3' },
    ])('%j', async (query) => {
      const pages = async (service: JobSearchService) => {
        const found: string[][] = [];
        let cursor: string | null = null;
        do {
          const page: JobsPage = await service.search(cursor ? { ...query, cursor } : query);
          found.push(page.jobs.map((job) => job.id));
          cursor = page.nextCursor;
        } while (cursor && found.length < 30);
        return found;
      };
      const expected = await pages(search);
      expect(await pages(otherSearch)).toEqual(expected);
      // The count too, uncached (a kept count would hide the other way of counting).
      const parsed = parseJobSearchQuery(query);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
      const count = (repository: JobSearchRepository) => repository.count(parsed.criteria, 1_000);
      expect(await count(other.get(JobSearchRepository))).toEqual(await count(context.get(JobSearchRepository)));
      expect((await count(context.get(JobSearchRepository))).total).toBe(expected.flat().length);
    });
  });

  describe('filters first', () => {
    // The same search two ways: words checked on the filters' candidates, and the words' own way.
    let always: INestApplicationContext;
    let never: INestApplicationContext;

    beforeAll(async () => {
      always = await createJobSearchContext(config, FILTERS_FIRST_ALWAYS);
      never = await createJobSearchContext(config, FILTERS_FIRST_NEVER);
    });

    afterAll(async () => {
      await always?.close();
      await never?.close();
    });

    /** Every page of a search (ids and totals), and the statements the database was sent meanwhile. */
    async function pagesAndStatements(context: INestApplicationContext, query: RawSearchQuery) {
      const statements: string[] = [];
      return recordSql(
        (sql) => statements.push(sql),
        async () => {
          const service = context.get(JobSearchService);
          const pages: Array<{ ids: string[]; total: number; totalIsCapped: boolean }> = [];
          let cursor: string | null = null;
          do {
            const page: JobSearchPage = await service.search(cursor ? { ...query, cursor } : query);
            pages.push({ ids: page.jobs.map((job) => job.id), total: page.total, totalIsCapped: page.totalIsCapped });
            cursor = page.nextCursor;
          } while (cursor && pages.length < 30);
          const parsed = parseJobSearchQuery(query);
          if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
          // Uncached: a count kept in Redis by the other context would hide this one's way of counting.
          const count = await context.get(JobSearchRepository).count(parsed.criteria, 1_000);
          return { pages, count, statements };
        },
      );
    }

    it.each<RawSearchQuery>([
      { q: PAGING_WORD, category: 'Operations' },
      { q: PAGING_WORD, category: 'Operations', sort: 'newest' },
      { q: 'team', remote: 'true', flexible: 'true' },
      { q: 'careful work', category: ['Writing', 'Design'], sort: 'newest' },
      { q: 'bookkeeper', jobType: 'FULL_TIME' },
      { q: 'coordinator', salaryType: 'yearly', salaryMin: '60000', postedWithinDays: '30' },
      { q: 'clients', experienceLevel: ['mid', 'entry'], salaryType: 'hourly', salaryMin: '30' },
      { q: 'liaison', salaryType: 'monthly', salaryMin: '1000000' },
    ])('answers the same pages and total as the words\u2019 own way: %j', async (query) => {
      const first = await pagesAndStatements(always, query);
      const other = await pagesAndStatements(never, query);
      expect(first.statements.some((sql) => sql.startsWith('with "candidates" as materialized'))).toBe(true);
      expect(other.statements.some((sql) => sql.includes('"candidates"'))).toBe(false);
      expect(first.pages).toEqual(other.pages);
      expect(first.count).toEqual(other.count);
      expect(first.count.total).toBe(first.pages.flatMap((page) => page.ids).length);
      for (const page of first.pages) expect(page).toMatchObject({ total: first.count.total, totalIsCapped: false });
    });

    it('is never taken without an equality filter, nor without words', async () => {
      for (const query of [
        { q: 'team', postedWithinDays: '30' },
        { remote: 'true', flexible: 'true' },
      ]) {
        expect((await pagesAndStatements(always, query)).statements.some((sql) => sql.includes('"candidates"'))).toBe(
          false,
        );
      }
    });
  });

  describe('statement timeout', () => {
    it('answers 503 with a clear message when a search runs past SEARCH_STATEMENT_TIMEOUT_MS, and the next search works', async () => {
      const impatient = await createJobSearchContext(testConfig({ SEARCH_STATEMENT_TIMEOUT_MS: '300' }));
      try {
        const service = impatient.get(JobSearchService);
        // A lock held by another session makes the search wait, which the statement timeout counts
        // like work. A plain client, not the ORM: searches would join an ORM transaction in scope.
        const locker = new Client({ connectionString: config.databaseUrl });
        await locker.connect();
        try {
          await locker.query('begin');
          await locker.query('lock table "jobs" in access exclusive mode');
          const started = Date.now();
          const error = await service.search({ q: 'bookkeeper' }).catch(asHttpException);
          expect(error).toBeInstanceOf(ServiceUnavailableException);
          expect((error as ServiceUnavailableException).getStatus()).toBe(503);
          expect((error as ServiceUnavailableException).message).toBe(JOB_SEARCH_TIMEOUT_MESSAGE);
          expect(Date.now() - started).toBeLessThan(5_000);
        } finally {
          await locker.query('rollback');
          await locker.end();
        }
        expect((await service.search({ q: 'bookkeeper' })).jobs.map((job) => job.id)).toEqual([
          IN_TITLE,
          IN_SKILLS,
          IN_DESCRIPTION,
        ]);
      } finally {
        await impatient.close();
      }
    });
  });
});
