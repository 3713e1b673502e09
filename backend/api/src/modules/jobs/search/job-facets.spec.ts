import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES, SALARY_TYPES } from '@marketplace/contracts';
import { FACET_KEY_COUNT, FACET_SQL, facetKeys, hasFacetFilters } from './job-facets';
import { NO_FILTERS } from './job-search-criteria';

describe('job facets', () => {
  it('has one key per combination of the six filters, small enough for a smallint', () => {
    expect(FACET_KEY_COUNT).toBe(
      JOB_CATEGORIES.length * JOB_TYPES.length * EXPERIENCE_LEVELS.length * SALARY_TYPES.length * 2 * 2,
    );
    expect(FACET_KEY_COUNT).toBeLessThan(32_768);
  });

  it('allows every key when no filter narrows it, each once', () => {
    const keys = facetKeys(NO_FILTERS);
    expect(keys).toHaveLength(FACET_KEY_COUNT);
    expect(new Set(keys).size).toBe(FACET_KEY_COUNT);
    expect(keys[0]).toBe(0);
    expect(keys.at(-1)).toBe(FACET_KEY_COUNT - 1);
    expect(hasFacetFilters(NO_FILTERS)).toBe(false);
  });

  it('narrows by each filter: the keys are the product of the choices', () => {
    expect(facetKeys({ ...NO_FILTERS, remoteOnly: true })).toHaveLength(FACET_KEY_COUNT / 2);
    expect(
      facetKeys({ ...NO_FILTERS, salaryType: 'yearly', flexibleOnly: true, jobTypes: ['PART_TIME'] }),
    ).toHaveLength(28 * 4 * 2);
    const one = facetKeys({
      ...NO_FILTERS,
      categories: ['Other'],
      jobTypes: ['TEMPORARY'],
      experienceLevels: ['lead'],
      salaryType: 'hourly',
      remoteOnly: true,
      flexibleOnly: true,
    });
    // The last value of every dimension: the largest key.
    expect(one).toEqual([FACET_KEY_COUNT - 1]);
    expect(hasFacetFilters({ ...NO_FILTERS, flexibleOnly: true })).toBe(true);
    expect(hasFacetFilters({ ...NO_FILTERS, salaryMin: 10, postedWithinDays: 3 })).toBe(false);
    // Categories alone keep jobs_approved_category_idx, which reads them in feed order.
    expect(hasFacetFilters({ ...NO_FILTERS, categories: ['Design'] })).toBe(false);
  });

  it('keys disjoint filters apart', () => {
    const writing = new Set(facetKeys({ ...NO_FILTERS, categories: ['Writing'] }));
    for (const key of facetKeys({ ...NO_FILTERS, categories: ['Design'] })) expect(writing.has(key)).toBe(false);
  });

  it('computes the column in SQL from the same lists, remote from location as is_remote does', () => {
    for (const value of [...JOB_CATEGORIES, ...JOB_TYPES, ...EXPERIENCE_LEVELS, ...SALARY_TYPES])
      expect(FACET_SQL).toContain(`'${value.replace(/'/g, "''")}'`);
    expect(FACET_SQL).toContain(`"location" ~* '^\\s*(remote\\M|$)'`);
    expect(FACET_SQL.endsWith('::smallint')).toBe(true);
  });
});
