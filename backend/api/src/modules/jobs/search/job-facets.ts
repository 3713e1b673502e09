import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SALARY_TYPES } from '@marketplace/contracts';
import type { JobSearchFilters } from './job-search-criteria';

/**
 * A job's filter values as one small number, `jobs.facet`: category, job type, experience level,
 * salary type, remote and flexible, each a digit of a mixed-radix number. The partial index
 * jobs_approved_facet_idx (facet, pay, posted_at) include (id, expires_at) then answers any
 * combination of filters as `facet = any(keys)` plus range conditions on pay, posted_at and
 * expires_at inside the index, from the index alone. Searches with words keep column conditions
 * instead, which the words' GIN indexes hold (job-search.sql.ts). Without it, weak combinations
 * that match few jobs (part-time, flexible, yearly pay over 149,000 in the last 30 days) rechecked
 * tens or hundreds of thousands of rows in the table.
 *
 * The digits, lowest first: flexible (2), remote (2), salary type (3), experience level (4), job
 * type (4), category (28): 5,376 keys. The column's SQL expression is FACET_SQL (the entity's
 * generated column and the migration Migration20261125100000_job_facets say the same; the
 * migrations spec proves they agree, and an integration test that facetKeys() finds each job's key).
 */
const DIMENSIONS = [
  { name: 'flexible', size: 2 },
  { name: 'remote', size: 2 },
  { name: 'salaryType', size: SALARY_TYPES.length },
  { name: 'experienceLevel', size: EXPERIENCE_LEVELS.length },
  { name: 'jobType', size: JOB_TYPES.length },
  { name: 'category', size: JOB_CATEGORIES.length },
] as const;

type Dimension = (typeof DIMENSIONS)[number]['name'];

/** What each digit is worth (the product of the sizes below it). */
const WEIGHTS = Object.fromEntries(
  DIMENSIONS.map((dimension, index) => [
    dimension.name,
    DIMENSIONS.slice(0, index).reduce((product, below) => product * below.size, 1),
  ]),
) as Record<Dimension, number>;

/** Every key: 5,376, which fits a smallint. */
export const FACET_KEY_COUNT = DIMENSIONS.reduce((product, dimension) => product * dimension.size, 1);

const sqlList = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const position = (column: string, values: readonly string[]) =>
  `(array_position(${sqlList(values)}, "${column}"::text) - 1)`;

/**
 * The generated column's expression (null for a job without a category, job type or level, which
 * only drafts may lack). Remote is computed from location as is_remote is: a generated column may
 * not read another.
 */
export const FACET_SQL = [
  `(${position('category', JOB_CATEGORIES)} * ${WEIGHTS.category}`,
  ` + ${position('job_type', JOB_TYPES)} * ${WEIGHTS.jobType}`,
  ` + ${position('experience_level', EXPERIENCE_LEVELS)} * ${WEIGHTS.experienceLevel}`,
  ` + ${position('salary_type', SALARY_TYPES)} * ${WEIGHTS.salaryType}`,
  ` + (case when "location" ~* '^\\s*(remote\\M|$)' then ${WEIGHTS.remote} else 0 end)`,
  ` + (case when "is_flexible" then ${WEIGHTS.flexible} else 0 end))::smallint`,
].join('');

/**
 * A job's category as its position in JOB_CATEGORIES, read from the facet key (its highest digit),
 * for jobs `j`. Grouping live jobs by it is answered from jobs_approved_facet_idx alone (the facet
 * and expires_at are both in the index), without reading the table.
 */
export const FACET_CATEGORY_INDEX_SQL = `(j."facet" / ${WEIGHTS.category})`;

/** The pay a minimum-pay filter compares: the top of the range, else its only bound (jobs.pay). */
export const PAY_SQL = `coalesce("salary_max", "salary_min")`;

/** Indexes of the chosen values in their dimension, or all of them when the filter is off. */
function digits(chosen: readonly string[], all: readonly string[]): number[] {
  return chosen.length === 0
    ? all.map((_, index) => index)
    : chosen.map((value) => all.indexOf(value)).filter((index) => index >= 0);
}

/**
 * True when the facet index should answer the equality filters: when one besides the category is
 * set. Categories alone keep their own index, jobs_approved_category_idx, which also gives the feed
 * order, so a category's newest jobs are read without sorting.
 */
export function hasFacetFilters(filters: JobSearchFilters): boolean {
  return (
    filters.jobTypes.length > 0 ||
    filters.experienceLevels.length > 0 ||
    filters.salaryType !== null ||
    filters.remoteOnly ||
    filters.flexibleOnly
  );
}

/** Every facet key a job matching the filters may have, ascending. */
export function facetKeys(filters: JobSearchFilters): number[] {
  const choices: Array<[Dimension, number[]]> = [
    ['category', digits(filters.categories, JOB_CATEGORIES)],
    ['jobType', digits(filters.jobTypes, JOB_TYPES)],
    ['experienceLevel', digits(filters.experienceLevels, EXPERIENCE_LEVELS)],
    ['salaryType', digits(filters.salaryType ? [filters.salaryType] : [], SALARY_TYPES)],
    ['remote', filters.remoteOnly ? [1] : [0, 1]],
    ['flexible', filters.flexibleOnly ? [1] : [0, 1]],
  ];
  let keys = [0];
  for (const [dimension, values] of choices) {
    keys = keys.flatMap((key) => values.map((value) => key + value * WEIGHTS[dimension]));
  }
  return keys.sort((a, b) => a - b);
}
