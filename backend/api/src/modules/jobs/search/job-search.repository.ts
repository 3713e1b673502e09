import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOB_SEARCH_LIMITS } from '@marketplace/contracts';
import type { AppConfig } from '../../../core/config/app-config';
import { InjectConfig } from '../../../core/config/config.module';
import type { JobFeedRow } from '../job-feed.sql';
import { type JobSearchCriteria, RELEVANCE_TIERS, type RelevanceTier } from './job-search-criteria';
import { isQueryCanceled, SearchTimeoutError } from './job-search.errors';
import {
  buildCollectedSearchSql,
  buildSearchSql,
  COMMON_LEXEMES_SQL,
  type FtsColumn,
  matchedColumn,
  RESOLVE_TERMS_SQL,
  type SearchSqlInput,
} from './job-search.sql';
import { CommonLexemes, isGrounded, type ResolvedTerm, type TermAlternative, type TextMatch, toTextMatch } from './search-terms';

/** A result row and the relevance tier it came from (null when sorted newest first). */
export interface JobSearchHit {
  row: JobFeedRow;
  tier: RelevanceTier | null;
}

/** Statistics change slowly (autovacuum's ANALYZE); rereading them this often is plenty. */
const STATISTICS_MAX_AGE_MS = 10 * 60_000;

/** The only database code of job search: resolves the words, then runs keyset-paged queries. */
@Injectable()
export class JobSearchRepository {
  private statistics: { at: number; common: Map<FtsColumn, CommonLexemes> } | null = null;

  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Up to `limit` hits in the criteria's sort order, strictly after `criteria.after`. Throws
   * SearchTimeoutError when a statement runs past the configured statement timeout.
   */
  async search(criteria: JobSearchCriteria, limit: number): Promise<JobSearchHit[]> {
    try {
      return await this.em.transactional((em) => this.run(em, criteria, limit), { readOnly: true });
    } catch (error) {
      if (isQueryCanceled(error)) throw new SearchTimeoutError({ cause: error });
      throw error;
    }
  }

  private async run(em: EntityManager, criteria: JobSearchCriteria, limit: number): Promise<JobSearchHit[]> {
    // Both local to this transaction, so the pooled connection goes back without them. JIT compiling
    // pays off for long analytical queries only; for a search it would add its own compile time.
    await em.execute(`select set_config('statement_timeout', ?, true), set_config('jit', 'off', true)`, [`${this.config.searchStatementTimeoutMs}ms`]);

    const match = criteria.text === null ? ({ kind: 'all' } as const) : await this.resolveText(em, criteria.text);
    if (match.kind === 'none') return [];
    const tsquery = match.kind === 'tsquery' ? match.tsquery : null;
    const groups = match.kind === 'tsquery' ? match.groups : [];
    const { filters, after } = criteria;

    if (criteria.sort === 'newest') {
      const rows = await this.rows(em, { filters, tsquery, scope: { sort: 'newest' }, after, limit }, groups);
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
      const rows = await this.rows(em, { filters, tsquery, scope: { sort: 'relevance', tier }, after: position, limit: limit - hits.length }, groups);
      hits.push(...rows.map((row) => ({ row, tier })));
      if (hits.length >= limit) break;
    }
    return hits;
  }

  private async resolveText(em: EntityManager, text: string): Promise<TextMatch> {
    const terms = await em.execute<ResolvedTerm[]>(RESOLVE_TERMS_SQL, [text, JOB_SEARCH_LIMITS.queryMaxTerms]);
    return toTextMatch(terms);
  }

  /** A page of one scope: collected and sorted when its words are too rare for the planner to judge. */
  private async rows(em: EntityManager, input: SearchSqlInput, groups: TermAlternative[][]): Promise<JobFeedRow[]> {
    const common = groups.length > 0 ? (await this.commonLexemes(em)).get(matchedColumn(input.scope)) ?? null : null;
    const { sql, params } = isGrounded(groups, common) ? buildSearchSql(input) : buildCollectedSearchSql(input);
    return em.execute<JobFeedRow[]>(sql, params);
  }

  /** The most common lexemes per search vector (none before the first ANALYZE), cached for a while. */
  private async commonLexemes(em: EntityManager): Promise<Map<FtsColumn, CommonLexemes>> {
    if (this.statistics && Date.now() - this.statistics.at < STATISTICS_MAX_AGE_MS) return this.statistics.common;
    const rows = await em.execute<Array<{ column: FtsColumn; lexemes: string[] | null }>>(COMMON_LEXEMES_SQL);
    const common = new Map(rows.filter((row) => row.lexemes !== null).map((row) => [row.column, new CommonLexemes(row.lexemes ?? [])] as const));
    this.statistics = { at: Date.now(), common };
    return common;
  }
}
