import { JOB_CATEGORIES } from '@marketplace/contracts';
import { toJobCategoryCounts } from './job-category-counts.mapper';

describe('toJobCategoryCounts', () => {
  it('answers every category in display order, with 0 for those the query did not answer', () => {
    const answer = toJobCategoryCounts([
      { category_index: 2, count: 7 },
      { category_index: 0, count: 3 },
    ]);
    expect(answer.categories.map((entry) => entry.category)).toEqual([...JOB_CATEGORIES]);
    expect(answer.categories[0]).toEqual({ category: JOB_CATEGORIES[0], count: 3 });
    expect(answer.categories[1]).toEqual({ category: JOB_CATEGORIES[1], count: 0 });
    expect(answer.categories[2]).toEqual({ category: JOB_CATEGORIES[2], count: 7 });
    expect(answer.categories.slice(3).every((entry) => entry.count === 0)).toBe(true);
  });

  it('reads counts the driver answers as text, and drops positions outside the list', () => {
    const answer = toJobCategoryCounts([
      { category_index: '1' as unknown as number, count: '12' as unknown as number },
      { category_index: JOB_CATEGORIES.length, count: 5 },
    ]);
    expect(answer.categories[1]).toEqual({ category: JOB_CATEGORIES[1], count: 12 });
    expect(answer.categories.reduce((sum, entry) => sum + entry.count, 0)).toBe(12);
  });
});
