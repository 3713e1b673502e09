/**
 * The search's thresholds, in one place: the repository decides with them, filters first prices
 * with them, and tests shrink them so that a few jobs take every path.
 */

/** When a page is collected and how far a walk goes (see `rows`). */
export interface JobSearchTuning {
  /** Pages whose matches the planner estimates at most this many are collected rather than walked. */
  collectEstimateMax: number;
  /**
   * A collection stops beyond this many matches (the estimate was too low, e.g. words that always
   * occur together): the page is walked instead. Small, as every match collected is a row read.
   */
  collectCap: number;
  /** How many jobs a newest-first walk may pass before the rest of a page is collected instead. */
  walkWindow: number;
  /**
   * With words, a pay range the planner expects to hold more approved jobs than this is checked on
   * the rows the words match rather than looked up (RangeLookup), and a posted-within window alike: a bitmap of this many entries costs
   * a few milliseconds, about what checking the rows of a page's collected matches costs.
   */
  rangeLookupMaxRows: number;
  /**
   * ... and more than this many times the words' own matches (the planner's estimates, both in
   * jobs): a bitmap entry of a range costs about a tenth of checking a row on the heap, so a range
   * up to several times wider than the words' matches is still cheaper looked up. The margin also
   * covers words the planner takes for rarer than they are (correlated with a filter, such as
   * 'senior' with the level).
   */
  rangeLookupWordsFactor: number;
  /**
   * Filters first (buildFiltersFirstSearchSql) is never taken for more candidates than this, and
   * so they are never counted further: every one is read and sorted before the first check.
   */
  filtersFirstMaxCandidates: number;
  /**
   * What filters first costs, in rows that the words' own way checks (filters-first.ts): reading
   * a candidate from the facet index (index only: a tenth of a row or less), and checking a
   * candidate's words on its row (a primary key lookup more than a bitmap's recheck).
   */
  filtersFirstCandidateCost: number;
  filtersFirstCheckCost: number;
  /**
   * ... and checking a candidate's words when counting, where the words' own way reads no document
   * vector at all (job_count_rows): each candidate's vector is unpacked from jobs' TOAST table,
   * several times a plain row check.
   */
  filtersFirstCountCheckCost: number;
  /**
   * Searches whose words' own way checks fewer rows than this (a few milliseconds) keep it
   * without counting candidates: filters first could save little more than the count costs.
   */
  filtersFirstMinCost: number;
  /**
   * What checking a word match's row in job_count_rows costs a count, in rows of jobs (see
   * filters-first.ts): about fifty narrow rows share a page, where a job's row fills a quarter of
   * one.
   */
  countRowCost: number;
  /**
   * A count of words alone is answered capped without counting when the statistics say that more
   * than this many times the cap surely match (JobSearchRepository.surelyOverCap): counting a
   * common word reads its whole GIN posting list, slow at a million jobs. The margin
   * covers sampling (ANALYZE reads 30,000 rows) and the jobs written since.
   */
  statisticsCapFactor: number;
}

export const DEFAULT_JOB_SEARCH_TUNING: JobSearchTuning = {
  collectEstimateMax: 1_500,
  collectCap: 3_000,
  walkWindow: 5_000,
  rangeLookupMaxRows: 20_000,
  rangeLookupWordsFactor: 8,
  filtersFirstMaxCandidates: 30_000,
  filtersFirstCandidateCost: 0.1,
  filtersFirstCheckCost: 1.3,
  filtersFirstCountCheckCost: 5,
  filtersFirstMinCost: 500,
  countRowCost: 0.3,
  statisticsCapFactor: 10,
};

/** Injection token of the tuning (tests shrink it, so a few jobs take every path). */
export const JOB_SEARCH_TUNING = Symbol('JOB_SEARCH_TUNING');
