import { type JobSearchFilters, NO_FILTERS } from './job-search-criteria';
import { DEFAULT_JOB_SEARCH_TUNING as TUNING } from './job-search-tuning';
import {
  type CountPlan,
  describePlan,
  type PagePlan,
  planCount,
  planPage,
  planRest,
  planWalk,
  type ScopeQuery,
  singleFilters,
} from './job-search.planner';
import type { JobsEstimate, SearchStatistics, WordStatistics } from './job-search.statistics';
import type { FeedPosition, FtsColumn, SearchSqlInput } from './job-search.sql';
import { CommonLexemes, type TermAlternative } from './search-terms';

const WINDOW_END: FeedPosition = {
  postedAt: new Date('2026-11-20T08:00:00.000Z'),
  id: '00000000-0000-4000-8000-000000000001',
};
const MILLION = 1_000_000;

/**
 * What a table row says the statistics hold. The planner's row estimates are told apart by what
 * they ask: the page itself, the words with the equality filters (word matches), the equality
 * filters alone, and the posted-within window alone.
 */
interface Facts {
  /** Common lexemes of every vector with their frequencies; null: never analysed. */
  common?: Record<string, number> | null;
  rows?: number;
  jobs?: JobsEstimate;
  pageMatches?: number;
  wordMatches?: number;
  equalityMatches?: number;
  windowJobs?: number;
  payRange?: number;
  postedWindow?: number;
  filterJobs?: (filter: JobSearchFilters) => number;
  candidates?: number;
  pastEndJobs?: number;
  windowEnd?: FeedPosition | null;
}

/** Statistics answering from a table row, recording which facts were asked (each fetch costs a statement). */
function statisticsOf(facts: Facts): SearchStatistics & { asked: Set<string> } {
  const asked = new Set<string>();
  const words = (): WordStatistics | null => {
    asked.add('words');
    if (facts.common === null) return null;
    const common = Object.entries(facts.common ?? { team: 0.82, work: 0.81, manag: 0.4 });
    return {
      lexemes: new CommonLexemes(
        common.map(([lexeme]) => lexeme),
        common.map(([, share]) => share),
      ),
      nullShare: 0,
      rows: facts.rows ?? MILLION,
    };
  };
  const matchesOf = (input: SearchSqlInput): number => {
    if (input.limit !== 1) return facts.pageMatches ?? 500_000;
    if (input.tsquery !== null) return facts.wordMatches ?? 500_000;
    const onlyWindow = JSON.stringify({ ...NO_FILTERS, postedWithinDays: input.filters.postedWithinDays });
    if (JSON.stringify(input.filters) === onlyWindow) return facts.windowJobs ?? 400_000;
    return facts.equalityMatches ?? 500_000;
  };
  const ask =
    <Args extends unknown[], T>(name: string, answer: (...args: Args) => T) =>
    (...args: Args): T => {
      asked.add(name);
      return answer(...args);
    };
  return {
    asked,
    words: ask('words', words),
    jobs: ask('jobs', () => facts.jobs ?? { approved: MILLION, live: MILLION }),
    matches: ask('matches', matchesOf),
    payRange: ask('payRange', () => facts.payRange ?? 5_000),
    postedWindow: ask('postedWindow', () => facts.postedWindow ?? 5_000),
    filterJobs: ask('filterJobs', (filter: JobSearchFilters) => facts.filterJobs?.(filter) ?? 500_000),
    candidates: ask('candidates', (_filters: JobSearchFilters, limit: number) =>
      Math.min(facts.candidates ?? MILLION, limit + 1),
    ),
    pastEndJobs: ask('pastEndJobs', (limit: number) => Math.min(facts.pastEndJobs ?? 0, limit + 1)),
    windowEnd: ask('windowEnd', () => (facts.windowEnd === undefined ? WINDOW_END : facts.windowEnd)),
  };
}

function words(...lexemes: string[]): { tsquery: string; groups: TermAlternative[][] } {
  return {
    tsquery: lexemes.map((lexeme) => `'${lexeme}'`).join(' & '),
    groups: lexemes.map((lexeme) => [{ lexeme, prefix: false }]),
  };
}

function query(
  text: { tsquery: string; groups: TermAlternative[][] } | null,
  filters: Partial<JobSearchFilters> = {},
): ScopeQuery {
  return {
    filters: { ...NO_FILTERS, ...filters },
    tsquery: text?.tsquery ?? null,
    groups: text?.groups ?? [],
    scope: { sort: 'newest' },
    after: null,
    limit: 21,
  };
}

const SELECTIVE = {
  jobTypes: ['PART_TIME'],
  salaryType: 'yearly',
  salaryMin: 101_000,
  flexibleOnly: true,
} satisfies Partial<JobSearchFilters>;

describe('planPage', () => {
  const cases: Array<{
    name: string;
    query: ScopeQuery;
    facts: Facts;
    way: PagePlan['way'];
    cap?: number | null;
    ranges?: { pay: 'index' | 'rows'; posted: 'index' | 'rows' };
    notAsked?: string[];
  }> = [
    {
      name: 'the feed without words or filters, asking nothing',
      query: query(null),
      facts: {},
      way: 'feed',
      notAsked: ['words', 'matches', 'jobs', 'candidates', 'windowEnd'],
    },
    {
      name: 'collects words rarer than every common lexeme, without asking an estimate',
      query: query(words('quickbook')),
      facts: {},
      way: 'collect',
      cap: null,
      notAsked: ['matches', 'windowEnd'],
    },
    {
      name: 'lets the estimates decide before the first ANALYZE (no statistics)',
      query: query(words('quickbook')),
      facts: { common: null, pageMatches: 300 },
      way: 'collect',
      cap: TUNING.collectCap,
    },
    {
      name: 'collects a page of few expected matches, capped',
      query: query(words('quickbook'), { remoteOnly: true }),
      facts: { common: { quickbook: 0.002 }, pageMatches: 900 },
      way: 'collect',
      cap: TUNING.collectCap,
    },
    {
      name: 'walks a window of the newest jobs for common words',
      query: query(words('team')),
      facts: { pageMatches: 820_000 },
      way: 'walk',
      notAsked: ['candidates'],
    },
    {
      name: 'reads the feed when fewer jobs than a walk window are left',
      query: query(words('team')),
      facts: { pageMatches: 820_000, windowEnd: null },
      way: 'feed',
    },
    {
      name: 'walks filters alone when they match many jobs',
      query: query(null, { remoteOnly: true }),
      facts: { pageMatches: 300_000 },
      way: 'walk',
      ranges: { pay: 'index', posted: 'index' },
    },
    {
      name: 'checks common words on the candidates of selective filters (filters first)',
      query: query(words('work'), SELECTIVE),
      facts: { pageMatches: 11_000, wordMatches: 123_000, equalityMatches: 200_000, candidates: 173 },
      way: 'filters-first',
    },
    {
      name: 'keeps the words way when the filters have too many candidates',
      query: query(words('work'), SELECTIVE),
      facts: { pageMatches: 11_000, wordMatches: 123_000, equalityMatches: 200_000, candidates: 50_000 },
      way: 'walk',
    },
    {
      name: 'walks a posted-within window that holds the few matches near its start',
      query: query(words('manag'), { postedWithinDays: 30, flexibleOnly: true }),
      facts: { pageMatches: 1_000, windowJobs: 40_000, postedWindow: 424_000, wordMatches: 1_200 },
      way: 'walk',
      ranges: { pay: 'index', posted: 'rows' },
    },
    {
      name: 'checks a wide pay range on the rows of few word matches',
      query: query(words('quickbook'), { salaryType: 'monthly', salaryMin: 10_000 }),
      facts: { common: { quickbook: 0.01 }, pageMatches: 800, payRange: 438_000, wordMatches: 9_000 },
      way: 'collect',
      ranges: { pay: 'rows', posted: 'index' },
    },
    {
      name: 'looks a narrow pay range up',
      query: query(words('quickbook'), { salaryType: 'monthly', salaryMin: 90_000 }),
      facts: { common: { quickbook: 0.01 }, pageMatches: 800, payRange: 3_000 },
      way: 'collect',
      ranges: { pay: 'index', posted: 'index' },
    },
    {
      name: 'looks a wide range up beside as many word matches',
      query: query(words('team'), { salaryType: 'monthly', salaryMin: 1_000 }),
      facts: { pageMatches: 400_000, payRange: 600_000, wordMatches: 700_000 },
      way: 'walk',
      ranges: { pay: 'index', posted: 'index' },
    },
  ];

  it.each(cases)('$name', ({ query: scopeQuery, facts, way, cap, ranges, notAsked }) => {
    const statistics = statisticsOf(facts);
    const plan = planPage(scopeQuery, statistics, TUNING);
    expect(plan.way).toBe(way);
    if (cap !== undefined && plan.way === 'collect') expect(plan.cap).toBe(cap);
    if (ranges) expect({ pay: plan.input.pay, posted: plan.input.posted }).toEqual(ranges);
    for (const fact of notAsked ?? []) expect(statistics.asked).not.toContain(fact);
  });

  it('walks down to the end of the walk window, keeping the page', () => {
    const plan = planPage(query(words('team')), statisticsOf({ pageMatches: 820_000 }), TUNING);
    expect(plan).toMatchObject({ way: 'walk', input: { until: WINDOW_END, limit: 21, after: null } });
  });

  it('plans every relevance tier on its own vector: a word common in documents can be rare in titles', () => {
    const tierQuery: ScopeQuery = { ...query(words('quickbook')), scope: { sort: 'relevance', tier: 3 } };
    const statistics: SearchStatistics = {
      ...statisticsOf({ pageMatches: 50_000 }),
      words: (column: FtsColumn) =>
        column === 'fts_title'
          ? { lexemes: new CommonLexemes(['team'], [0.3]), nullShare: 0, rows: MILLION }
          : { lexemes: new CommonLexemes(['quickbook'], [0.3]), nullShare: 0, rows: MILLION },
    };
    expect(planPage(tierQuery, statistics, TUNING).way).toBe('collect');
    expect(planPage({ ...tierQuery, scope: { sort: 'newest' } }, statistics, TUNING).way).toBe('walk');
  });
});

describe('planWalk (a capped collection found more matches than its cap)', () => {
  const input: SearchSqlInput = { ...query(words('team')), pay: 'index', posted: 'index' };

  it('walks the window after the position', () => {
    expect(planWalk(input, statisticsOf({}), TUNING)).toMatchObject({ way: 'walk', input: { until: WINDOW_END } });
  });

  it('reads the feed when the window has no end', () => {
    expect(planWalk(input, statisticsOf({ windowEnd: null }), TUNING).way).toBe('feed');
  });
});

describe('planRest (a walk short at the end of its window)', () => {
  const walked = { ...query(words('work'), SELECTIVE), pay: 'index', posted: 'index', until: WINDOW_END } as const;

  it('collects the rest after the window, for the rows still missing', () => {
    const plan = planRest(walked, 5, statisticsOf({ candidates: 50_000 }), TUNING);
    expect(plan).toMatchObject({ way: 'collect', cap: null, input: { after: WINDOW_END, until: null, limit: 16 } });
  });

  it('takes filters first for the rest when the filters have few candidates', () => {
    const facts = { pageMatches: 11_000, wordMatches: 123_000, equalityMatches: 200_000, candidates: 173 };
    expect(planRest(walked, 5, statisticsOf(facts), TUNING).way).toBe('filters-first');
  });
});

describe('planCount', () => {
  const cases: Array<{
    name: string;
    text: { tsquery: string; groups: TermAlternative[][] } | null;
    filters?: Partial<JobSearchFilters>;
    facts: Facts;
    way: CountPlan['way'];
    notAsked?: string[];
    filtersAsked?: JobSearchFilters[];
  }> = [
    { name: 'counts from the facet index without words', text: null, facts: {}, way: 'all', notAsked: ['words'] },
    {
      name: 'answers the cap when the statistics prove a common word far over it',
      text: words('team'),
      facts: { jobs: { approved: 990_000, live: 985_000 }, pastEndJobs: 40 },
      way: 'over-cap',
      notAsked: ['filterJobs', 'matches'],
    },
    {
      name: 'proves it in flexible jobs too, a filter estimated on its own',
      text: words('team'),
      filters: { flexibleOnly: true },
      facts: { filterJobs: () => 500_000 },
      way: 'over-cap',
    },
    {
      name: 'stops asking filters once the bound cannot be met',
      text: words('team', 'work'),
      filters: { categories: ['Writing'], remoteOnly: true },
      facts: { filterJobs: (filter) => (filter.categories.length > 0 ? 20_000 : 400_000), candidates: 50_000 },
      way: 'words',
      filtersAsked: [{ ...NO_FILTERS, categories: ['Writing'] }],
    },
    {
      name: 'does not answer the cap when past-end jobs could leave too few',
      text: words('manag'),
      facts: { pastEndJobs: 400_000 },
      way: 'words',
    },
    {
      name: 'counts rare words from the words index',
      text: words('quickbook'),
      facts: {},
      way: 'words',
      notAsked: ['pastEndJobs', 'candidates'],
    },
    {
      name: 'counts from the words index before the first ANALYZE',
      text: words('team'),
      facts: { common: null },
      way: 'words',
    },
    {
      name: 'counts filters first when the filters have few candidates',
      text: words('work'),
      filters: SELECTIVE,
      facts: {
        filterJobs: () => 100_000,
        pageMatches: 11_000,
        wordMatches: 123_000,
        equalityMatches: 200_000,
        candidates: 173,
      },
      way: 'filters-first',
    },
  ];

  it.each(cases)('$name', ({ text, filters, facts, way, notAsked, filtersAsked }) => {
    const asked: JobSearchFilters[] = [];
    const statistics = statisticsOf({
      ...facts,
      filterJobs: (filter) => {
        asked.push(filter);
        return facts.filterJobs?.(filter) ?? 500_000;
      },
    });
    const plan = planCount({ ...NO_FILTERS, ...filters }, text, 10_000, statistics, TUNING);
    expect(plan.way).toBe(way);
    for (const fact of notAsked ?? []) expect(statistics.asked).not.toContain(fact);
    if (filtersAsked) expect(asked).toEqual(filtersAsked);
  });
});

describe('singleFilters', () => {
  it('splits the filters into one each, equality first, then the ranges', () => {
    const filters: JobSearchFilters = {
      ...NO_FILTERS,
      categories: ['Writing'],
      salaryType: 'hourly',
      salaryMin: 30,
      remoteOnly: true,
      postedWithinDays: 7,
    };
    expect(singleFilters(filters)).toEqual([
      { ...NO_FILTERS, categories: ['Writing'] },
      { ...NO_FILTERS, salaryType: 'hourly' },
      { ...NO_FILTERS, remoteOnly: true },
      { ...NO_FILTERS, salaryMin: 30 },
      { ...NO_FILTERS, postedWithinDays: 7 },
    ]);
  });
});

describe('describePlan', () => {
  it('names the way, and the cap of a capped collection', () => {
    const input: SearchSqlInput = { ...query(null), pay: 'index', posted: 'index' };
    expect(describePlan({ way: 'collect', input, cap: 3_000, why: '' })).toBe('collect (cap 3000)');
    expect(describePlan({ way: 'collect', input, cap: null, why: '' })).toBe('collect');
    expect(describePlan({ way: 'over-cap', why: '' })).toBe('over-cap');
  });
});
