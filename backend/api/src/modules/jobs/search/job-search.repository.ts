import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { inReadOnlyTextTransaction, sqlText } from '../../../infrastructure/database/typed-sql';
import { JOB_SEARCH_LIMITS } from '@marketplace/contracts';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import type { JobFeedRow } from '../job-card.query';
import { type JobSearchCriteria, RELEVANCE_TIERS, type RelevanceTier } from './job-search-criteria';
import { isQueryCanceled, SearchTimeoutError } from './job-search.errors';
import {
  buildCollectedSearchSql,
  buildCountSql,
  buildFeaturedSearchSql,
  buildFiltersFirstCountSql,
  buildFiltersFirstSearchSql,
  buildSearchSql,
  buildWordsCountSql,
  CATEGORY_COUNTS_SQL,
  type FeedPosition,
  RESOLVE_TERMS_SQL,
  SEARCH_GENERATION_SQL,
  type SearchScope,
  type Sql,
} from './job-search.sql';
import { type ResolvedTerm, type TextMatch, toTextMatch } from './search-terms';
import { JOB_SEARCH_TUNING, type JobSearchTuning } from './job-search-tuning';
import {
  describePlan,
  type PagePlan,
  planCount,
  planPage,
  planRest,
  planWalk,
  type ScopeQuery,
} from './job-search.planner';
import { JobSearchStatistics, type SearchFactBook, type SqlRunner } from './job-search.statistics';

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

/** Memory per sort or bitmap of a search: enough for exact bitmaps of words in half the jobs. */
const SEARCH_WORK_MEM = '32MB';

/** What a trace says of a search one of whose words matches no job: no statement reads jobs. */
const NO_MATCH = 'none (a word matches no job)';

/** Appended to by a search or count with each plan it runs, described (the search benchmark prints them). */
export type SearchTrace = string[];

/**
 * The only database code of job search, and the executor of its plans: resolves the words, asks
 * the planner (job-search.planner.ts) for each scope's plan on this search's statistics, and runs
 * the statements the plan names (job-search.sql.ts). It decides nothing itself.
 */
@Injectable()
export class JobSearchRepository {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(JOB_SEARCH_TUNING) private readonly tuning: JobSearchTuning,
    private readonly statistics: JobSearchStatistics,
  ) {}

  /**
   * Up to `limit` hits in the criteria's sort order, strictly after `criteria.after`, and (with
   * `featuredLimit`, on a first page) up to that many featured jobs matching the same words and
   * filters, read by the same transaction. Throws SearchTimeoutError when a statement runs past the
   * configured statement timeout.
   */
  search(criteria: JobSearchCriteria, limit: number, featuredLimit = 0, trace?: SearchTrace): Promise<JobSearchRows> {
    return this.inSearchTransaction((runner) => this.run(runner, criteria, limit, featuredLimit, trace));
  }

  /**
   * How many live jobs the criteria's words and filters match (the position is ignored), counting
   * at most `cap` + 1: `capped` when more than `cap` match, and `total` is then `cap`. Runs in its
   * own transaction, so it can run on a second connection while the page is read.
   */
  count(criteria: JobSearchCriteria, cap: number, trace?: SearchTrace): Promise<JobSearchCount> {
    return this.inSearchTransaction(async (runner) => {
      const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(runner, criteria.text);
      if (match.kind === 'none') {
        trace?.push(NO_MATCH);
        return { total: 0, capped: false };
      }
      const words = match.kind === 'tsquery' ? match : null;
      const facts = this.statistics.forSearch(runner);
      const plan = await facts.plan((statistics) => planCount(criteria.filters, words, cap, statistics, this.tuning));
      trace?.push(describePlan(plan));
      switch (plan.way) {
        case 'over-cap':
          return { total: cap, capped: true };
        case 'all':
          return this.capped(await this.query<{ total: number }>(runner, buildCountSql(criteria.filters, cap)), cap);
        case 'filters-first':
          return this.capped(
            await this.query<{ total: number }>(runner, buildFiltersFirstCountSql(criteria.filters, plan.tsquery, cap)),
            cap,
          );
        case 'words':
          // Words are counted from the GIN index of job_count_rows (a bitmap; no row's vector is read).
          // Left to choose, the planner may read the table for common words until the cap is met, and
          // every row read there unpacks a document vector (several times slower).
          await runner.execute('set local enable_seqscan = off; set local enable_indexscan = off');
          return this.capped(
            await this.query<{ total: number }>(runner, buildWordsCountSql(criteria.filters, plan.tsquery, cap)),
            cap,
          );
      }
    });
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
    return this.inSearchTransaction((runner) => runner.execute<CategoryCountRow>(CATEGORY_COUNTS_SQL));
  }

  /** Which state of the jobs table the database is in: it changes with every write to jobs (see SEARCH_GENERATION_SQL). */
  async generation(): Promise<string> {
    const [row] = await sqlText<{ generation: string }>(this.em, SEARCH_GENERATION_SQL);
    if (!row) throw new Error('The job search generation sequence answered no row');
    return row.generation;
  }

  /**
   * Runs `work` in a read-only transaction of its own with the search's settings (never inside a
   * caller's transaction, whose settings they would change).
   */
  private async inSearchTransaction<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> {
    try {
      return await inReadOnlyTextTransaction(this.em, async (runner) => {
        // All local to this transaction, so the pooled connection goes back without them. JIT
        // compiling pays off for long analytical queries only; for a search it would add its own
        // compile time. With the default 4MB, the bitmaps of common words turn lossy, and every
        // row of their pages is rechecked.
        await runner.execute(
          `select set_config('statement_timeout', ?, true), set_config('jit', 'off', true), set_config('work_mem', ?, true)`,
          [`${this.config.searchStatementTimeoutMs}ms`, SEARCH_WORK_MEM],
        );
        return work(runner);
      });
    } catch (error) {
      if (isQueryCanceled(error)) throw new SearchTimeoutError({ cause: error });
      throw error;
    }
  }

  /** The page's hits, then (featuredLimit > 0) the featured jobs matching the same words and filters, by the same transaction. */
  private async run(
    runner: SqlRunner,
    criteria: JobSearchCriteria,
    limit: number,
    featuredLimit: number,
    trace: SearchTrace | undefined,
  ): Promise<JobSearchRows> {
    const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(runner, criteria.text);
    if (match.kind === 'none') {
      trace?.push(NO_MATCH);
      return { hits: [], featured: [] };
    }
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const hits = await this.runMatched(runner, criteria, match, limit, trace);
    if (featuredLimit === 0) return { hits, featured: [] };
    const featured = await this.query(runner, buildFeaturedSearchSql(criteria.filters, tsquery, featuredLimit));
    return { hits, featured: featured.map((row) => ({ row, tier: null })) };
  }

  /** Newest first: one scope. By relevance: best tier first, a lower tier only while the page has room. */
  private async runMatched(
    runner: SqlRunner,
    criteria: JobSearchCriteria,
    match: Exclude<TextMatch, { kind: 'none' }>,
    limit: number,
    trace: SearchTrace | undefined,
  ): Promise<JobSearchHit[]> {
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const groups = match.kind === 'tsquery' ? match.groups : [];
    const { filters, after } = criteria;
    const facts = this.statistics.forSearch(runner);
    const page = (scope: SearchScope, position: FeedPosition | null, wanted: number) =>
      this.page(runner, facts, { filters, tsquery, groups, scope, after: position, limit: wanted }, trace);

    if (criteria.sort === 'newest')
      return (await page({ sort: 'newest' }, after, limit)).map((row) => ({ row, tier: null }));

    // A broad search usually costs one cheap newest-first scan of the title tier.
    const startTier = after?.sort === 'relevance' ? after.tier : RELEVANCE_TIERS[0];
    const hits: JobSearchHit[] = [];
    for (const tier of RELEVANCE_TIERS) {
      if (tier > startTier) continue;
      // Without words (only stop words were typed) there is nothing to rank: every job is in the last tier.
      if (tsquery === null && tier !== 1) continue;
      const position = after?.sort === 'relevance' && after.tier === tier ? after : null;
      const rows = await page({ sort: 'relevance', tier }, position, limit - hits.length);
      hits.push(...rows.map((row) => ({ row, tier })));
      if (hits.length >= limit) break;
    }
    return hits;
  }

  private async resolveText(runner: SqlRunner, text: string): Promise<TextMatch> {
    const terms = await runner.execute<ResolvedTerm>(RESOLVE_TERMS_SQL, [text, JOB_SEARCH_LIMITS.queryMaxTerms]);
    return toTextMatch(terms);
  }

  /**
   * One scope's page, as planned: the plan's statement, and where the plan says so what follows it
   * (a capped collection that overflowed is walked; a walk short at its window's end is finished).
   */
  private async page(
    runner: SqlRunner,
    facts: SearchFactBook,
    query: ScopeQuery,
    trace: SearchTrace | undefined,
  ): Promise<JobFeedRow[]> {
    const { tuning } = this;
    const describe = (plan: PagePlan) =>
      `${query.scope.sort === 'relevance' ? `tier ${query.scope.tier}: ` : ''}${describePlan(plan)}`;
    let plan = await facts.plan((statistics) => planPage(query, statistics, tuning));
    trace?.push(describe(plan));
    if (plan.way === 'collect' && plan.cap !== null) {
      const rows = await this.query<JobFeedRow & { matched: number }>(
        runner,
        buildCollectedSearchSql(plan.input, plan.cap),
      );
      if ((rows[0]?.matched ?? 0) <= plan.cap) return rows.map(({ matched: _matched, ...row }) => row);
      const { input } = plan;
      plan = await facts.plan((statistics) => planWalk(input, statistics, tuning));
      trace?.push(describe(plan));
    }
    if (plan.way !== 'walk') return this.query(runner, statementOf(plan));

    // Walk the window along an index, which costs at most its size. Left to choose, the planner
    // may build bitmaps of common words (it underrates them: tens of ms each) or scan the table.
    await runner.execute('set local enable_bitmapscan = off; set local enable_seqscan = off');
    const head = await this.query(runner, buildSearchSql(plan.input));
    await runner.execute('set local enable_bitmapscan to default; set local enable_seqscan to default');
    if (head.length >= plan.input.limit) return head;
    const { input } = plan;
    const rest = await facts.plan((statistics) => planRest(input, head.length, statistics, tuning));
    trace?.push(describe(rest));
    return [...head, ...(await this.query(runner, statementOf(rest)))];
  }

  private query<Row extends object = JobFeedRow>(runner: SqlRunner, { sql, params }: Sql): Promise<Row[]> {
    return runner.execute<Row>(sql, params);
  }
}

/** The statement of a plan that is one statement (a walk is run by JobSearchRepository.page). */
function statementOf(plan: PagePlan): Sql {
  switch (plan.way) {
    case 'feed':
    case 'walk':
      return buildSearchSql(plan.input);
    case 'collect':
      return buildCollectedSearchSql(plan.input, plan.cap ?? undefined);
    case 'filters-first':
      return buildFiltersFirstSearchSql(plan.input);
  }
}
