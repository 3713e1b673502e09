import type { MikroORM } from '@mikro-orm/postgresql';
import { JOB_CATEGORIES, type JobCategoryCountsResponse, type JobSearchPage } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { openOrm, truncateJobsData } from '../support/database';
import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

describe('GET /api/jobs/categories/counts', () => {
  const config = testConfig();
  let api: RunningApi;
  let orm: MikroORM;

  const get = (path: string) => fetch(`${api.baseUrl}${path}`);
  const counts = async () => {
    const response = await get('/api/jobs/categories/counts');
    expect(response.status).toBe(200);
    return (await response.json()) as JobCategoryCountsResponse;
  };
  const total = async (query: string) => ((await (await get(`/api/jobs?${query}`)).json()) as JobSearchPage).total;

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    api = await startApi(config);
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('answers each category with as many jobs as the search lists in it', async () => {
    const answer = await counts();
    expect(answer.categories.map((entry) => entry.category)).toEqual([...JOB_CATEGORIES]);
    for (const { category, count } of answer.categories) {
      expect({ category, count }).toEqual({ category, count: await total(`category=${encodeURIComponent(category)}`) });
    }
    const sum = answer.categories.reduce((all, entry) => all + entry.count, 0);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBe(await total(''));
  });

  it('stops counting a job once it is no longer live', async () => {
    const before = await counts();
    const [job] = await orm.em
      .getConnection()
      .execute<Array<{ id: string; category: string }>>(
        `update "jobs" set "status" = 'filled' where "id" = (select "id" from "jobs" where "status" = 'approved' and coalesce("expires_at", 'infinity') > now() order by "posted_at" desc limit 1) returning "id", "category"`,
      );
    expect(job).toBeDefined();
    const after = await counts();
    const countOf = (answer: JobCategoryCountsResponse) =>
      answer.categories.find((entry) => entry.category === job!.category)?.count;
    expect(countOf(after)).toBe(countOf(before)! - 1);
  });
});
