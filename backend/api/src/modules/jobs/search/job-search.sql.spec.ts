import { JOB_FEED_AFTER_CURSOR_SQL, JOB_FEED_FIRST_PAGE_SQL } from './job-feed.sql';
import { type JobSearchFilters, NO_FILTERS } from './job-search-criteria';
import { facetKeys } from './job-facets';
import {
  buildCandidateCountSql,
  buildCollectedSearchSql,
  buildCountSql,
  buildFilterEstimateSqls,
  buildFiltersFirstCountSql,
  buildFiltersFirstSearchSql,
  buildMatchEstimateSql,
  buildPayRangeEstimateSql,
  buildPostedWindowEstimateSql,
  buildSearchSql,
  buildWordsCountSql,
  buildWindowEndSql,
  canSearchFiltersFirst,
  matchedColumn,
  type SearchSqlInput,
} from './job-search.sql';

const AT = new Date('2026-11-02T10:00:00.000Z');
const ID = '3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f';
const TSQUERY = `'develop':* & ('quickbook' | 'quickbooks')`;

function build(overrides: Partial<SearchSqlInput> & { filters?: Partial<JobSearchFilters> } = {}) {
  return buildSearchSql({
    tsquery: null,
    scope: { sort: 'newest' },
    after: null,
    limit: 21,
    ...overrides,
    filters: { ...NO_FILTERS, ...overrides.filters },
  });
}

/** Every `?` must have exactly one value, in order. */
function placeholders(sql: string): number {
  return sql.split('?').length - 1;
}

describe('buildSearchSql', () => {
  it('is exactly the public feed query when there are no words and no filters', () => {
    expect(build()).toEqual({ sql: JOB_FEED_FIRST_PAGE_SQL, params: [21] });
    expect(build({ after: { postedAt: AT, id: ID } })).toEqual({
      sql: JOB_FEED_AFTER_CURSOR_SQL,
      params: [AT.toISOString(), ID, 21],
    });
  });

  it('keeps out approved jobs past their listing end', () => {
    expect(build().sql).toContain(`and coalesce(j."expires_at", 'infinity') > now()`);
  });

  const ALL_FILTERS = {
    categories: ['Writing', 'Design'],
    jobTypes: ['PART_TIME'],
    experienceLevels: ['entry', 'lead'],
    salaryType: 'hourly',
    salaryMin: 32.5,
    remoteOnly: true,
    flexibleOnly: true,
    postedWithinDays: 7,
  } as const satisfies JobSearchFilters;

  it("with words, writes the equality filters as column conditions the words' GIN index also holds, values as parameters", () => {
    const filters = {
      ...ALL_FILTERS,
      categories: [...ALL_FILTERS.categories],
      jobTypes: [...ALL_FILTERS.jobTypes],
      experienceLevels: [...ALL_FILTERS.experienceLevels],
    };
    const { sql, params } = build({ tsquery: TSQUERY, filters });
    expect(sql).toContain(`and j."fts_document" @@ ?::tsquery`);
    expect(sql).not.toContain('facet');
    for (const condition of [
      `and j."category" in (?)`,
      `and j."job_type" = ?`,
      `and j."experience_level" in (?)`,
      `and j."salary_type" = ?`,
      `and j."is_remote" = true`,
      `and j."is_flexible" = true`,
      `and (j."salary_type", j."pay") >= (?, ?)`,
      `and j."posted_at" >= now() - make_interval(days => ?)`,
    ]) {
      expect(sql).toContain(condition);
    }
    expect(params).toEqual([
      TSQUERY,
      ['Writing', 'Design'],
      'PART_TIME',
      ['entry', 'lead'],
      'hourly',
      'hourly',
      32.5,
      7,
      21,
    ]);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('several categories alone stay one condition on their column', () => {
    const { sql, params } = build({ filters: { ...NO_FILTERS, categories: ['Writing', 'Design'] } });
    expect(sql).toContain(`and j."category" in (?)`);
    expect(params).toEqual([['Writing', 'Design'], 21]);
  });

  it('turns the six equality filters into the facet keys they allow, as one array parameter', () => {
    const filters = {
      ...ALL_FILTERS,
      categories: [...ALL_FILTERS.categories],
      jobTypes: [...ALL_FILTERS.jobTypes],
      experienceLevels: [...ALL_FILTERS.experienceLevels],
    };
    const { sql, params } = build({ filters });
    expect(sql).toContain(`and j."facet" = any(?::smallint[])`);
    expect(sql).not.toMatch(/and j\."(category|job_type|experience_level|salary_type|is_remote|is_flexible)"/);
    expect(sql).toContain(`and j."pay" >= ?`);
    // 2 categories x 1 type x 2 levels x 1 salary type x remote x flexible.
    expect(params).toEqual([`{${facetKeys(filters).join(',')}}`, 32.5, 7, 21]);
    expect(facetKeys(filters)).toHaveLength(4);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('without words or equality filters, leaves the facet out; categories alone stay on their column', () => {
    expect(build({ filters: { ...NO_FILTERS, postedWithinDays: 3 } }).sql).not.toContain('facet');
    const { sql } = build({ filters: { ...NO_FILTERS, categories: ['Design'] } });
    expect(sql).not.toContain('facet');
    expect(sql).toContain(`and j."category" = ?`);
  });

  it('matches the whole document when sorted newest first', () => {
    const { sql, params } = build({ tsquery: TSQUERY });
    expect(sql).toContain(`and j."fts_document" @@ ?::tsquery`);
    expect(sql).not.toMatch(/fts_title|fts_summary/);
    expect(params).toEqual([TSQUERY, 21]);
    expect(sql).not.toContain('quickbook');
  });

  it.each([
    [3, [`and j."fts_title" @@ ?::tsquery`], 1],
    [2, [`and j."fts_summary" @@ ?::tsquery`, `and not j."fts_title" @@ ?::tsquery`], 2],
    [1, [`and j."fts_document" @@ ?::tsquery`, `and not j."fts_summary" @@ ?::tsquery`], 2],
  ] as const)('puts each job in exactly one relevance tier (tier %i)', (tier, conditions, uses) => {
    const { sql, params } = build({ tsquery: TSQUERY, scope: { sort: 'relevance', tier } });
    for (const condition of conditions) expect(sql).toContain(condition);
    expect(params).toEqual([...Array<string>(uses).fill(TSQUERY), 21]);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('without words, the relevance tier adds no text condition', () => {
    expect(build({ scope: { sort: 'relevance', tier: 1 } })).toEqual(build());
  });

  it('continues strictly after the cursor position, newest first', () => {
    const { sql, params } = build({
      tsquery: TSQUERY,
      scope: { sort: 'relevance', tier: 2 },
      after: { postedAt: AT, id: ID },
      limit: 5,
    });
    expect(sql).toContain(`and (j."posted_at", j."id") < (?::timestamptz, ?::uuid)`);
    expect(sql).toMatch(/order by j\."posted_at" desc, j\."id" desc\nlimit \?$/);
    expect(params.slice(-3)).toEqual([AT.toISOString(), ID, 5]);
  });
});

describe('buildCollectedSearchSql', () => {
  const input: SearchSqlInput = {
    filters: { ...NO_FILTERS, categories: ['Design'], remoteOnly: true },
    tsquery: TSQUERY,
    scope: { sort: 'relevance', tier: 2 },
    after: { postedAt: AT, id: ID },
    limit: 7,
  };

  it('collects the matches in a materialized CTE (no newest-first walk), then sorts and reads only the page', () => {
    const { sql } = buildCollectedSearchSql(input);
    expect(sql).toMatch(
      /^with "matches" as materialized \(\nselect j\."id", j\."posted_at" from "jobs" j where j\."status" = 'approved'/,
    );
    expect(sql).toContain('from (select m."id" from "matches" m order by m."posted_at" desc, m."id" desc limit ?) m');
    expect(sql).toMatch(/order by j\."posted_at" desc, j\."id" desc$/);
  });

  it('has the same conditions and values as the planner-chosen query', () => {
    const collected = buildCollectedSearchSql(input);
    const plain = buildSearchSql(input);
    expect(collected.params).toEqual(plain.params);
    expect(placeholders(collected.sql)).toBe(collected.params.length);
    for (const line of plain.sql.split('\n').filter((text) => text.startsWith('  and ')))
      expect(collected.sql).toContain(line);
  });
});

describe('the pay and posted-within ranges', () => {
  const filters: JobSearchFilters = { ...NO_FILTERS, salaryType: 'monthly', salaryMin: 10_000, postedWithinDays: 7 };
  const input: SearchSqlInput = { filters, tsquery: TSQUERY, scope: { sort: 'newest' }, after: null, limit: 21 };
  const PAY = 'and j."pay" >= ?';
  const PAY_ON_ROWS = 'and (j."pay" >= ?) is true';
  const POSTED = 'and j."posted_at" >= now() - make_interval(days => ?)';

  it('is looked up by default: with words, pay as a row comparison that only the pay index matches', () => {
    const PAY_BY_TYPE = 'and (j."salary_type", j."pay") >= (?, ?)';
    for (const { sql, params } of [buildCollectedSearchSql(input), buildSearchSql(input)]) {
      expect(sql).toContain(PAY_BY_TYPE);
      expect(sql).not.toContain(PAY);
      expect(sql).toContain(POSTED);
      // The salary type twice: the equality filter (for the GIN index), then in the row comparison with the amount.
      expect(params.filter((param) => param === 'monthly')).toHaveLength(2);
      expect(params[params.indexOf(10_000) - 1]).toBe('monthly');
      expect(placeholders(sql)).toBe(params.length);
    }
    // Without words, beside the facet keys of the facet index; and in job_count_rows, which has no pay index.
    for (const { sql } of [buildSearchSql({ ...input, tsquery: null }), buildWordsCountSql(filters, TSQUERY, 100)]) {
      expect(sql).toContain(PAY);
      expect(sql).not.toContain(PAY_BY_TYPE);
      expect(sql).toContain(POSTED);
    }
  });

  it('is checked on rows when asked, with the same values; posted-within stays a lookup', () => {
    const rows = { ...input, pay: 'rows' as const };
    for (const { sql, params } of [buildCollectedSearchSql(rows), buildSearchSql(rows)]) {
      expect(sql).toContain(PAY_ON_ROWS);
      expect(sql).not.toContain(PAY);
      expect(sql).toContain(POSTED);
      expect(params).toContain(10_000);
      expect(placeholders(sql)).toBe(params.length);
    }
  });

  it('posted-within is checked on rows when asked, alone or with pay, with the same values', () => {
    const POSTED_ON_ROWS = 'and (j."posted_at" >= now() - make_interval(days => ?)) is true';
    for (const pay of ['index', 'rows'] as const) {
      const rows = { ...input, pay, posted: 'rows' as const };
      for (const { sql, params } of [buildCollectedSearchSql(rows), buildSearchSql(rows)]) {
        expect(sql).toContain(POSTED_ON_ROWS);
        expect(sql).not.toContain(POSTED);
        expect(sql).toContain(pay === 'index' ? 'and (j."salary_type", j."pay") >= (?, ?)' : PAY_ON_ROWS);
        expect(params).toContain(7);
        expect(placeholders(sql)).toBe(params.length);
      }
    }
    expect(buildPostedWindowEstimateSql(30)).toEqual({
      sql: `explain (format json) select 1 from "jobs" j where j."status" = 'approved' and j."posted_at" >= now() - make_interval(days => ?)`,
      params: [30],
    });
  });

  it('has its own estimate of the approved jobs it holds', () => {
    expect(buildPayRangeEstimateSql('monthly', 10_000)).toEqual({
      sql: `explain (format json) select 1 from "jobs" j where j."status" = 'approved' and j."salary_type" = ? and j."pay" >= ?`,
      params: ['monthly', 10_000],
    });
  });
});

describe('buildCountSql', () => {
  it('counts the live jobs the filters of a search without words allow, as facet keys, at most cap + 1, values as parameters', () => {
    const filters: JobSearchFilters = { ...NO_FILTERS, remoteOnly: true, postedWithinDays: 3 };
    const { sql, params } = buildCountSql(filters, 10_000);
    expect(sql).toMatch(
      /^select count\(\*\)::int as "total" from \(\nselect 1 from "jobs" j where j\."status" = 'approved'/,
    );
    expect(sql).not.toContain('tsquery');
    expect(sql).toContain('and coalesce(j."expires_at", \'infinity\') > now()');
    expect(sql).toContain('and j."facet" = any(?::smallint[])');
    expect(sql).toMatch(/limit \?\n\) m$/);
    expect(params).toEqual([`{${facetKeys(filters).join(',')}}`, 3, 10_001]);
    expect(placeholders(sql)).toBe(params.length);
  });
});

describe('buildWordsCountSql', () => {
  it('counts the narrow copies of approved jobs: words and equality filters for their GIN index, ranges and the listing end as plain comparisons', () => {
    const filters: JobSearchFilters = {
      ...NO_FILTERS,
      categories: ['Design', 'Writing'],
      salaryType: 'hourly',
      salaryMin: 54,
      postedWithinDays: 30,
      flexibleOnly: true,
    };
    const { sql, params } = buildWordsCountSql(filters, TSQUERY, 10_000);
    expect(sql).toMatch(/^select count\(\*\)::int as "total" from \(\nselect 1 from "job_count_rows" j where true\n/);
    expect(sql).not.toContain('"jobs"');
    expect(sql).not.toContain('status');
    expect(sql).toContain(`and coalesce(j."expires_at", 'infinity') > now()`);
    expect(sql).toContain('and j."fts_document" @@ ?::tsquery');
    expect(sql).toContain('and j."category" in (?)');
    expect(sql).toContain('and j."salary_type" = ?');
    expect(sql).toContain('and j."is_flexible" = true');
    expect(sql).toContain('and j."pay" >= ?');
    expect(sql).toContain('and j."posted_at" >= now() - make_interval(days => ?)');
    expect(sql).not.toContain('facet');
    expect(sql).not.toContain('is true');
    expect(params).toEqual([TSQUERY, ['Design', 'Writing'], 'hourly', 54, 30, 10_001]);
    expect(placeholders(sql)).toBe(params.length);
  });
});

describe('buildFilterEstimateSqls', () => {
  it('asks the planner about each filter alone, over jobs of any status', () => {
    const estimates = buildFilterEstimateSqls({
      ...NO_FILTERS,
      categories: ['Design', 'Writing'],
      flexibleOnly: true,
      salaryType: 'monthly',
      salaryMin: 4000,
      postedWithinDays: 7,
    });
    expect(
      estimates.map(({ sql }) => sql.replace('explain (format json) select 1 from "jobs" j where true and ', '')),
    ).toEqual([
      'j."category" in (?)',
      'j."salary_type" = ?',
      'j."is_flexible" = true',
      'j."pay" >= ?',
      'j."posted_at" >= now() - make_interval(days => ?)',
    ]);
    expect(estimates.map(({ params }) => params)).toEqual([[['Design', 'Writing']], ['monthly'], [], [4000], [7]]);
    expect(buildFilterEstimateSqls(NO_FILTERS)).toEqual([]);
  });
});

describe('capped collection, estimate and window', () => {
  const input: SearchSqlInput = {
    filters: { ...NO_FILTERS, categories: ['Design'] },
    tsquery: TSQUERY,
    scope: { sort: 'newest' },
    after: null,
    limit: 21,
  };

  it('collects at most cap + 1 matches and reports how many it saw', () => {
    const { sql, params } = buildCollectedSearchSql(input, 500);
    expect(sql).toMatch(/\n {2}and j\."category" = \?\nlimit \?\n\)/);
    expect(sql).toContain('(select count(*) from "matches")::int as "matched"');
    expect(params.slice(-2)).toEqual([501, 21]);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('asks the planner for its estimate of the same conditions without running them', () => {
    const { sql, params } = buildMatchEstimateSql(input);
    expect(sql).toMatch(/^explain \(format json\) select 1 from "jobs" j where j\."status" = 'approved'/);
    expect(sql).toContain(`and j."fts_document" @@ ?::tsquery`);
    expect(params).toEqual([TSQUERY, 'Design']);
  });

  it('bounds a walk to a window: its end is the job `offset` places after the position', () => {
    expect(buildWindowEndSql(null, 5000)).toEqual({
      sql: `select j."posted_at", j."id" from "jobs" j where j."status" = 'approved'\norder by j."posted_at" desc, j."id" desc\noffset ? limit 1`,
      params: [5000],
    });
    expect(buildWindowEndSql({ postedAt: AT, id: ID }, 10).params).toEqual([AT.toISOString(), ID, 10]);
    const { sql, params } = buildSearchSql({ ...input, until: { postedAt: AT, id: ID } });
    expect(sql).toContain(
      `and j."posted_at" >= ?::timestamptz and (j."posted_at", j."id") >= (?::timestamptz, ?::uuid)`,
    );
    expect(params.slice(-4)).toEqual([AT.toISOString(), AT.toISOString(), ID, 21]);
  });
});

describe('filters first', () => {
  const filters: JobSearchFilters = {
    ...NO_FILTERS,
    categories: ['Design'],
    salaryType: 'yearly',
    salaryMin: 101_000,
    flexibleOnly: true,
    postedWithinDays: 30,
  };
  const KEYS = `{${facetKeys(filters).join(',')}}`;
  const input: SearchSqlInput = {
    filters,
    tsquery: TSQUERY,
    scope: { sort: 'relevance', tier: 2 },
    after: { postedAt: AT, id: ID },
    limit: 7,
    pay: 'rows',
  };
  const CANDIDATES = [
    `select j."id", j."posted_at" from "jobs" j where j."status" = 'approved'`,
    `  and coalesce(j."expires_at", 'infinity') > now()`,
    `  and j."facet" = any(?::smallint[])`,
    `  and j."pay" >= ?`,
    `  and j."posted_at" >= now() - make_interval(days => ?)`,
  ].join('\n');

  it('needs an equality filter: categories alone count, ranges alone do not', () => {
    expect(canSearchFiltersFirst({ ...NO_FILTERS, categories: ['Design'] })).toBe(true);
    expect(canSearchFiltersFirst({ ...NO_FILTERS, remoteOnly: true })).toBe(true);
    expect(canSearchFiltersFirst({ ...NO_FILTERS, salaryType: 'hourly', salaryMin: 40 })).toBe(true);
    expect(canSearchFiltersFirst({ ...NO_FILTERS, postedWithinDays: 3 })).toBe(false);
    expect(canSearchFiltersFirst(NO_FILTERS)).toBe(false);
  });

  it('takes the candidates from the facet keys and ranges (pay looked up), after the position, and checks the words on their rows newest first', () => {
    const { sql, params } = buildFiltersFirstSearchSql(input);
    expect(sql).toContain(
      `with "candidates" as materialized (\n${CANDIDATES}\n  and (j."posted_at", j."id") < (?::timestamptz, ?::uuid)\n)`,
    );
    expect(sql).not.toMatch(/and j\."(category|salary_type|is_flexible)"/);
    expect(sql).toContain(
      [
        'from (select m."id", m."posted_at" from "candidates" m order by m."posted_at" desc, m."id" desc) m',
        'join "jobs" j on j."id" = m."id"',
        '  and j."fts_summary" @@ ?::tsquery',
        '  and not j."fts_title" @@ ?::tsquery',
        'join "companies" c on c."id" = j."company_id"',
        'order by m."posted_at" desc, m."id" desc',
        'limit ?',
      ].join('\n'),
    );
    expect(params).toEqual([KEYS, 101_000, 30, AT.toISOString(), ID, TSQUERY, TSQUERY, 7]);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('counts the same candidates with the words of every tier, at most cap + 1', () => {
    const { sql, params } = buildFiltersFirstCountSql(filters, TSQUERY, 10_000);
    expect(sql).toContain(`with "candidates" as materialized (\n${CANDIDATES}\n)`);
    expect(sql).toMatch(
      /select count\(\*\)::int as "total" from \(\nselect 1 from "candidates" m\njoin "jobs" j on j\."id" = m\."id"\n {2}and j\."fts_document" @@ \?::tsquery\nlimit \?\n\) m$/,
    );
    expect(params).toEqual([KEYS, 101_000, 30, TSQUERY, 10_001]);
    expect(placeholders(sql)).toBe(params.length);
  });

  it('counts the candidates alone up to a limit', () => {
    const { sql, params } = buildCandidateCountSql({ ...NO_FILTERS, categories: ['Design'] }, 5_001);
    expect(sql).toMatch(
      /^select count\(\*\)::int as "candidates" from \(\nselect 1 from "jobs" j where j\."status" = 'approved'/,
    );
    expect(sql).toContain(`and j."facet" = any(?::smallint[])`);
    expect(sql).not.toContain('"category"');
    expect(params).toEqual([`{${facetKeys({ ...NO_FILTERS, categories: ['Design'] }).join(',')}}`, 5_001]);
    expect(placeholders(sql)).toBe(params.length);
  });
});

describe('matchedColumn', () => {
  it('matches the whole document newest first, and each tier its own vector', () => {
    expect(matchedColumn({ sort: 'newest' })).toBe('fts_document');
    expect(matchedColumn({ sort: 'relevance', tier: 3 })).toBe('fts_title');
    expect(matchedColumn({ sort: 'relevance', tier: 2 })).toBe('fts_summary');
    expect(matchedColumn({ sort: 'relevance', tier: 1 })).toBe('fts_document');
  });
});
