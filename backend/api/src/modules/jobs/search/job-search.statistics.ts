import { Injectable } from '@nestjs/common';
import type { SalaryType } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { TextSql } from '../../../infrastructure/database/typed-sql';
import { type JobSearchFilters, NO_FILTERS } from './job-search-criteria';
import {
  APPROVED_ESTIMATE_SQL,
  buildCandidateCountSql,
  buildFilterEstimateSqls,
  buildMatchEstimateSql,
  buildPastEndCountSql,
  buildPayRangeEstimateSql,
  buildPostedWindowEstimateSql,
  buildWindowEndSql,
  COMMON_LEXEMES_SQL,
  type FeedPosition,
  type FtsColumn,
  type SearchSqlInput,
  type Sql,
} from './job-search.sql';
import { CommonLexemes } from './search-terms';

/**
 * What the search planner (job-search.planner.ts) knows about the jobs table, and where each fact
 * comes from. The planner reads them synchronously through `SearchStatistics`; a fact not known
 * yet is fetched by the search's fact book and the planner is asked again (SearchFactBook.plan),
 * so a search only pays for the facts its plan depends on.
 *
 * Sources, cheapest first:
 * - ANALYZE's statistics (pg_stats, pg_class): the most common lexemes of each search vector with
 *   their frequencies, and the rows of jobs. Kept STATISTICS_MAX_AGE_MS: they change slowly.
 * - The PostgreSQL planner's row estimates (`explain (format json)`, nothing runs), cheap but
 *   not free: the jobs a search's conditions match, a pay range, a posted-within window, one filter.
 *   Asked once per search; the approved and live jobs kept as the statistics are.
 * - Counts, stopped at a limit: a search's candidates filters first (from the facet index alone),
 *   and the approved jobs past their end (kept PAST_END_MAX_AGE_MS).
 * - The end of a walk window: the job `walkWindow` places after a position in feed order.
 */

/** The statistics of one search vector: its common lexemes, the share of rows without one, and the rows of jobs (-1: unknown). */
export interface WordStatistics {
  lexemes: CommonLexemes;
  nullShare: number;
  rows: number;
}

/** The planner's estimates of the approved jobs and of the live ones (approved and not past their end). */
export interface JobsEstimate {
  approved: number;
  live: number;
}

/** The facts the planner reads. Each throws UnknownFact when the search has not fetched it yet. */
export interface SearchStatistics {
  /** ANALYZE's statistics of a search vector, null before the first ANALYZE. */
  words(column: FtsColumn): WordStatistics | null;
  /** The planner's estimates of approved and live jobs. */
  jobs(): JobsEstimate;
  /** The planner's estimate of the live jobs a page's conditions match (position and ranges included). */
  matches(input: SearchSqlInput): number;
  /** The planner's estimate of the approved jobs of a salary type whose pay reaches `salaryMin`. */
  payRange(salaryType: SalaryType, salaryMin: number): number;
  /** The planner's estimate of the approved jobs posted within the last `days` days. */
  postedWindow(days: number): number;
  /** The planner's estimate of the jobs (any status) meeting one filter (`filter` sets exactly one). */
  filterJobs(filter: JobSearchFilters): number;
  /** The live jobs the filters allow (filters first's candidates), counted up to `limit` + 1. */
  candidates(filters: JobSearchFilters, limit: number): number;
  /** The approved jobs past their listing end, counted up to `limit` + 1. */
  pastEndJobs(limit: number): number;
  /** The approved job `offset` places after `after` in feed order: the end of a walk window, null when fewer are left. */
  windowEnd(after: FeedPosition | null, offset: number): FeedPosition | null;
}

/** A fact the planner asked for before it was fetched. */
export type SearchFact =
  | { kind: 'words' }
  | { kind: 'jobs' }
  | { kind: 'matches'; input: SearchSqlInput }
  | { kind: 'payRange'; salaryType: SalaryType; salaryMin: number }
  | { kind: 'postedWindow'; days: number }
  | { kind: 'filterJobs'; filter: JobSearchFilters }
  | { kind: 'candidates'; filters: JobSearchFilters; limit: number }
  | { kind: 'pastEndJobs'; limit: number }
  | { kind: 'windowEnd'; after: FeedPosition | null; offset: number };

/** Thrown by a fact book for a fact it does not hold yet: SearchFactBook.plan fetches it and asks again. */
export class UnknownFact extends Error {
  constructor(readonly fact: SearchFact) {
    super(`The search planner needs the fact ${fact.kind}, which was not fetched`);
  }
}

/** Runs one statement of the search's transaction (`?` placeholders, filled in on the client). */
export type SqlRunner = TextSql;

/** Statistics change slowly (autovacuum's ANALYZE); rereading them this often is plenty. */
export const STATISTICS_MAX_AGE_MS = 10 * 60_000;
/**
 * How long the count of approved jobs past their end is kept: more can only pass their end
 * meanwhile than the margin of statisticsCapFactor allows for at a rate of thousands a minute.
 */
export const PAST_END_MAX_AGE_MS = 60_000;

/**
 * Whether a count taken at most `countedLimit` + 1 far (`counted`) answers a count up to `limit`:
 * an exact count answers any limit; a capped one, every limit up to its own.
 */
function answersLimit(counted: number, countedLimit: number, limit: number): boolean {
  return counted <= countedLimit || limit <= countedLimit;
}

/** A count kept with how far it was taken. */
interface Counted {
  limit: number;
  count: number;
}

/** A count as the answer to a count up to `limit`, when it answers it. */
function countUpTo(kept: Counted | undefined, limit: number): number | undefined {
  return kept && answersLimit(kept.count, kept.limit, limit) ? Math.min(kept.count, limit + 1) : undefined;
}

/** The answer of `explain (format json)`. */
type PlanEstimate = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

interface CommonLexemesRow {
  column: FtsColumn;
  lexemes: string[] | null;
  frequencies: number[] | null;
  null_share: number;
  rows: number | null;
}

/**
 * The statistics the search keeps between searches, aged by the injected Clock, and the way every
 * fact is fetched. One per process; each search reads through its own SearchFactBook.
 */
@Injectable()
export class JobSearchStatistics {
  private words: { at: number; value: Map<FtsColumn, WordStatistics> } | null = null;
  private jobs: { at: number; value: JobsEstimate } | null = null;
  private pastEnd: { at: number; value: Counted } | null = null;

  constructor(private readonly clock: Clock) {}

  /** The facts of one search, fetched on its transaction (`runner`) as its planning asks for them. */
  forSearch(runner: SqlRunner): SearchFactBook {
    return new SearchFactBook(this, runner);
  }

  /** Kept statistics still young enough, else undefined. */
  keptWords(): Map<FtsColumn, WordStatistics> | undefined {
    return this.fresh(this.words, STATISTICS_MAX_AGE_MS);
  }

  keptJobs(): JobsEstimate | undefined {
    return this.fresh(this.jobs, STATISTICS_MAX_AGE_MS);
  }

  keptPastEnd(limit: number): number | undefined {
    return countUpTo(this.fresh(this.pastEnd, PAST_END_MAX_AGE_MS), limit);
  }

  private fresh<T>(kept: { at: number; value: T } | null, maxAgeMs: number): T | undefined {
    return kept && this.clock.now().getTime() - kept.at < maxAgeMs ? kept.value : undefined;
  }

  /** Reads the statistics of each search vector (none before the first ANALYZE) and keeps them. */
  async fetchWords(runner: SqlRunner): Promise<Map<FtsColumn, WordStatistics>> {
    const rows = await runner.execute<CommonLexemesRow>(COMMON_LEXEMES_SQL);
    const value = new Map(
      rows.flatMap((row) =>
        row.lexemes === null
          ? []
          : [
              [
                row.column,
                {
                  lexemes: new CommonLexemes(row.lexemes, row.frequencies ?? []),
                  nullShare: row.null_share,
                  rows: row.rows ?? -1,
                },
              ] as const,
            ],
      ),
    );
    this.words = { at: this.clock.now().getTime(), value };
    return value;
  }

  /** Asks the planner for the approved and live jobs and keeps them. */
  async fetchJobs(runner: SqlRunner): Promise<JobsEstimate> {
    const live = await estimate(
      runner,
      buildMatchEstimateSql({
        filters: NO_FILTERS,
        tsquery: null,
        scope: { sort: 'newest' },
        after: null,
        limit: 1,
      }),
    );
    const value = { approved: await estimate(runner, APPROVED_ESTIMATE_SQL), live };
    this.jobs = { at: this.clock.now().getTime(), value };
    return value;
  }

  /** Counts the approved jobs past their end up to `limit` + 1 (the planner's histogram guesses few values poorly) and keeps the count. */
  async fetchPastEnd(runner: SqlRunner, limit: number): Promise<number> {
    const [row] = await runner.execute<{ past_end: number }>(...sqlOf(buildPastEndCountSql(limit + 1)));
    const value = { limit, count: row?.past_end ?? 0 };
    this.pastEnd = { at: this.clock.now().getTime(), value };
    return value.count;
  }
}

function sqlOf({ sql, params }: Sql): [string, unknown[]] {
  return [sql, params];
}

/** The planner's row estimate of a statement (EXPLAIN; nothing runs); infinite when it answers none. */
async function estimate(runner: SqlRunner, statement: Sql): Promise<number> {
  const [row] = await runner.execute<PlanEstimate>(...sqlOf(statement));
  return row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** A key for a fact (its statement's text and values identify it). */
function keyOf(fact: SearchFact): string {
  return JSON.stringify(fact);
}

/**
 * The facts one search has learnt, read by the planner synchronously (SearchStatistics) and
 * fetched on the search's transaction when it asks for one it lacks (`plan`). Estimates and counts
 * are asked once per search; a candidates count taken further answers every smaller limit.
 */
export class SearchFactBook implements SearchStatistics {
  private readonly known = new Map<string, unknown>();
  private readonly counted = new Map<string, Counted>();
  private wordsKnown: Map<FtsColumn, WordStatistics> | undefined;
  private jobsKnown: JobsEstimate | undefined;
  private pastEndKnown: Counted | undefined;

  constructor(
    private readonly statistics: JobSearchStatistics,
    private readonly runner: SqlRunner,
  ) {}

  /**
   * Asks the pure `decide` (a planner entry) until it no longer lacks a fact: each fact it asks
   * for and this search does not know yet is fetched, then it is asked again from the start.
   */
  async plan<T>(decide: (statistics: SearchStatistics) => T): Promise<T> {
    for (;;) {
      try {
        return decide(this);
      } catch (error) {
        if (!(error instanceof UnknownFact)) throw error;
        await this.fetch(error.fact);
      }
    }
  }

  words(column: FtsColumn): WordStatistics | null {
    this.wordsKnown ??= this.statistics.keptWords();
    if (!this.wordsKnown) throw new UnknownFact({ kind: 'words' });
    return this.wordsKnown.get(column) ?? null;
  }

  jobs(): JobsEstimate {
    this.jobsKnown ??= this.statistics.keptJobs();
    if (!this.jobsKnown) throw new UnknownFact({ kind: 'jobs' });
    return this.jobsKnown;
  }

  matches(input: SearchSqlInput): number {
    return this.estimateOf({ kind: 'matches', input });
  }

  payRange(salaryType: SalaryType, salaryMin: number): number {
    return this.estimateOf({ kind: 'payRange', salaryType, salaryMin });
  }

  postedWindow(days: number): number {
    return this.estimateOf({ kind: 'postedWindow', days });
  }

  filterJobs(filter: JobSearchFilters): number {
    return this.estimateOf({ kind: 'filterJobs', filter });
  }

  candidates(filters: JobSearchFilters, limit: number): number {
    const count = countUpTo(this.counted.get(keyOf({ kind: 'candidates', filters, limit: 0 })), limit);
    if (count === undefined) throw new UnknownFact({ kind: 'candidates', filters, limit });
    return count;
  }

  pastEndJobs(limit: number): number {
    const count = countUpTo(this.pastEndKnown, limit) ?? this.statistics.keptPastEnd(limit);
    if (count === undefined) throw new UnknownFact({ kind: 'pastEndJobs', limit });
    return count;
  }

  windowEnd(after: FeedPosition | null, offset: number): FeedPosition | null {
    const fact: SearchFact = { kind: 'windowEnd', after, offset };
    const key = keyOf(fact);
    if (!this.known.has(key)) throw new UnknownFact(fact);
    return this.known.get(key) as FeedPosition | null;
  }

  private estimateOf(fact: SearchFact): number {
    const known = this.known.get(keyOf(fact));
    if (known === undefined) throw new UnknownFact(fact);
    return known as number;
  }

  /** Fetches one fact on the search's transaction. */
  private async fetch(fact: SearchFact): Promise<void> {
    const { runner, statistics } = this;
    switch (fact.kind) {
      case 'words':
        this.wordsKnown = await statistics.fetchWords(runner);
        return;
      case 'jobs':
        this.jobsKnown = await statistics.fetchJobs(runner);
        return;
      case 'pastEndJobs':
        this.pastEndKnown = { limit: fact.limit, count: await statistics.fetchPastEnd(runner, fact.limit) };
        return;
      case 'candidates': {
        const [row] = await runner.execute<{ candidates: number }>(
          ...sqlOf(buildCandidateCountSql(fact.filters, fact.limit + 1)),
        );
        this.counted.set(keyOf({ ...fact, limit: 0 }), { limit: fact.limit, count: row?.candidates ?? 0 });
        return;
      }
      case 'windowEnd': {
        const [end] = await runner.execute<{ posted_at: Date | string; id: string }>(
          ...sqlOf(buildWindowEndSql(fact.after, fact.offset)),
        );
        this.known.set(keyOf(fact), end ? { postedAt: new Date(end.posted_at), id: end.id } : null);
        return;
      }
      default:
        this.known.set(keyOf(fact), await estimate(runner, estimateSql(fact)));
    }
  }
}

/** The EXPLAIN statement of an estimate fact. */
function estimateSql(fact: Extract<SearchFact, { kind: 'matches' | 'payRange' | 'postedWindow' | 'filterJobs' }>): Sql {
  switch (fact.kind) {
    case 'matches':
      return buildMatchEstimateSql(fact.input);
    case 'payRange':
      return buildPayRangeEstimateSql(fact.salaryType, fact.salaryMin);
    case 'postedWindow':
      return buildPostedWindowEstimateSql(fact.days);
    case 'filterJobs': {
      const [statement] = buildFilterEstimateSqls(fact.filter);
      if (!statement) throw new Error('A filter estimate needs exactly one filter');
      return statement;
    }
  }
}
