import { Inject, Injectable } from '@nestjs/common';
import { type EntityData, EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { JOB_SEARCH_LIMITS } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { JobFeedRow } from '../job-feed.sql';
import {
  hasFilters,
  type JobSearchCriteria,
  type JobSearchFilters,
  NO_FILTERS,
  RELEVANCE_TIERS,
  type RelevanceTier,
} from './job-search-criteria';
import { isQueryCanceled, SearchTimeoutError } from './job-search.errors';
import {
  buildFeaturedSearchSql,
  buildCandidateCountSql,
  buildCollectedSearchSql,
  buildCountSql,
  buildFilterEstimateSqls,
  buildFiltersFirstCountSql,
  buildFiltersFirstSearchSql,
  buildMatchEstimateSql,
  buildPastEndCountSql,
  buildPayRangeEstimateSql,
  buildPostedWindowEstimateSql,
  buildSearchSql,
  buildWordsCountSql,
  APPROVED_ESTIMATE_SQL,
  buildWindowEndSql,
  canSearchFiltersFirst,
  CATEGORY_COUNTS_SQL,
  COMMON_LEXEMES_SQL,
  type FtsColumn,
  matchedColumn,
  type RangeLookup,
  RESOLVE_TERMS_SQL,
  SEARCH_GENERATION_SQL,
  type SearchScope,
  type SearchSqlInput,
  type Sql,
} from './job-search.sql';
import {
  candidatesWorthCounting,
  filtersFirstCost,
  prefersFiltersFirst,
  type WordsWayEstimates,
  wordsWayCost,
} from './filters-first';
import {
  CommonLexemes,
  isGrounded,
  type ResolvedTerm,
  type TermAlternative,
  type TextMatch,
  toTextMatch,
} from './search-terms';
import { JOB_SEARCH_TUNING, type JobSearchTuning } from './job-search-tuning';

/** How many jobs a search matches, at most a cap (see JobSearchRepository.count). */
export interface JobSearchCount {
  total: number;
  capped: boolean;
}

/** A row of CATEGORY_COUNTS_SQL: a category's position in JOB_CATEGORIES and its live jobs. */
export interface CategoryCountRow {
  category_index: number;
  count: number;
}

/** A result row and the relevance tier it came from (null when sorted newest first). */
export interface JobSearchHit {
  row: JobFeedRow;
  tier: RelevanceTier | null;
}

/**
 * A search's page: its hits in order, and (when asked for, on a first page) the newest featured
 * jobs that match the same words and filters, shown first.
 */
export interface JobSearchRows {
  hits: JobSearchHit[];
  featured: JobSearchHit[];
}

/** The answer of `explain (format json)`. */
type PlanEstimate = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

function planRows(row: PlanEstimate | undefined): number {
  return row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/**
 * The planner's estimates of one search (EXPLAIN; nothing runs), each asked once: its scopes and
 * its pay range share some.
 */
class PlanEstimates {
  private readonly known = new Map<string, Promise<number>>();

  constructor(private readonly em: SqlRunner) {}

  rows({ sql, params }: Sql): Promise<number> {
    const key = JSON.stringify([sql, params]);
    let rows = this.known.get(key);
    if (!rows) {
      rows = this.em.execute<PlanEstimate[]>(sql, params).then(([row]) => planRows(row));
      this.known.set(key, rows);
    }
    return rows;
  }
}

/**
 * Whether a count taken at most `countedLimit` + 1 far (`counted`) answers a count up to `limit`:
 * an exact count answers any limit; a capped one, every limit up to its own.
 */
function answersLimit(counted: number, countedLimit: number, limit: number): boolean {
  return counted <= countedLimit || limit <= countedLimit;
}

/**
 * What one search (or count) learns once and uses in every scope: the planner's estimates, and
 * how many candidates its filters have (filters first), counted only as far as asked.
 */
class SearchContext {
  readonly estimates: PlanEstimates;
  private counted: { limit: number; candidates: number } | null = null;

  constructor(
    private readonly em: SqlRunner,
    private readonly filters: JobSearchFilters,
  ) {
    this.estimates = new PlanEstimates(em);
  }

  /** The candidates, or `limit` + 1 when there are more than `limit`. */
  async candidates(limit: number): Promise<number> {
    const known = this.counted;
    if (known && answersLimit(known.candidates, known.limit, limit)) return Math.min(known.candidates, limit + 1);
    const { sql, params } = buildCandidateCountSql(this.filters, limit + 1);
    const [row] = await this.em.execute<Array<{ candidates: number }>>(sql, params);
    this.counted = { limit, candidates: row?.candidates ?? 0 };
    return this.counted.candidates;
  }
}

/** What the ORM answers a statement with (rows, or a result summary). */
type Answer = QueryResult | EntityData<object> | Array<EntityData<object>>;

/** Runs one statement of the search's transaction (`?` placeholders, filled in by the ORM). */
interface SqlRunner {
  execute<T extends Answer>(sql: string, params?: readonly unknown[]): Promise<T>;
}

/** Statistics change slowly (autovacuum's ANALYZE); rereading them this often is plenty. */
const STATISTICS_MAX_AGE_MS = 10 * 60_000;
/** How long the count of approved jobs past their end is kept (see pastEndJobs). */
const PAST_END_MAX_AGE_MS = 60_000;
/** Memory per sort or bitmap of a search: enough for exact bitmaps of words in half the jobs. */
const SEARCH_WORK_MEM = '32MB';

/** The filters the words' GIN index holds (equality), without the ranges it does not. */
function withoutRanges(filters: JobSearchFilters): JobSearchFilters {
  return { ...filters, salaryMin: null, postedWithinDays: null };
}

/** The statistics of one search vector: its common lexemes, the share of rows without one, and the rows of jobs (-1: unknown). */
interface WordStatistics {
  lexemes: CommonLexemes;
  nullShare: number;
  rows: number;
}

/** The only database code of job search: resolves the words, then runs keyset-paged queries. */
@Injectable()
export class JobSearchRepository {
  private statistics: { at: number; common: Map<FtsColumn, WordStatistics> } | null = null;
  private live: { at: number; approved: number; live: number } | null = null;
  private pastEnd: { at: number; limit: number; jobs: number } | null = null;

  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(JOB_SEARCH_TUNING) private readonly tuning: JobSearchTuning,
  ) {}

  /**
   * Up to `limit` hits in the criteria's sort order, strictly after `criteria.after`, and (with
   * `featuredLimit`, on a first page) up to that many featured jobs matching the same words and
   * filters, read by the same transaction. Throws SearchTimeoutError when a statement runs past the
   * configured statement timeout.
   */
  search(criteria: JobSearchCriteria, limit: number, featuredLimit = 0): Promise<JobSearchRows> {
    return this.inSearchTransaction((em) => this.run(em, criteria, limit, featuredLimit));
  }

  /**
   * How many live jobs the criteria's words and filters match (the position is ignored), counting
   * at most `cap` + 1: `capped` when more than `cap` match, and `total` is then `cap`. Runs in its
   * own transaction, so it can run on a second connection while the page is read.
   */
  count(criteria: JobSearchCriteria, cap: number): Promise<JobSearchCount> {
    return this.inSearchTransaction(async (em) => {
      const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(em, criteria.text);
      if (match.kind === 'none') return { total: 0, capped: false };
      if (match.kind === 'all')
        return this.capped(await this.query<{ total: number }>(em, buildCountSql(criteria.filters, cap)), cap);
      const search = new SearchContext(em, criteria.filters);
      if (await this.surelyOverCap(em, search.estimates, match.groups, criteria.filters, cap))
        return { total: cap, capped: true };
      const { tsquery } = match;
      // The count's own conditions: every tier (the document vector).
      const counted: SearchSqlInput = {
        filters: criteria.filters,
        tsquery,
        scope: { sort: 'newest' },
        after: null,
        limit: cap + 1,
      };
      if (await this.takesFiltersFirst(em, search, counted, cap + 1, 'count')) {
        return this.capped(
          await this.query<{ total: number }>(em, buildFiltersFirstCountSql(criteria.filters, tsquery, cap)),
          cap,
        );
      }
      // Words are counted from the GIN index of job_count_rows (a bitmap; no row's vector is read).
      // Left to choose, the planner may read the table for common words until the cap is met, and
      // every row read there unpacks a document vector (several times slower).
      await em.execute('set local enable_seqscan = off; set local enable_indexscan = off');
      return this.capped(
        await this.query<{ total: number }>(em, buildWordsCountSql(criteria.filters, tsquery, cap)),
        cap,
      );
    });
  }

  /**
   * Whether the statistics prove that more than statisticsCapFactor x cap live jobs match the words
   * and filters. Of the rows ANALYZE counted, a share surely holds all the words
   * (CommonLexemes.matchingShareAtLeast); each filter misses at most the share of rows the planner
   * estimates outside it; and at most the rows not approved, and the approved ones past their end,
   * are not live. 'team' (82% of the jobs) in flexible jobs (50%): at least 32% of the jobs.
   */
  private async surelyOverCap(
    em: SqlRunner,
    estimates: PlanEstimates,
    groups: readonly TermAlternative[][],
    filters: JobSearchFilters,
    cap: number,
  ): Promise<boolean> {
    const document = (await this.wordStatistics(em)).get('fts_document');
    if (!document || document.rows <= 0) return false;
    const wanted = this.tuning.statisticsCapFactor * cap;
    const { approved } = await this.liveEstimate(em);
    const notLive = Math.max(0, document.rows - approved);
    let share = (1 - document.nullShare) * document.lexemes.matchingShareAtLeast(groups);
    // Each filter asked only while the bound can still be met.
    for (const filter of buildFilterEstimateSqls(filters)) {
      if (document.rows * share - notLive <= wanted) return false;
      share -= 1 - Math.min(1, (await estimates.rows(filter)) / document.rows);
    }
    const surely = document.rows * share - notLive;
    if (surely <= wanted) return false;
    // Past-end jobs are only counted as far as they could still leave enough.
    return surely - (await this.pastEndJobs(em, Math.ceil(surely - wanted))) > wanted;
  }

  /** A count of at most cap + 1 as the answer: `capped` beyond the cap. */
  private capped([row]: Array<{ total: number }>, cap: number): JobSearchCount {
    const total = row?.total ?? 0;
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  }

  /**
   * How many live jobs each category holds, as positions in JOB_CATEGORIES; categories without
   * live jobs are absent. Throws SearchTimeoutError past the statement timeout, as a search does.
   */
  categoryCounts(): Promise<CategoryCountRow[]> {
    return this.inSearchTransaction((em) => em.execute<CategoryCountRow[]>(CATEGORY_COUNTS_SQL));
  }

  /** Which state of the jobs table the database is in: it changes with every write to jobs (see SEARCH_GENERATION_SQL). */
  async generation(): Promise<string> {
    const [row] = await this.em.getConnection().execute<Array<{ generation: string }>>(SEARCH_GENERATION_SQL);
    if (!row) throw new Error('The job search generation sequence answered no row');
    return row.generation;
  }

  /**
   * Runs `work` in a read-only transaction with the search's settings. The transaction is opened
   * on the connection, not the EntityManager: a search maps no entities, so a forked context and
   * its unit of work to flush would be work for nothing.
   */
  private async inSearchTransaction<T>(work: (em: SqlRunner) => Promise<T>): Promise<T> {
    const connection = this.em.getConnection();
    try {
      return await connection.transactional(
        async (trx) => {
          const em: SqlRunner = {
            execute: <R extends Answer>(sql: string, params: readonly unknown[] = []) =>
              connection.execute<R>(sql, params, 'all', trx),
          };
          // All local to this transaction, so the pooled connection goes back without them. JIT
          // compiling pays off for long analytical queries only; for a search it would add its own
          // compile time. With the default 4MB, the bitmaps of common words turn lossy, and every
          // row of their pages is rechecked.
          await em.execute(
            `select set_config('statement_timeout', ?, true), set_config('jit', 'off', true), set_config('work_mem', ?, true)`,
            [`${this.config.searchStatementTimeoutMs}ms`, SEARCH_WORK_MEM],
          );
          return work(em);
        },
        { readOnly: true },
      );
    } catch (error) {
      if (isQueryCanceled(error)) throw new SearchTimeoutError({ cause: error });
      throw error;
    }
  }

  /** The page's hits, then (featuredLimit > 0) the featured jobs matching the same words and filters, by the same transaction. */
  private async run(
    em: SqlRunner,
    criteria: JobSearchCriteria,
    limit: number,
    featuredLimit: number,
  ): Promise<JobSearchRows> {
    const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(em, criteria.text);
    if (match.kind === 'none') return { hits: [], featured: [] };
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const hits = await this.runMatched(em, criteria, match, limit);
    if (featuredLimit === 0) return { hits, featured: [] };
    const featured = await this.query(em, buildFeaturedSearchSql(criteria.filters, tsquery, featuredLimit));
    return { hits, featured: featured.map((row) => ({ row, tier: null })) };
  }

  private async runMatched(
    em: SqlRunner,
    criteria: JobSearchCriteria,
    match: Exclude<TextMatch, { kind: 'none' }>,
    limit: number,
  ): Promise<JobSearchHit[]> {
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const groups = match.kind === 'tsquery' ? match.groups : [];
    const { filters, after } = criteria;
    const search = new SearchContext(em, filters);

    if (criteria.sort === 'newest') {
      const scope = { sort: 'newest' } as const;
      const rows = await this.rows(
        em,
        search,
        {
          filters,
          tsquery,
          scope,
          after,
          limit,
          ...(await this.rangeLookups(em, search.estimates, filters, tsquery, scope)),
        },
        groups,
      );
      return rows.map((row) => ({ row, tier: null }));
    }

    // Best tier first; a lower tier is only queried while the page still has room, so a broad
    // search usually costs one cheap newest-first scan of the title tier.
    const startTier = after?.sort === 'relevance' ? after.tier : RELEVANCE_TIERS[0];
    const hits: JobSearchHit[] = [];
    for (const tier of RELEVANCE_TIERS) {
      if (tier > startTier) continue;
      // Without words (only stop words were typed) there is nothing to rank: every job is in the last tier.
      if (tsquery === null && tier !== 1) continue;
      const position = after?.sort === 'relevance' && after.tier === tier ? after : null;
      const scope = { sort: 'relevance', tier } as const;
      const ranges = await this.rangeLookups(em, search.estimates, filters, tsquery, scope);
      const rows = await this.rows(
        em,
        search,
        { filters, tsquery, scope, after: position, limit: limit - hits.length, ...ranges },
        groups,
      );
      hits.push(...rows.map((row) => ({ row, tier })));
      if (hits.length >= limit) break;
    }
    return hits;
  }

  private async resolveText(em: SqlRunner, text: string): Promise<TextMatch> {
    const terms = await em.execute<ResolvedTerm[]>(RESOLVE_TERMS_SQL, [text, JOB_SEARCH_LIMITS.queryMaxTerms]);
    return toTextMatch(terms);
  }

  /**
   * A page of one scope, newest first. Walking an index newest first is cheapest when matches are
   * common; collecting the matches from the indexes and sorting them, when they are few. The
   * planner's estimate decides, with a guard for each way it errs:
   * - words rarer than its statistics know are always collected (it would guess them common);
   * - a small estimate is collected with a cap, and walked after all when the cap is reached,
   *   unless a posted-within window puts the matches at the start of a walk (walksPostedWindow);
   * - a walk only covers the newest walk-window jobs; when they hold too few matches (conditions
   *   that seldom meet, which it guesses common), the rest of the page is collected.
   * Words with equality filters may also be checked on the filters' candidates instead (filters
   * first), for the page or the rest of a walked one, when that checks fewer rows (takesFiltersFirst).
   */
  private async rows(
    em: SqlRunner,
    search: SearchContext,
    input: SearchSqlInput,
    groups: TermAlternative[][],
  ): Promise<JobFeedRow[]> {
    const common =
      groups.length > 0 ? ((await this.wordStatistics(em)).get(matchedColumn(input.scope))?.lexemes ?? null) : null;
    if (!isGrounded(groups, common)) return this.query(em, buildCollectedSearchSql(input));
    // Without words or filters every live job matches: the walk fills the page at once.
    if (input.tsquery === null && !hasFilters(input.filters)) return this.query(em, buildSearchSql(input));

    const { collectEstimateMax, collectCap, walkWindow } = this.tuning;
    const matches = await search.estimates.rows(buildMatchEstimateSql(input));
    if (await this.takesFiltersFirst(em, search, input, input.limit, 'walk'))
      return this.query(em, buildFiltersFirstSearchSql(input));
    if (matches <= collectEstimateMax && !(await this.walksPostedWindow(search.estimates, input, matches))) {
      const rows = await this.query<JobFeedRow & { matched: number }>(em, buildCollectedSearchSql(input, collectCap));
      if ((rows[0]?.matched ?? 0) <= collectCap) return rows.map(({ matched: _matched, ...row }) => row);
    }

    const [end] = await this.query<{ posted_at: Date | string; id: string }>(
      em,
      buildWindowEndSql(input.after, walkWindow),
    );
    // Fewer jobs than the window holds are left: any plan reads few.
    if (!end) return this.query(em, buildSearchSql(input));
    const until = { postedAt: new Date(end.posted_at), id: end.id };
    // Walk the window along an index, which costs at most its size. Left to choose, the planner
    // may build bitmaps of common words (it underrates them: tens of ms each) or scan the table.
    await em.execute('set local enable_bitmapscan = off; set local enable_seqscan = off');
    const head = await this.query(em, buildSearchSql({ ...input, until }));
    await em.execute('set local enable_bitmapscan to default; set local enable_seqscan to default');
    if (head.length >= input.limit) return head;
    // The matches are sparser than estimated (a pay range the planner took for wider, say): the
    // words' matches left are collected, unless checking the filters' candidates is cheaper.
    const rest = { ...input, after: until, until: null, limit: input.limit - head.length };
    const filtersFirst = await this.takesFiltersFirst(em, search, rest, rest.limit, 'collect');
    const tail = await this.query(em, filtersFirst ? buildFiltersFirstSearchSql(rest) : buildCollectedSearchSql(rest));
    return [...head, ...tail];
  }

  /**
   * Whether words with a posted-within filter are walked although few matches are expected: all
   * of them are among the newest jobs, so a walk meets them at once unless they are sparse in the
   * window, while collecting them reads the window as a bitmap beside the words' (424,000 entries
   * for 30 days: 110 ms of 'q=manager' in flexible temporary jobs of the last 30 days, whose walk
   * takes 3 ms). Walked when the walk is expected to fill the page within half its window.
   */
  private async walksPostedWindow(estimates: PlanEstimates, input: SearchSqlInput, matches: number): Promise<boolean> {
    const days = input.filters.postedWithinDays;
    if (input.tsquery === null || days === null) return false;
    // Both estimates include the listing end alike, so their ratio holds.
    return (
      (input.limit * (await this.windowJobs(estimates, days))) / Math.max(matches, 1) <= this.tuning.walkWindow / 2
    );
  }

  /** The planner's estimate of the live jobs posted within the last `days` days. */
  private windowJobs(estimates: PlanEstimates, days: number): Promise<number> {
    return estimates.rows(
      buildMatchEstimateSql({
        filters: { ...NO_FILTERS, postedWithinDays: days },
        tsquery: null,
        scope: { sort: 'newest' },
        after: null,
        limit: 1,
      }),
    );
  }

  /**
   * How a scope of a search writes its ranges (see RangeLookup): looked up, unless words collect
   * the matches and the range is wide by the planner's estimate, in itself and beside the scope's
   * word matches (tuning). Per scope: the title tier's words are far fewer than the document's
   * ('q=customer' in hourly jobs paying 21+ of the last 30 days: 6,300 title matches checked for
   * the window, where its bitmap of 426,000 jobs took 42 of 54 ms).
   */
  private async rangeLookups(
    em: SqlRunner,
    estimates: PlanEstimates,
    filters: JobSearchFilters,
    tsquery: string | null,
    scope: SearchScope,
  ): Promise<{ pay: RangeLookup; posted: RangeLookup }> {
    if (tsquery === null) return { pay: 'index', posted: 'index' };
    const pay =
      filters.salaryType === null || filters.salaryMin === null
        ? 'index'
        : await this.rangeLookup(
            em,
            estimates,
            filters,
            tsquery,
            scope,
            buildPayRangeEstimateSql(filters.salaryType, filters.salaryMin),
          );
    const posted =
      filters.postedWithinDays === null
        ? 'index'
        : await this.rangeLookup(
            em,
            estimates,
            filters,
            tsquery,
            scope,
            buildPostedWindowEstimateSql(filters.postedWithinDays),
          );
    return { pay, posted };
  }

  private async rangeLookup(
    em: SqlRunner,
    estimates: PlanEstimates,
    filters: JobSearchFilters,
    tsquery: string,
    scope: SearchScope,
    range: Sql,
  ): Promise<RangeLookup> {
    const rangeRows = await estimates.rows(range);
    if (rangeRows <= this.tuning.rangeLookupMaxRows) return 'index';
    // The words' matches (with the equality filters the GIN index holds) are what a range on rows
    // checks. Their estimate includes the listing end, which the range's does not: scaled to jobs.
    const { approved, live } = await this.liveEstimate(em);
    const wordMatches = ((await this.wordMatches(estimates, filters, tsquery, scope)) * approved) / Math.max(live, 1);
    return rangeRows > this.tuning.rangeLookupWordsFactor * wordMatches ? 'rows' : 'index';
  }

  /** The planner's estimate of the jobs the words' GIN index hands over in a scope: the words with the equality filters it holds. */
  private wordMatches(
    estimates: PlanEstimates,
    filters: JobSearchFilters,
    tsquery: string,
    scope: SearchScope,
  ): Promise<number> {
    return estimates.rows(
      buildMatchEstimateSql({ filters: withoutRanges(filters), tsquery, scope, after: null, limit: 1 }),
    );
  }

  /**
   * Whether filters first is cheaper for `wanted` matches of `input` than the words' own way, as
   * filters-first.ts weighs it (`way`: how that way would find them, unless the planner expects
   * few matches, which it collects). Never without words or an equality filter.
   */
  private async takesFiltersFirst(
    em: SqlRunner,
    search: SearchContext,
    input: SearchSqlInput,
    wanted: number,
    way: WordsWayEstimates['way'],
  ): Promise<boolean> {
    if (input.tsquery === null || !canSearchFiltersFirst(input.filters)) return false;
    const words = await this.wordsWayEstimates(em, search.estimates, input, way, wanted);
    if (words === null) return false;
    const wordsCost = wordsWayCost(words, wanted, this.tuning);
    const worth = candidatesWorthCounting(wordsCost, wanted, words.way, this.tuning);
    if (worth === 0) return false;
    const candidates = await search.candidates(worth);
    return (
      candidates <= worth && prefersFiltersFirst(filtersFirstCost(candidates, words, wanted, this.tuning), wordsCost)
    );
  }

  /**
   * The estimates of the words' way, or null when it walks a few hundred jobs at most, which no
   * count of candidates could beat (most searches of common words): the word matches and the
   * equality filters' jobs are then not asked for.
   */
  private async wordsWayEstimates(
    em: SqlRunner,
    estimates: PlanEstimates,
    input: SearchSqlInput,
    way: WordsWayEstimates['way'],
    wanted: number,
  ): Promise<WordsWayEstimates | null> {
    if (input.tsquery === null) throw new Error('The words way needs words');
    // Every estimate here includes the listing end (FEED_LIVE), which the planner has no
    // statistics for: it guesses a third of the approved jobs, where nearly all are live. Scaled
    // by that guess, the estimates count jobs, as the limit and the walk window do.
    const { approved, live } = await this.liveEstimate(em);
    const scale = approved / Math.max(live, 1);
    const matches = await estimates.rows(buildMatchEstimateSql(input));
    // As rows() decides: on the planner's own figure.
    const collects =
      way === 'walk' &&
      matches <= this.tuning.collectEstimateMax &&
      !(await this.walksPostedWindow(estimates, input, matches));
    const settled = collects ? 'collect' : way;
    const days = input.filters.postedWithinDays;
    const windowJobs = days === null ? 0 : (await this.windowJobs(estimates, days)) * scale;
    const known = {
      matches: matches * scale,
      live: approved,
      windowJobs,
      way: settled,
      wordMatches: 0,
      equalityMatches: 0,
    };
    // A walk within its window costs the jobs it passes, whatever the word matches.
    const walk = wordsWayCost(known, wanted, this.tuning);
    if (
      settled === 'walk' &&
      walk < this.tuning.walkWindow &&
      candidatesWorthCounting(walk, wanted, settled, this.tuning) === 0
    )
      return null;
    return {
      ...known,
      wordMatches: (await this.wordMatches(estimates, input.filters, input.tsquery, input.scope)) * scale,
      equalityMatches:
        (await estimates.rows(
          buildMatchEstimateSql({
            filters: withoutRanges(input.filters),
            tsquery: null,
            scope: input.scope,
            after: null,
            limit: 1,
          }),
        )) * scale,
    };
  }

  /** The planner's estimates of the approved jobs and of the live ones, cached as the statistics are. */
  private async liveEstimate(em: SqlRunner): Promise<{ approved: number; live: number }> {
    if (this.live && Date.now() - this.live.at < STATISTICS_MAX_AGE_MS) return this.live;
    const estimates = new PlanEstimates(em);
    const live = await estimates.rows(
      buildMatchEstimateSql({ filters: NO_FILTERS, tsquery: null, scope: { sort: 'newest' }, after: null, limit: 1 }),
    );
    this.live = { at: Date.now(), approved: await estimates.rows(APPROVED_ESTIMATE_SQL), live };
    return this.live;
  }

  /**
   * The approved jobs past their listing end (counted: the planner's histogram guesses few values
   * poorly), at most `limit` + 1, kept for a minute: more can only pass their end meanwhile than
   * the margin of statisticsCapFactor allows for at a rate of thousands a minute.
   */
  private async pastEndJobs(em: SqlRunner, limit: number): Promise<number> {
    const kept = this.pastEnd;
    if (kept && Date.now() - kept.at < PAST_END_MAX_AGE_MS && answersLimit(kept.jobs, kept.limit, limit))
      return Math.min(kept.jobs, limit + 1);
    const [row] = await this.query<{ past_end: number }>(em, buildPastEndCountSql(limit + 1));
    this.pastEnd = { at: Date.now(), limit, jobs: row?.past_end ?? 0 };
    return this.pastEnd.jobs;
  }

  private query<Row = JobFeedRow>(em: SqlRunner, { sql, params }: Sql): Promise<Row[]> {
    return em.execute<Row[]>(sql, params);
  }

  /** The statistics of each search vector (none before the first ANALYZE), cached for a while. */
  private async wordStatistics(em: SqlRunner): Promise<Map<FtsColumn, WordStatistics>> {
    if (this.statistics && Date.now() - this.statistics.at < STATISTICS_MAX_AGE_MS) return this.statistics.common;
    type Row = {
      column: FtsColumn;
      lexemes: string[] | null;
      frequencies: number[] | null;
      null_share: number;
      rows: number | null;
    };
    const rows = await em.execute<Row[]>(COMMON_LEXEMES_SQL);
    const common = new Map(
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
    this.statistics = { at: Date.now(), common };
    return common;
  }
}
