import { JOB_CATEGORIES, type JobCategoryCountsResponse } from '@marketplace/contracts';
import type { CategoryCountRow } from './job-search.repository';

/**
 * Every category in display order with its live jobs: a category the query did not answer holds
 * none, and a position outside the list (a category removed since the job was filed) is not shown.
 */
export function toJobCategoryCounts(rows: readonly CategoryCountRow[]): JobCategoryCountsResponse {
  const counts = new Map(rows.map((row) => [Number(row.category_index), Number(row.count)]));
  return { categories: JOB_CATEGORIES.map((category, index) => ({ category, count: counts.get(index) ?? 0 })) };
}
