import { Inject, Injectable } from '@nestjs/common';
import { type EntityData, EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import { JOB_SEARCH_LIMITS } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { JobFeedRow } from '../job-feed.sql';
import { hasFilters, type JobSearchCriteria, type JobSearchFilters, RELEVANCE_TIERS, type RelevanceTier } from './job-search-criteria';
import { isQueryCanceled, SearchTimeoutError } from './job-search.errors';
import {
  buildCollectedSearchSql,
  buildCountSql,
  buildMatchEstimateSql,
  buildPayRangeEstimateSql,
  buildSearchSql,
  buildWindowEndSql,
  CATEGORY_COUNTS_SQL,
  COMMON_LEXEMES_SQL,
  type FtsColumn,
  matchedColumn,
  type PayLookup,
  RESOLVE_TERMS_SQL,
  SEARCH_GENERATION_SQL,
  type SearchSqlInput,
  type Sql,
} from './job-search.sql';
import { CommonLexemes, isGrounded, type ResolvedTerm, type TermAlternative, type TextMatch, toTextMatch } from './search-terms';

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

/** The answer of `explain (format json)`. */
type PlanEstimate = { 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> };

function planRows(row: PlanEstimate | undefined): number {
  return row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY;
}

/** What the ORM answers a statement with (rows, or a result summary). */
type Answer = QueryResult | EntityData<object> | Array<EntityData<object>>;

/** Runs one statement of the search's transaction (`?` placeholders, filled in by the ORM). */
interface SqlRunner {
  execute<T extends Answer>(sql: string, params?: readonly unknown[]): Promise<T>;
}

/** Statistics change slowly (autovacuum's ANALYZE); rereading them this often is plenty. */
const STATISTICS_MAX_AGE_MS = 10 * 60_000;
/** Memory per sort or bitmap of a search: enough for exact bitmaps of words in half the jobs. */
const SEARCH_WORK_MEM = '32MB';
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
   * the rows the words match rather than looked up (PayLookup): a bitmap of this many entries costs
   * a few milliseconds, about what checking the rows of a page's collected matches costs.
   */
  payLookupMaxRows: number;
  /**
   * ... and more than this many times the words' own matches (the planner's estimates): checking a
   * row costs a few times what a bitmap entry does, so a range only a little wider than the words'
   * matches is still cheaper looked up ('q=work' in part-time yearly jobs: 76,000 matches checked
   * on rows took 250 ms).
   */
  payLookupWordsFactor: number;
}

export const DEFAULT_JOB_SEARCH_TUNING: JobSearchTuning = { collectEstimateMax: 1_500, collectCap: 3_000, walkWindow: 5_000, payLookupMaxRows: 20_000, payLookupWordsFactor: 2 };

/** Injection token of the tuning (tests shrink it, so a few jobs take every path). */
export const JOB_SEARCH_TUNING = Symbol('JOB_SEARCH_TUNING');

/** The only database code of job search: resolves the words, then runs keyset-paged queries. */
@Injectable()
export class JobSearchRepository {
  private statistics: { at: number; common: Map<FtsColumn, CommonLexemes> } | null = null;

  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(JOB_SEARCH_TUNING) private readonly tuning: JobSearchTuning,
  ) {}

  /**
   * Up to `limit` hits in the criteria's sort order, strictly after `criteria.after`. Throws
   * SearchTimeoutError when a statement runs past the configured statement timeout.
   */
  search(criteria: JobSearchCriteria, limit: number): Promise<JobSearchHit[]> {
    return this.inSearchTransaction((em) => this.run(em, criteria, limit));
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
      const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
      // Words are counted from their GIN indexes (a bitmap; no row's vector is read). Left to
      // choose, the planner reads the table for common words until the cap is met, and every row
      // read there unpacks a document vector (several times slower).
      const pay = await this.payLookup(em, criteria.filters, tsquery);
      if (tsquery !== null) await em.execute('set local enable_seqscan = off; set local enable_indexscan = off');
      const [row] = await this.query<{ total: number }>(em, buildCountSql(criteria.filters, tsquery, cap, pay));
      const total = row?.total ?? 0;
      return total > cap ? { total: cap, capped: true } : { total, capped: false };
    });
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
          const em: SqlRunner = { execute: <R extends Answer>(sql: string, params: readonly unknown[] = []) => connection.execute<R>(sql, params, 'all', trx) };
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

  private async run(em: SqlRunner, criteria: JobSearchCriteria, limit: number): Promise<JobSearchHit[]> {
    const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(em, criteria.text);
    if (match.kind === 'none') return [];
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const groups = match.kind === 'tsquery' ? match.groups : [];
    const { filters, after } = criteria;
    const pay = await this.payLookup(em, filters, tsquery);

    if (criteria.sort === 'newest') {
      const rows = await this.rows(em, { filters, tsquery, scope: { sort: 'newest' }, after, limit, pay }, groups);
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
      const rows = await this.rows(em, { filters, tsquery, scope: { sort: 'relevance', tier }, after: position, limit: limit - hits.length, pay }, groups);
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
   * - a small estimate is collected with a cap, and walked after all when the cap is reached;
   * - a walk only covers the newest walk-window jobs; when they hold too few matches (conditions
   *   that seldom meet, which it guesses common), the rest of the page is collected.
   */
  private async rows(em: SqlRunner, input: SearchSqlInput, groups: TermAlternative[][]): Promise<JobFeedRow[]> {
    const common = groups.length > 0 ? ((await this.commonLexemes(em)).get(matchedColumn(input.scope)) ?? null) : null;
    if (!isGrounded(groups, common)) return this.query(em, buildCollectedSearchSql(input));
    // Without words or filters every live job matches: the walk fills the page at once.
    if (input.tsquery === null && !hasFilters(input.filters)) return this.query(em, buildSearchSql(input));

    const { collectEstimateMax, collectCap, walkWindow } = this.tuning;
    if ((await this.estimateMatches(em, input)) <= collectEstimateMax) {
      const rows = await this.query<JobFeedRow & { matched: number }>(em, buildCollectedSearchSql(input, collectCap));
      if ((rows[0]?.matched ?? 0) <= collectCap) return rows.map(({ matched: _matched, ...row }) => row);
    }

    const [end] = await this.query<{ posted_at: Date | string; id: string }>(em, buildWindowEndSql(input.after, walkWindow));
    // Fewer jobs than the window holds are left: any plan reads few.
    if (!end) return this.query(em, buildSearchSql(input));
    const until = { postedAt: new Date(end.posted_at), id: end.id };
    // Walk the window along an index, which costs at most its size. Left to choose, the planner
    // may build bitmaps of common words (it underrates them: tens of ms each) or scan the table.
    await em.execute('set local enable_bitmapscan = off; set local enable_seqscan = off');
    const head = await this.query(em, buildSearchSql({ ...input, until }));
    await em.execute('set local enable_bitmapscan to default; set local enable_seqscan to default');
    if (head.length >= input.limit) return head;
    const tail = await this.query(em, buildCollectedSearchSql({ ...input, after: until, until: null, limit: input.limit - head.length }));
    return [...head, ...tail];
  }

  /**
   * How a search writes its pay range (see PayLookup): looked up, unless words collect the matches
   * and the range is wide by the planner's estimate, in itself and beside the words' matches (tuning).
   */
  private async payLookup(em: SqlRunner, filters: JobSearchFilters, tsquery: string | null): Promise<PayLookup> {
    if (tsquery === null || filters.salaryType === null || filters.salaryMin === null) return 'index';
    const [range] = await this.query<PlanEstimate>(em, buildPayRangeEstimateSql(filters.salaryType, filters.salaryMin));
    const rangeRows = planRows(range);
    if (rangeRows <= this.tuning.payLookupMaxRows) return 'index';
    // The words' matches (with the equality filters the GIN index holds) are what a range on rows checks.
    const withoutRanges = { ...filters, salaryMin: null, postedWithinDays: null };
    const [words] = await this.query<PlanEstimate>(em, buildMatchEstimateSql({ filters: withoutRanges, tsquery, scope: { sort: 'newest' }, after: null, limit: 1 }));
    return rangeRows > this.tuning.payLookupWordsFactor * planRows(words) ? 'rows' : 'index';
  }

  private async estimateMatches(em: SqlRunner, input: SearchSqlInput): Promise<number> {
    const [row] = await this.query<PlanEstimate>(em, buildMatchEstimateSql(input));
    return planRows(row);
  }

  private query<Row = JobFeedRow>(em: SqlRunner, { sql, params }: Sql): Promise<Row[]> {
    return em.execute<Row[]>(sql, params);
  }

  /** The most common lexemes per search vector (none before the first ANALYZE), cached for a while. */
  private async commonLexemes(em: SqlRunner): Promise<Map<FtsColumn, CommonLexemes>> {
    if (this.statistics && Date.now() - this.statistics.at < STATISTICS_MAX_AGE_MS) return this.statistics.common;
    const rows = await em.execute<Array<{ column: FtsColumn; lexemes: string[] | null }>>(COMMON_LEXEMES_SQL);
    const common = new Map(rows.filter((row) => row.lexemes !== null).map((row) => [row.column, new CommonLexemes(row.lexemes ?? [])] as const));
    this.statistics = { at: Date.now(), common };
    return common;
  }
}
