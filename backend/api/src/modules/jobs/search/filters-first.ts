import type { JobSearchTuning } from './job-search-tuning';

/**
 * When a search with words and filters is cheaper filters first (job-search.sql.ts,
 * buildFiltersFirstSearchSql), in rows checked: a row is a job whose conditions are checked on the
 * table, the cost that makes slow searches slow.
 *
 * The words' own way costs what the planner's estimates say; they count the words well (the GIN
 * statistics), but not the candidates of filters first: the pay a job offers depends on its salary
 * type, job type and level, which the planner takes as independent, so it can overestimate the
 * candidates of a combination by orders of magnitude. So the
 * candidates are counted, from the facet index alone and only as far as filters first could still
 * be cheaper (candidatesWorthCounting).
 */

/** The planner's estimates of the words' own way, in jobs (see JobSearchRepository.rows). */
export interface WordsWayEstimates {
  /** Live jobs the words and filters match (for a page, after its position). */
  matches: number;
  /** Jobs the words' GIN index hands over to be checked: the words with the equality filters it holds. */
  wordMatches: number;
  /** Live jobs the equality filters alone match: the words match wordMatches / equalityMatches of them. */
  equalityMatches: number;
  /** Live jobs. */
  live: number;
  /** Live jobs of the posted-within window (0 without one): collected matches are found beside a bitmap of them all. */
  windowJobs: number;
  /**
   * How it finds them: walking the newest jobs, collecting the matches (a page expected to have
   * few, or the rest of a walked page), or counting them.
   */
  way: 'walk' | 'collect' | 'count';
}

/**
 * Collecting checks every word match on its row; a walk about wanted x live / matches jobs (the
 * window's jobs, with a posted-within filter: they are the newest, where the walk starts), and
 * when the walk window runs out first, every word match as well (the rest of the page is
 * collected). A count reads the word matches from the GIN index of job_count_rows, and checks
 * their narrow rows there (countRowCost each) until `wanted` matched. Collected matches of a
 * posted-within window are found beside a bitmap of every job in it, read from the feed index,
 * when the planner finds that cheaper than checking every word match's row.
 */
export function wordsWayCost(estimates: WordsWayEstimates, wanted: number, tuning: JobSearchTuning): number {
  const { matches, wordMatches, live, windowJobs, way } = estimates;
  const window = windowJobs * tuning.filtersFirstCandidateCost;
  if (way === 'count')
    return (
      wordMatches * tuning.filtersFirstCandidateCost +
      Math.min(wordMatches, (wanted * wordMatches) / Math.max(matches, 1)) * tuning.countRowCost
    );
  if (way === 'collect')
    return windowJobs > 0
      ? Math.min(wordMatches, wordMatches * tuning.filtersFirstCandidateCost + window + matches)
      : wordMatches;
  const walk = (wanted * (windowJobs > 0 ? windowJobs : live)) / Math.max(matches, 1);
  return walk <= tuning.walkWindow ? walk : tuning.walkWindow + wordMatches;
}

/**
 * Filters first is taken when it costs at most half the words' way: the estimates behind both
 * can be a few times off, and a wrong choice should still not cost more than the other way.
 */
export function prefersFiltersFirst(filtersFirst: number, wordsWay: number): boolean {
  return filtersFirst <= wordsWay / 2;
}

/**
 * Filters first reads its candidates twice from the facet index (counted, then collected), then
 * checks them newest first until `wanted` matched, all of them at most. The words match about the
 * share of the candidates that they match of the jobs with the same equality filters: unlike the
 * estimate of the matches, that share does not depend on the pay range, which the planner misjudges.
 */
export function filtersFirstCost(
  candidates: number,
  estimates: WordsWayEstimates,
  wanted: number,
  tuning: JobSearchTuning,
): number {
  const share = Math.min(1, estimates.wordMatches / Math.max(estimates.equalityMatches, 1));
  const checked = Math.min(candidates, wanted / Math.max(share, Number.MIN_VALUE));
  return 2 * candidates * tuning.filtersFirstCandidateCost + checked * checkCost(estimates.way, tuning);
}

/** Checking a candidate's words on its row: a count's check is priced apart (see filtersFirstCountCheckCost). */
function checkCost(way: WordsWayEstimates['way'], tuning: JobSearchTuning): number {
  return way === 'count' ? tuning.filtersFirstCountCheckCost : tuning.filtersFirstCheckCost;
}

/**
 * The most candidates worth counting for `wanted` matches of a search whose words' own way costs
 * `wordsCost`: with more, reading them twice and checking at least `wanted` of them (all of them,
 * when fewer) would cost half of it, and filters first could not be preferred. Counting stops one
 * beyond, so a search better the words' own way pays at most a quarter more to find out (nothing
 * below filtersFirstMinCost). A count's checks unpack document vectors (filtersFirstCountCheckCost),
 * so for a count of 10,001 filters first is only worth a look beside a costly words' way.
 */
export function candidatesWorthCounting(
  wordsCost: number,
  wanted: number,
  way: WordsWayEstimates['way'],
  tuning: JobSearchTuning,
): number {
  if (wordsCost < tuning.filtersFirstMinCost) return 0;
  const budget = wordsCost / 2;
  const read = 2 * tuning.filtersFirstCandidateCost;
  const check = checkCost(way, tuning);
  // Up to `wanted` candidates, each is read and checked; beyond, only read.
  const allChecked = budget / (read + check);
  const worth =
    allChecked < wanted ? allChecked : read > 0 ? (budget - wanted * check) / read : Number.POSITIVE_INFINITY;
  return Math.min(tuning.filtersFirstMaxCandidates, Math.floor(worth));
}
