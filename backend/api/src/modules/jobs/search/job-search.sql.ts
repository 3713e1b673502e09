import { FEED_AFTER, FEED_COLUMNS, FEED_LIVE, FEED_ORDER, FEED_SELECT } from './job-feed.sql';
import { FACET_CATEGORY_INDEX_SQL, facetKeys, hasFacetFilters } from './job-facets';
import type { JobSearchFilters, RelevanceTier } from './job-search-criteria';

/**
 * SQL of job search, built from the public feed's parts (job-feed.sql.ts), so a search without words
 * or filters is exactly the feed query. Values always travel as `?` parameters, never in the text.
 *
 * The text search configuration must be the one the trigger jobs_search_text_refresh (migration
 * Migration20261121120000_job_search) builds the vectors with, or words would not stem alike.
 */
export const SEARCH_TEXT_CONFIG = 'english';

/** Misspelt words are only corrected from this length on: shorter ones look like too many others. */
export const FUZZY_MIN_LENGTH = 4;
/** At most this many corrections per misspelt word, the most similar first. */
export const FUZZY_MAX_ALTERNATIVES = 3;
/**
 * Corrections must be nearly as similar as the best one: "bookeeper" means "bookkeep" (0.7), not
 * also "book" (0.44) and "keep" (0.3), which would flood the results.
 */
export const FUZZY_MARGIN = 0.1;

/**
 * Params: [text, maxTerms]. One row per distinct search word (lexeme, stemmed as the job texts are),
 * in the order typed: whether it is an indexed word, whether any indexed word starts with it, and
 * otherwise the closest indexed words by trigram similarity (pg_trgm's `%`, threshold
 * pg_trgm.similarity_threshold, 0.3 by default).
 */
export const RESOLVE_TERMS_SQL = `with typed as (
  select t."lexeme", t."positions"[1] as "position"
  from unnest(to_tsvector('${SEARCH_TEXT_CONFIG}', ?)) as t
  order by t."positions"[1]
  limit ?
), known as (
  select typed.*,
    exists (select 1 from "job_search_terms" s where s."term" = typed."lexeme") as "exact",
    exists (
      select 1 from "job_search_terms" s
      where s."term" like replace(replace(replace(typed."lexeme", '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
    ) as "known"
  from typed
)
select known."lexeme", known."exact", known."known",
  case when known."known" or length(known."lexeme") < ${FUZZY_MIN_LENGTH} then '{}'::text[]
  else array(
    select c."term" from (
      select s."term", similarity(s."term", known."lexeme") as "score",
        max(similarity(s."term", known."lexeme")) over () as "best"
      from "job_search_terms" s
      where s."term" % known."lexeme"
    ) c
    where c."score" >= c."best" - ${FUZZY_MARGIN}
    order by c."score" desc, c."term"
    limit ${FUZZY_MAX_ALTERNATIVES}
  ) end as "similar"
from known
order by known."position"`;

/** A place in feed order (posted_at desc, id desc). */
export interface FeedPosition {
  postedAt: Date;
  id: string;
}

/** How the rows of one query are chosen: newest first overall, or one relevance tier. */
export type SearchScope = { sort: 'newest' } | { sort: 'relevance'; tier: RelevanceTier };

/** The search vectors of jobs, from narrowest to widest (see the migration's trigger). */
export const FTS_COLUMNS = ['fts_title', 'fts_summary', 'fts_document'] as const;
export type FtsColumn = (typeof FTS_COLUMNS)[number];

/** The vector a scope's rows must match (tiers 2 and 1 also exclude the tier above). */
export function matchedColumn(scope: SearchScope): FtsColumn {
  if (scope.sort === 'newest') return 'fts_document';
  return scope.tier === 3 ? 'fts_title' : scope.tier === 2 ? 'fts_summary' : 'fts_document';
}

/**
 * The most common lexemes of each search vector as ANALYZE recorded them, with the share of rows
 * holding each (`frequencies`: the per-lexeme ones come first, in the lexemes' order), the share
 * of rows without a vector, and the rows of jobs ANALYZE or VACUUM last saw (-1: never).
 */
export const COMMON_LEXEMES_SQL = `select s."attname" as "column", s."most_common_elems"::text::text[] as "lexemes",
  s."most_common_elem_freqs" as "frequencies", s."null_frac" as "null_share",
  (select c."reltuples" from "pg_class" c where c."oid" = '"jobs"'::regclass)::float8 as "rows"
from "pg_stats" s
where s."schemaname" = current_schema() and s."tablename" = 'jobs' and s."attname" in (${FTS_COLUMNS.map((column) => `'${column}'`).join(', ')})`;

export interface SearchSqlInput {
  filters: JobSearchFilters;
  /** A tsquery in text form, or null when the search has no words. */
  tsquery: string | null;
  scope: SearchScope;
  /** Start strictly after this (posted_at, id); for relevance, a position within `scope.tier`. */
  after: FeedPosition | null;
  /** Stop at this (posted_at, id), inclusive: bounds how far a newest-first walk may go. */
  until?: FeedPosition | null;
  limit: number;
  /** How the pay range is written (default `index`). */
  pay?: RangeLookup;
  /** How the posted-within range is written (default `index`). */
  posted?: RangeLookup;
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/**
 * The vector conditions of a scope. Tiers exclude the tiers above them, so every job lands in
 * exactly one tier; each tier is then one keyset-paged, newest-first query.
 */
function textConditions(scope: SearchScope, tsquery: string | null): Sql[] {
  if (tsquery === null) return [];
  const match = (column: string): Sql => ({ sql: `and j."${column}" @@ ?::tsquery`, params: [tsquery] });
  const miss = (column: string): Sql => ({ sql: `and not j."${column}" @@ ?::tsquery`, params: [tsquery] });
  const column = matchedColumn(scope);
  const above = FTS_COLUMNS[FTS_COLUMNS.indexOf(column) - 1];
  return scope.sort === 'relevance' && above ? [match(column), miss(above)] : [match(column)];
}

/** `= ?` for one value (keeps single-column index order usable), `in (?)` for several. */
function oneOf(column: string, values: readonly string[]): Sql[] {
  if (values.length === 0) return [];
  return values.length === 1
    ? [{ sql: `and j."${column}" = ?`, params: [values[0]] }]
    : [{ sql: `and j."${column}" in (?)`, params: [values] }];
}

/**
 * The six equality filters. Without words, as the facet keys they allow (job-facets.ts), which
 * jobs_approved_facet_idx looks up together with pay and posted_at; the keys travel as one array
 * literal (an array parameter would be spread into a list of parameters). With words, as column
 * conditions: the GIN index of each search vector holds these columns too, so the words and the
 * filters meet inside one index scan. Categories alone stay a column condition:
 * jobs_approved_category_idx reads them in feed order.
 */
function equalityConditions(filters: JobSearchFilters, withWords: boolean): Sql[] {
  if (!withWords && hasFacetFilters(filters)) return [facetCondition(filters)];
  const conditions = [
    ...oneOf('category', filters.categories),
    ...oneOf('job_type', filters.jobTypes),
    ...oneOf('experience_level', filters.experienceLevels),
  ];
  if (filters.salaryType !== null) conditions.push({ sql: `and j."salary_type" = ?`, params: [filters.salaryType] });
  if (filters.remoteOnly) conditions.push({ sql: `and j."is_remote" = true`, params: [] });
  if (filters.flexibleOnly) conditions.push({ sql: `and j."is_flexible" = true`, params: [] });
  return conditions;
}

/** The facet keys the equality filters allow, as one array literal (an array parameter would be spread into a list). */
function facetCondition(filters: JobSearchFilters): Sql {
  return { sql: `and j."facet" = any(?::smallint[])`, params: [`{${facetKeys(filters).join(',')}}`] };
}

/**
 * How a range filter is written; for the pay range: `index`: as a comparison an index looks up
 * (see PayIndex). `rows`: as a comparison the planner checks on the rows only (`is true` hides it
 * from index matching, not from the row estimate). With words, a wide range looked up beside the
 * words' GIN bitmap is a second bitmap of every job in it (a common pay floor holds a large share
 * of all jobs, and most of such a search's time goes there), while checking the range on the
 * words' matches costs a microsecond or two each; a narrow range
 * is still best looked up. The repository chooses by the planner's estimate of the
 * range alone (JobSearchTuning.rangeLookupMaxRows). The posted-within range alike: looked up, it is a
 * bitmap of jobs_approved_feed_idx over every job of the window beside the words', far more
 * entries than the words' matches it would otherwise check.
 */
export type RangeLookup = 'index' | 'rows';

function filterConditions(filters: JobSearchFilters, withWords: boolean, pay: RangeLookup, posted: RangeLookup): Sql[] {
  return [
    ...equalityConditions(filters, withWords),
    ...rangeConditions(filters, pay, posted, withWords ? 'pay' : 'facet'),
  ];
}

/**
 * Which index a pay range looked up is written for. `facet`: a plain comparison, which
 * jobs_approved_facet_idx reads beside the facet keys (and jobs_approved_pay_idx too). `pay`: with
 * words, whose equality filters are no facet keys, a row comparison on (salary_type, pay), which
 * only jobs_approved_pay_idx matches (salaryMin always comes with salaryType, so it means the
 * same): PostgreSQL 18 would otherwise skip-scan the facet index for the pay alone, across every
 * salary type, reading far more entries than the words match and spending most of the search
 * there.
 */
type PayIndex = 'facet' | 'pay';

function rangeConditions(
  filters: JobSearchFilters,
  pay: RangeLookup,
  posted: RangeLookup,
  payIndex: PayIndex = 'facet',
): Sql[] {
  const conditions: Sql[] = [];
  // Pay "reaches" the amount when the top of its range does; a job with only a minimum is judged by
  // it: that is the generated column pay, in jobs_approved_pay_idx and jobs_approved_facet_idx.
  if (filters.salaryMin !== null) conditions.push(payCondition(filters.salaryType, filters.salaryMin, pay, payIndex));
  if (filters.postedWithinDays !== null) {
    const window = `j."posted_at" >= now() - make_interval(days => ?)`;
    conditions.push({
      sql: posted === 'index' ? `and ${window}` : `and (${window}) is true`,
      params: [filters.postedWithinDays],
    });
  }
  return conditions;
}

function payCondition(salaryType: string | null, salaryMin: number, pay: RangeLookup, payIndex: PayIndex): Sql {
  if (pay === 'rows') return { sql: `and (j."pay" >= ?) is true`, params: [salaryMin] };
  if (payIndex === 'pay' && salaryType !== null)
    return { sql: `and (j."salary_type", j."pay") >= (?, ?)`, params: [salaryType, salaryMin] };
  return { sql: `and j."pay" >= ?`, params: [salaryMin] };
}

/**
 * The conditions that follow `where j."status" = 'approved'` for a scope: live, words, filters.
 * Exported for tools that count matches (the search benchmark) with exactly these semantics.
 */
export function buildSearchConditions(
  filters: JobSearchFilters,
  tsquery: string | null,
  scope: SearchScope,
  pay: RangeLookup = 'index',
  posted: RangeLookup = 'index',
): Sql[] {
  return [
    { sql: FEED_LIVE, params: [] },
    ...textConditions(scope, tsquery),
    ...filterConditions(filters, tsquery !== null, pay, posted),
  ];
}

/**
 * Params: [salaryType, salaryMin]. The planner's estimate of the approved jobs whose pay reaches the
 * amount (EXPLAIN; nothing runs): decides how a search with words writes its pay range.
 */
export function buildPayRangeEstimateSql(salaryType: string, salaryMin: number): Sql {
  return {
    sql: `explain (format json) select 1 from "jobs" j where j."status" = 'approved' and j."salary_type" = ? and j."pay" >= ?`,
    params: [salaryType, salaryMin],
  };
}

/**
 * Params: [days]. The planner's estimate of the approved jobs posted within the last `days` days
 * (EXPLAIN; nothing runs): decides how a search with words writes its posted-within range.
 */
export function buildPostedWindowEstimateSql(days: number): Sql {
  return {
    sql: `explain (format json) select 1 from "jobs" j where j."status" = 'approved' and j."posted_at" >= now() - make_interval(days => ?)`,
    params: [days],
  };
}

function pageConditions(input: SearchSqlInput): Sql[] {
  return [
    ...buildSearchConditions(input.filters, input.tsquery, input.scope, input.pay, input.posted),
    ...positionConditions(input),
  ];
}

function positionConditions(input: SearchSqlInput): Sql[] {
  const conditions: Sql[] = [];
  if (input.after) conditions.push({ sql: FEED_AFTER, params: [input.after.postedAt.toISOString(), input.after.id] });
  if (input.until) {
    const postedAt = input.until.postedAt.toISOString();
    conditions.push({ sql: FEED_UNTIL, params: [postedAt, postedAt, input.until.id] });
  }
  return conditions;
}

// The plain bound tells the planner how few rows the window holds (it cannot estimate the row comparison).
const FEED_UNTIL = `and j."posted_at" >= ?::timestamptz and (j."posted_at", j."id") >= (?::timestamptz, ?::uuid)`;

/**
 * Params: [postedAt ISO, id] of the position (when there is one), then [offset]. The approved job
 * `offset` places after the position in feed order, read from jobs_approved_feed_idx alone: the
 * end of a window of that many jobs, so a newest-first walk within it has a known cost.
 */
export function buildWindowEndSql(after: FeedPosition | null, offset: number): Sql {
  return {
    sql: [
      `select j."posted_at", j."id" from "jobs" j where j."status" = 'approved'`,
      ...(after ? [`  ${FEED_AFTER}`] : []),
      FEED_ORDER,
      'offset ? limit 1',
    ].join('\n'),
    params: [...(after ? [after.postedAt.toISOString(), after.id] : []), offset],
  };
}

/**
 * One page (or the rest of a page) of search results, newest first within its scope. The planner
 * picks between walking an index newest first (cheap when matches are common) and collecting the
 * matches from the indexes and sorting them (cheap when they are few).
 */
export function buildSearchSql(input: SearchSqlInput): Sql {
  const conditions = pageConditions(input);
  return {
    sql: [FEED_SELECT, ...conditions.map((condition) => `  ${condition.sql}`), FEED_ORDER, 'limit ?'].join('\n'),
    params: [...conditions.flatMap((condition) => condition.params), input.limit],
  };
}

/**
 * Params: the conditions', then [limit]. The newest featured live jobs that match the search's
 * words (any tier) and filters: the few shown first on a search's first page. Served by the partial
 * index jobs_featured_live_idx, which holds only the featured jobs, each checked as it is met.
 */
export function buildFeaturedSearchSql(filters: JobSearchFilters, tsquery: string | null, limit: number): Sql {
  const conditions = buildSearchConditions(filters, tsquery, { sort: 'newest' }, 'rows', 'rows');
  return {
    sql: [
      FEED_SELECT,
      '  and j."is_featured"',
      ...conditions.map((condition) => `  ${condition.sql}`),
      FEED_ORDER,
      'limit ?',
    ].join('\n'),
    params: [...conditions.flatMap((condition) => condition.params), limit],
  };
}

/**
 * The same page, by collecting the matches first (bitmap index scans; the materialized CTE keeps
 * the planner from walking an index instead) and sorting them. With `cap`, at most cap + 1 matches
 * are collected and every row carries `matched`, their number: more than `cap` means the page is
 * not complete (not all matches were seen) and another way must answer.
 */
export function buildCollectedSearchSql(input: SearchSqlInput, cap?: number): Sql {
  const conditions = pageConditions(input);
  return {
    sql: [
      'with "matches" as materialized (',
      `select j."id", j."posted_at" from "jobs" j where j."status" = 'approved'`,
      ...conditions.map((condition) => `  ${condition.sql}`),
      ...(cap === undefined ? [] : ['limit ?']),
      ')',
      cap === undefined ? FEED_COLUMNS : `${FEED_COLUMNS}, (select count(*) from "matches")::int as "matched"`,
      // Only the page's rows are read again, by primary key.
      'from (select m."id" from "matches" m order by m."posted_at" desc, m."id" desc limit ?) m',
      'join "jobs" j on j."id" = m."id"',
      'join "companies" c on c."id" = j."company_id"',
      FEED_ORDER,
    ].join('\n'),
    params: [
      ...conditions.flatMap((condition) => condition.params),
      ...(cap === undefined ? [] : [cap + 1]),
      input.limit,
    ],
  };
}

/**
 * Filters first: a search whose words are common but whose filters are selective takes its
 * candidates from the filters alone and checks the words on them ('work' in part-time, flexible,
 * yearly jobs paying 101,000+: 173 jobs pass the filters, where the words' GIN index hands over
 * 123,000 part-time yearly jobs with 'work' to be checked for the rest). The equality filters are always facet keys here,
 * categories alone too, so jobs_approved_facet_idx finds the candidates with the pay and
 * posted-within ranges and the listing end from the index alone.
 */
export function canSearchFiltersFirst(filters: JobSearchFilters): boolean {
  return filters.categories.length > 0 || hasFacetFilters(filters);
}

/** The live jobs the filters of a search allow, whatever its words (see canSearchFiltersFirst). */
function candidateConditions(filters: JobSearchFilters): Sql[] {
  return [{ sql: FEED_LIVE, params: [] }, facetCondition(filters), ...rangeConditions(filters, 'index', 'index')];
}

/** The candidates of a search, collected once (materialized), so the words are only checked on them. */
function candidatesCte(conditions: readonly Sql[]): string[] {
  return [
    'with "candidates" as materialized (',
    `select j."id", j."posted_at" from "jobs" j where j."status" = 'approved'`,
    ...conditions.map((condition) => `  ${condition.sql}`),
    ')',
  ];
}

/**
 * The same page, filters first (canSearchFiltersFirst): the candidates newest first, each job's
 * row read by primary key and its words checked there, until the page is full. Within a scope
 * the order is the feed order, as in every other form, so the page is the same. Its cost is the
 * candidates plus the rows checked, about limit x candidates / matches of them.
 */
export function buildFiltersFirstSearchSql(input: SearchSqlInput): Sql {
  const candidates = [...candidateConditions(input.filters), ...positionConditions(input)];
  const words = textConditions(input.scope, input.tsquery);
  return {
    sql: [
      ...candidatesCte(candidates),
      FEED_COLUMNS,
      // A sorted subquery is not flattened: joined by nested loops, the order holds, and the limit stops the checks.
      'from (select m."id", m."posted_at" from "candidates" m order by m."posted_at" desc, m."id" desc) m',
      'join "jobs" j on j."id" = m."id"',
      ...words.map((condition) => `  ${condition.sql}`),
      'join "companies" c on c."id" = j."company_id"',
      'order by m."posted_at" desc, m."id" desc',
      'limit ?',
    ].join('\n'),
    params: [
      ...candidates.flatMap((condition) => condition.params),
      ...words.flatMap((condition) => condition.params),
      input.limit,
    ],
  };
}

/** Params: the candidates', the words', then [cap + 1]. buildWordsCountSql's count, filters first. */
export function buildFiltersFirstCountSql(filters: JobSearchFilters, tsquery: string, cap: number): Sql {
  const candidates = candidateConditions(filters);
  const words = textConditions({ sort: 'newest' }, tsquery);
  return {
    sql: [
      ...candidatesCte(candidates),
      'select count(*)::int as "total" from (',
      'select 1 from "candidates" m',
      'join "jobs" j on j."id" = m."id"',
      ...words.map((condition) => `  ${condition.sql}`),
      'limit ?',
      ') m',
    ].join('\n'),
    params: [
      ...candidates.flatMap((condition) => condition.params),
      ...words.flatMap((condition) => condition.params),
      cap + 1,
    ],
  };
}

/**
 * Params: the conditions', then [cap + 1]. The result count of a search with words, from
 * job_count_rows (migration Migration20261128100000_job_count_rows): the approved jobs' narrow
 * copies, the words and equality filters looked up in its GIN index as in jobs', the listing end and
 * the ranges checked on its rows (or the posted-within window looked up, where the planner finds it
 * short). A count that reaches the cap checks tens of thousands of rows beside the words' bitmap:
 * about fifty share a page here, where a job's own row fills a quarter of one, so the pages read
 * drop from one a row to at most the table's.
 */
export function buildWordsCountSql(filters: JobSearchFilters, tsquery: string, cap: number): Sql {
  const conditions = [
    { sql: FEED_LIVE, params: [] },
    ...textConditions({ sort: 'newest' }, tsquery),
    ...equalityConditions(filters, true),
    ...rangeConditions(filters, 'index', 'index'),
  ];
  return countOf(conditions, cap + 1, 'total', `select 1 from "job_count_rows" j where true`);
}

const APPROVED_JOBS = `select 1 from "jobs" j where j."status" = 'approved'`;

/**
 * Params: the conditions', then [limit]. How many rows of `from` (the approved jobs unless told)
 * meet the conditions (as `name`), counting at most `limit`.
 */
function countOf(
  conditions: readonly Sql[],
  limit: number,
  name: 'total' | 'candidates' | 'past_end' = 'total',
  from = APPROVED_JOBS,
): Sql {
  return {
    sql: [
      `select count(*)::int as "${name}" from (`,
      from,
      ...conditions.map((condition) => `  ${condition.sql}`),
      'limit ?',
      ') m',
    ].join('\n'),
    params: [...conditions.flatMap((condition) => condition.params), limit],
  };
}

/**
 * Params: the candidates', then [limit]. How many candidates a search has filters first, counting
 * at most `limit` (from jobs_approved_facet_idx alone).
 */
export function buildCandidateCountSql(filters: JobSearchFilters, limit: number): Sql {
  return countOf(candidateConditions(filters), limit, 'candidates');
}

/** The planner's estimate of the approved jobs (EXPLAIN; nothing runs). */
export const APPROVED_ESTIMATE_SQL: Sql = {
  sql: `explain (format json) select 1 from "jobs" j where j."status" = 'approved'`,
  params: [],
};

/**
 * Params: [limit]. How many approved jobs are past their listing end and not yet marked expired
 * (few: the expiry sweep marks them), counting at most `limit`, from jobs_approved_expires_idx.
 */
export function buildPastEndCountSql(limit: number): Sql {
  return countOf([{ sql: `and j."expires_at" <= now()`, params: [] }], limit, 'past_end');
}

/**
 * The planner's estimate of the jobs (any status) meeting each filter on its own, one statement a
 * filter (EXPLAIN; nothing runs): single-column estimates, which its statistics answer well (most
 * common values, histograms), where a combination would be multiplied as if independent.
 */
export function buildFilterEstimateSqls(filters: JobSearchFilters): Sql[] {
  return [...equalityConditions(filters, true), ...rangeConditions(filters, 'index', 'index')].map((condition) => ({
    sql: `explain (format json) select 1 from "jobs" j where true ${condition.sql}`,
    params: condition.params,
  }));
}

/** The planner's estimate of how many jobs match a page's conditions (EXPLAIN; nothing runs). */
export function buildMatchEstimateSql(input: SearchSqlInput): Sql {
  const conditions = pageConditions(input);
  return {
    sql: [
      `explain (format json) select 1 from "jobs" j where j."status" = 'approved'`,
      ...conditions.map((condition) => `  ${condition.sql}`),
    ].join('\n'),
    params: conditions.flatMap((condition) => condition.params),
  };
}

/**
 * Params: the conditions', then [cap + 1]. How many live jobs the filters of a search without words
 * allow (from jobs_approved_facet_idx alone), counting at most cap + 1: one more than the cap tells
 * that the count is capped. A search with words is counted by buildWordsCountSql.
 */
export function buildCountSql(filters: JobSearchFilters, cap: number): Sql {
  return countOf(buildSearchConditions(filters, null, { sort: 'newest' }), cap + 1);
}

/**
 * How many live jobs each category holds (categories without any are absent), as positions in
 * JOB_CATEGORIES: one grouped pass over jobs_approved_facet_idx. Every approved job has a facet:
 * the check jobs_complete_unless_draft keeps its category, job type and level set.
 */
export const CATEGORY_COUNTS_SQL = `select ${FACET_CATEGORY_INDEX_SQL}::int as "category_index", count(*)::int as "count"
from "jobs" j
where j."status" = 'approved'
  ${FEED_LIVE}
group by 1`;

/**
 * Which state of the jobs table a count belongs to: the server's instance (its database and when it
 * started) and the number jobs_search_generation moves at every write to jobs (migration
 * Migration20261125110000_job_search_generation).
 */
export const SEARCH_GENERATION_SQL = `select current_database() || '@' || extract(epoch from pg_postmaster_start_time())::text || '#' || s."last_value"::text as "generation"
from "job_search_generation" s`;
