import { hasFilters, type JobSearchFilters, NO_FILTERS } from './job-search-criteria';
import type { JobSearchTuning } from './job-search-tuning';
import type { SearchStatistics } from './job-search.statistics';
import {
  canSearchFiltersFirst,
  type FeedPosition,
  matchedColumn,
  type RangeLookup,
  type SearchScope,
  type SearchSqlInput,
} from './job-search.sql';
import {
  candidatesWorthCounting,
  filtersFirstCost,
  prefersFiltersFirst,
  type WordsWayEstimates,
  wordsWayCost,
} from './filters-first';
import { isGrounded, type TermAlternative } from './search-terms';

/**
 * The job search's planner: which statement reads a page of one scope (newest first, or one
 * relevance tier) and how a result count is taken. Pure: criteria, statistics and tuning in, a plan
 * out; it runs nothing. The statistics are read through SearchStatistics (job-search.statistics.ts),
 * which fetches each fact the first time the planner asks for it; JobSearchRepository runs the plan.
 * docs/search.md explains the cost model and the thresholds (JobSearchTuning).
 *
 * The ways to read a page, all giving the same rows in feed order (job-search.sql.ts builds them):
 * - `feed`: walk the newest live jobs along an index and stop at the page's end; right when every
 *   job matches (no words, no filters) or fewer than a walk window are left.
 * - `collect`: collect every match from the indexes (bitmaps), sort them, keep a page; right when
 *   matches are few. With a cap, more matches than the cap mean the estimate was too low: the page
 *   is then walked instead (planWalk).
 * - `walk`: walk the newest jobs down to the end of a window of `walkWindow` jobs, with bitmaps and
 *   table scans off; the cost is at most the window. A page still short at the window's end is
 *   finished by planRest.
 * - `filters-first`: take the candidates of the equality filters and ranges from the facet index
 *   and check the words on their rows; right when the words are common and the filters selective.
 */

/** One scope's page before planning: its words and filters, where it starts, and how many rows it wants. */
export interface ScopeQuery {
  filters: JobSearchFilters;
  /** A tsquery in text form, or null without words. */
  tsquery: string | null;
  /** The tsquery as data (empty without words): what the statistics of common lexemes are checked for. */
  groups: readonly TermAlternative[][];
  scope: SearchScope;
  after: FeedPosition | null;
  limit: number;
}

/** How a page (or the rest of one) is read. `why` says which rule chose it. */
export type PagePlan =
  | { way: 'feed'; input: SearchSqlInput; why: string }
  | { way: 'collect'; input: SearchSqlInput; cap: number | null; why: string }
  | { way: 'walk'; input: SearchSqlInput & { until: FeedPosition }; why: string }
  | { way: 'filters-first'; input: SearchSqlInput; why: string };

/** How a result count is taken (none without a statement: `over-cap` answers the cap at once). */
export type CountPlan =
  | { way: 'all'; why: string }
  | { way: 'over-cap'; why: string }
  | { way: 'filters-first'; tsquery: string; why: string }
  | { way: 'words'; tsquery: string; why: string };

/** A plan in a few words, as the search benchmark prints it. */
export function describePlan(plan: PagePlan | CountPlan): string {
  if (plan.way === 'collect') return plan.cap === null ? 'collect' : `collect (cap ${plan.cap})`;
  return plan.way;
}

/**
 * The first plan of a page. Range lookups first (they shape every estimate after them); then:
 * words rarer than the statistics know are collected (the planner would take them for common);
 * a page of every live job is the feed; filters first when it checks fewer rows; few expected
 * matches are collected with a cap; everything else is walked.
 */
export function planPage(query: ScopeQuery, statistics: SearchStatistics, tuning: JobSearchTuning): PagePlan {
  const input: SearchSqlInput = {
    filters: query.filters,
    tsquery: query.tsquery,
    scope: query.scope,
    after: query.after,
    limit: query.limit,
    ...rangeLookups(query, statistics, tuning),
  };
  const common = query.groups.length > 0 ? (statistics.words(matchedColumn(query.scope))?.lexemes ?? null) : null;
  if (!isGrounded(query.groups, common))
    return { way: 'collect', input, cap: null, why: 'words rarer than the statistics know' };
  if (input.tsquery === null && !hasFilters(input.filters))
    return { way: 'feed', input, why: 'every live job matches' };

  const matches = statistics.matches(input);
  if (takesFiltersFirst(input, input.limit, 'walk', statistics, tuning))
    return { way: 'filters-first', input, why: 'the filters have fewer candidates than the words cost' };
  if (matches <= tuning.collectEstimateMax && !walksPostedWindow(input, matches, statistics, tuning))
    return { way: 'collect', input, cap: tuning.collectCap, why: 'few matches expected' };
  return planWalk(input, statistics, tuning);
}

/**
 * A newest-first walk within a window of `walkWindow` jobs after the page's position: its cost is
 * at most the window. Fewer jobs than the window are left: any plan reads few, the feed's stops first.
 */
export function planWalk(input: SearchSqlInput, statistics: SearchStatistics, tuning: JobSearchTuning): PagePlan {
  const until = statistics.windowEnd(input.after, tuning.walkWindow);
  if (until === null) return { way: 'feed', input, why: 'fewer jobs than a walk window are left' };
  return { way: 'walk', input: { ...input, until }, why: 'matches expected common' };
}

/**
 * The rest of a page whose walk found only `found` rows within its window: the matches are sparser
 * than estimated (a pay range the planner took for wider, say). The words' matches after the
 * window are collected, unless checking the filters' candidates is cheaper.
 */
export function planRest(
  walked: SearchSqlInput & { until: FeedPosition },
  found: number,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): PagePlan {
  const input: SearchSqlInput = { ...walked, after: walked.until, until: null, limit: walked.limit - found };
  return takesFiltersFirst(input, input.limit, 'collect', statistics, tuning)
    ? { way: 'filters-first', input, why: 'the walk window held too few matches; the filters have fewer candidates' }
    : { way: 'collect', input, cap: null, why: 'the walk window held too few matches' };
}

/**
 * How the live jobs matching words and filters are counted up to `cap` + 1 (`tsquery` null:
 * without words). Answered capped without counting when the statistics prove far more match;
 * otherwise filters first when cheaper, else from the words' GIN index of job_count_rows.
 */
export function planCount(
  filters: JobSearchFilters,
  words: { tsquery: string; groups: readonly TermAlternative[][] } | null,
  cap: number,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): CountPlan {
  if (words === null) return { way: 'all', why: 'no words: counted from the facet index' };
  if (surelyOverCap(words.groups, filters, cap, statistics, tuning))
    return { way: 'over-cap', why: 'the statistics prove far more matches than the cap' };
  const counted: SearchSqlInput = {
    filters,
    tsquery: words.tsquery,
    scope: { sort: 'newest' },
    after: null,
    limit: cap + 1,
  };
  if (takesFiltersFirst(counted, cap + 1, 'count', statistics, tuning))
    return {
      way: 'filters-first',
      tsquery: words.tsquery,
      why: 'the filters have fewer candidates than the words cost',
    };
  return { way: 'words', tsquery: words.tsquery, why: 'counted from the words index of job_count_rows' };
}

/**
 * Each filter of a search on its own (a JobSearchFilters with just that one set), in the order of
 * the estimates of surelyOverCap: single-column estimates, which the planner's statistics answer
 * well, where a combination would be multiplied as if independent.
 */
export function singleFilters(filters: JobSearchFilters): JobSearchFilters[] {
  const single: JobSearchFilters[] = [];
  if (filters.categories.length > 0) single.push({ ...NO_FILTERS, categories: filters.categories });
  if (filters.jobTypes.length > 0) single.push({ ...NO_FILTERS, jobTypes: filters.jobTypes });
  if (filters.experienceLevels.length > 0) single.push({ ...NO_FILTERS, experienceLevels: filters.experienceLevels });
  if (filters.salaryType !== null) single.push({ ...NO_FILTERS, salaryType: filters.salaryType });
  if (filters.remoteOnly) single.push({ ...NO_FILTERS, remoteOnly: true });
  if (filters.flexibleOnly) single.push({ ...NO_FILTERS, flexibleOnly: true });
  if (filters.salaryMin !== null) single.push({ ...NO_FILTERS, salaryMin: filters.salaryMin });
  if (filters.postedWithinDays !== null) single.push({ ...NO_FILTERS, postedWithinDays: filters.postedWithinDays });
  return single;
}

/**
 * Whether the statistics prove that more than statisticsCapFactor x cap live jobs match the words
 * and filters. Of the rows ANALYZE counted, a share surely holds all the words
 * (CommonLexemes.matchingShareAtLeast); each filter misses at most the share of rows the planner
 * estimates outside it; and at most the rows not approved, and the approved ones past their end,
 * are not live. 'team' (82% of the jobs) in flexible jobs (50%): at least 32% of the jobs.
 */
function surelyOverCap(
  groups: readonly TermAlternative[][],
  filters: JobSearchFilters,
  cap: number,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): boolean {
  const document = statistics.words('fts_document');
  if (!document || document.rows <= 0) return false;
  const wanted = tuning.statisticsCapFactor * cap;
  const { approved } = statistics.jobs();
  const notLive = Math.max(0, document.rows - approved);
  let share = (1 - document.nullShare) * document.lexemes.matchingShareAtLeast(groups);
  // Each filter asked only while the bound can still be met.
  for (const filter of singleFilters(filters)) {
    if (document.rows * share - notLive <= wanted) return false;
    share -= 1 - Math.min(1, statistics.filterJobs(filter) / document.rows);
  }
  const surely = document.rows * share - notLive;
  if (surely <= wanted) return false;
  // Past-end jobs are only counted as far as they could still leave enough.
  return surely - statistics.pastEndJobs(Math.ceil(surely - wanted)) > wanted;
}

/**
 * Whether words with a posted-within filter are walked although few matches are expected: all
 * of them are among the newest jobs, so a walk meets them at once unless they are sparse in the
 * window, while collecting them reads the whole window as a bitmap beside the words' (a window of
 * weeks holds a large share of all jobs, far costlier than a short walk). Walked when the walk is
 * expected to fill the page within half its window.
 */
function walksPostedWindow(
  input: SearchSqlInput,
  matches: number,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): boolean {
  const days = input.filters.postedWithinDays;
  if (input.tsquery === null || days === null) return false;
  // Both estimates include the listing end alike, so their ratio holds.
  return (input.limit * windowJobs(days, statistics)) / Math.max(matches, 1) <= tuning.walkWindow / 2;
}

/** The planner's estimate of the live jobs posted within the last `days` days. */
function windowJobs(days: number, statistics: SearchStatistics): number {
  return statistics.matches({
    filters: { ...NO_FILTERS, postedWithinDays: days },
    tsquery: null,
    scope: { sort: 'newest' },
    after: null,
    limit: 1,
  });
}

/**
 * How a scope of a search writes its ranges (see RangeLookup): looked up, unless words collect
 * the matches and the range is wide by the planner's estimate, in itself and beside the scope's
 * word matches (tuning). Per scope: the title tier's words match far fewer jobs than the
 * document's, so checking the window on them beats a bitmap of the whole window.
 */
function rangeLookups(
  query: ScopeQuery,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): { pay: RangeLookup; posted: RangeLookup } {
  const { filters, tsquery } = query;
  if (tsquery === null) return { pay: 'index', posted: 'index' };
  const lookup = (rangeRows: () => number): RangeLookup => {
    const rows = rangeRows();
    if (rows <= tuning.rangeLookupMaxRows) return 'index';
    // The words' matches (with the equality filters the GIN index holds) are what a range on rows
    // checks. Their estimate includes the listing end, which the range's does not: scaled to jobs.
    const { approved, live } = statistics.jobs();
    const words = (wordMatches(filters, tsquery, query.scope, statistics) * approved) / Math.max(live, 1);
    return rows > tuning.rangeLookupWordsFactor * words ? 'rows' : 'index';
  };
  const { salaryType, salaryMin, postedWithinDays } = filters;
  return {
    pay: salaryType === null || salaryMin === null ? 'index' : lookup(() => statistics.payRange(salaryType, salaryMin)),
    posted: postedWithinDays === null ? 'index' : lookup(() => statistics.postedWindow(postedWithinDays)),
  };
}

/** The filters the words' GIN index holds (equality), without the ranges it does not. */
function withoutRanges(filters: JobSearchFilters): JobSearchFilters {
  return { ...filters, salaryMin: null, postedWithinDays: null };
}

/** The planner's estimate of the jobs the words' GIN index hands over in a scope: the words with the equality filters it holds. */
function wordMatches(
  filters: JobSearchFilters,
  tsquery: string,
  scope: SearchScope,
  statistics: SearchStatistics,
): number {
  return statistics.matches({ filters: withoutRanges(filters), tsquery, scope, after: null, limit: 1 });
}

/**
 * Whether filters first is cheaper for `wanted` matches of `input` than the words' own way, as
 * filters-first.ts weighs it (`way`: how that way would find them, unless the planner expects
 * few matches, which it collects). Never without words or an equality filter.
 */
function takesFiltersFirst(
  input: SearchSqlInput,
  wanted: number,
  way: WordsWayEstimates['way'],
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): boolean {
  if (input.tsquery === null || !canSearchFiltersFirst(input.filters)) return false;
  const words = wordsWayEstimates(input, input.tsquery, way, wanted, statistics, tuning);
  if (words === null) return false;
  const wordsCost = wordsWayCost(words, wanted, tuning);
  const worth = candidatesWorthCounting(wordsCost, wanted, words.way, tuning);
  if (worth === 0) return false;
  const candidates = statistics.candidates(input.filters, worth);
  return candidates <= worth && prefersFiltersFirst(filtersFirstCost(candidates, words, wanted, tuning), wordsCost);
}

/**
 * The estimates of the words' way, or null when it walks a few hundred jobs at most, which no
 * count of candidates could beat (most searches of common words): the word matches and the
 * equality filters' jobs are then not asked for.
 */
function wordsWayEstimates(
  input: SearchSqlInput,
  tsquery: string,
  way: WordsWayEstimates['way'],
  wanted: number,
  statistics: SearchStatistics,
  tuning: JobSearchTuning,
): WordsWayEstimates | null {
  // Every estimate here includes the listing end (FEED_LIVE), which the planner has no
  // statistics for: it guesses a third of the approved jobs, where nearly all are live. Scaled
  // by that guess, the estimates count jobs, as the limit and the walk window do.
  const { approved, live } = statistics.jobs();
  const scale = approved / Math.max(live, 1);
  const matches = statistics.matches(input);
  // As planPage decides: on the planner's own figure.
  const collects =
    way === 'walk' && matches <= tuning.collectEstimateMax && !walksPostedWindow(input, matches, statistics, tuning);
  const settled = collects ? 'collect' : way;
  const days = input.filters.postedWithinDays;
  const known = {
    matches: matches * scale,
    live: approved,
    windowJobs: days === null ? 0 : windowJobs(days, statistics) * scale,
    way: settled,
    wordMatches: 0,
    equalityMatches: 0,
  };
  // A walk within its window costs the jobs it passes, whatever the word matches.
  const walk = wordsWayCost(known, wanted, tuning);
  if (settled === 'walk' && walk < tuning.walkWindow && candidatesWorthCounting(walk, wanted, settled, tuning) === 0)
    return null;
  return {
    ...known,
    wordMatches: wordMatches(input.filters, tsquery, input.scope, statistics) * scale,
    equalityMatches:
      statistics.matches({
        filters: withoutRanges(input.filters),
        tsquery: null,
        scope: input.scope,
        after: null,
        limit: 1,
      }) * scale,
  };
}
