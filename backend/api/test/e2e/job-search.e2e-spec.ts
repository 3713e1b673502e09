import type { MikroORM } from '@mikro-orm/postgresql';
import {
  JOB_CATEGORIES,
  JOB_SEARCH_MESSAGES,
  JOB_SEARCH_PARAMS,
  type JobCard,
  type JobSearchPage,
  type JobsPage,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { openOrm, truncateJobsData } from '../support/database';
import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

describe('job search over HTTP', () => {
  const config = testConfig();
  let api: RunningApi;
  let orm: MikroORM;

  const get = (path: string) => fetch(`${api.baseUrl}${path}`);

  async function allCards(query: string): Promise<JobCard[]> {
    const cards: JobCard[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(`/api/jobs?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as JobsPage;
      cards.push(...page.jobs);
      cursor = page.nextCursor;
    } while (cursor && ++pages < 50);
    return cards;
  }

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

  describe('invalid parameters answer 400 with fieldErrors in the error shape', () => {
    it.each([
      ['category=Astrology', 'category', JOB_SEARCH_MESSAGES.categoryInvalid],
      ['category=Writing&category=Knitting', 'category', JOB_SEARCH_MESSAGES.categoryInvalid],
      ['jobType=gig', 'jobType', JOB_SEARCH_MESSAGES.jobTypeInvalid],
      ['experienceLevel=guru', 'experienceLevel', JOB_SEARCH_MESSAGES.experienceLevelInvalid],
      ['salaryType=weekly', 'salaryType', JOB_SEARCH_MESSAGES.salaryTypeInvalid],
      ['salaryType=hourly&salaryType=yearly', 'salaryType', JOB_SEARCH_MESSAGES.single],
      ['salaryType=yearly&salaryMin=lots', 'salaryMin', JOB_SEARCH_MESSAGES.salaryMinInvalid],
      ['salaryType=yearly&salaryMin=-5', 'salaryMin', JOB_SEARCH_MESSAGES.salaryMinInvalid],
      ['salaryMin=50000', 'salaryMin', JOB_SEARCH_MESSAGES.salaryMinNeedsType],
      ['remote=yes', 'remote', JOB_SEARCH_MESSAGES.booleanInvalid],
      ['flexible=1', 'flexible', JOB_SEARCH_MESSAGES.booleanInvalid],
      ['postedWithinDays=0', 'postedWithinDays', JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
      ['postedWithinDays=week', 'postedWithinDays', JOB_SEARCH_MESSAGES.postedWithinDaysInvalid],
      ['sort=popular', 'sort', JOB_SEARCH_MESSAGES.sortInvalid],
      [`q=${'a'.repeat(201)}`, 'q', JOB_SEARCH_MESSAGES.queryTooLong],
      ['cursor=not-a-real-cursor', 'cursor', 'Invalid cursor'],
    ])('GET /api/jobs?%s', async (query, field, message) => {
      const response = await get(`/api/jobs?${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: 'Invalid input',
        code: 'INVALID_INPUT',
        fieldErrors: { [field]: [message] },
      });
    });

    it('names every bad parameter in one answer', async () => {
      const response = await get('/api/jobs?category=Nope&remote=maybe&sort=best');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid input',
        code: 'INVALID_INPUT',
        fieldErrors: {
          category: [JOB_SEARCH_MESSAGES.categoryInvalid],
          remote: [JOB_SEARCH_MESSAGES.booleanInvalid],
          sort: [JOB_SEARCH_MESSAGES.sortInvalid],
        },
      });
    });

    it('rejects a cursor of the other sort order', async () => {
      const page = (await (await get('/api/jobs?q=assistant')).json()) as JobsPage;
      expect(page.nextCursor).toEqual(expect.any(String));
      const response = await get(`/api/jobs?q=assistant&sort=newest&cursor=${encodeURIComponent(page.nextCursor!)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid input',
        code: 'INVALID_INPUT',
        fieldErrors: { cursor: ['Invalid cursor'] },
      });
    });
  });

  describe('searching the demo jobs', () => {
    it('reads repeated parameters as a list', async () => {
      const cards = await allCards('category=Writing&category=Design&sort=newest');
      expect(cards.length).toBeGreaterThan(0);
      expect(new Set(cards.map((card) => card.category))).toEqual(new Set(['Writing', 'Design']));
    });

    it('pages through a filtered search without duplicates, newest first', async () => {
      const cards = await allCards('remote=true&flexible=true');
      expect(cards.length).toBeGreaterThan(20);
      expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
      for (const card of cards) {
        expect(card.location).toMatch(/^Remote/);
        expect(card.isFlexible).toBe(true);
      }
      const times = cards.map((card) => Date.parse(card.postedDate!));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('finds jobs by keyword, with a typo too, as job cards', async () => {
      const exact = await allCards(`${JOB_SEARCH_PARAMS.q}=bookkeeper`);
      expect(exact.length).toBeGreaterThan(0);
      expect(exact[0]!.title).toMatch(/Bookkeep/);
      expect((await allCards('q=bookeeper')).map((card) => card.id)).toEqual(exact.map((card) => card.id));
    });

    it('answers an empty page when nothing matches', async () => {
      const response = await get('/api/jobs?q=xylophonist');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ jobs: [], nextCursor: null, total: 0, totalIsCapped: false });
    });

    it('answers how many jobs the whole search matches, on every page', async () => {
      const first = (await (await get('/api/jobs?remote=true&flexible=true')).json()) as JobSearchPage;
      const cards = await allCards('remote=true&flexible=true');
      expect(first).toMatchObject({ total: cards.length, totalIsCapped: false });
      const second = (await (
        await get(`/api/jobs?remote=true&flexible=true&cursor=${encodeURIComponent(first.nextCursor!)}`)
      ).json()) as JobSearchPage;
      expect(second).toMatchObject({ total: cards.length, totalIsCapped: false });
    });
  });

  it('GET /api/jobs/categories answers the 28 categories', async () => {
    const response = await get('/api/jobs/categories');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ categories: [...JOB_CATEGORIES] });
  });

  it('documents the search parameters and answers in OpenAPI', async () => {
    const document = (await (await get('/api/docs-json')).json()) as {
      paths: Record<
        string,
        { get: { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> } }
      >;
    };
    const search = document.paths['/api/jobs']!.get;
    expect(
      search
        .parameters!.filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name)
        .sort(),
    ).toEqual(Object.values(JOB_SEARCH_PARAMS).sort());
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '400', '503']));
    expect(Object.keys(document.paths['/api/jobs/categories']!.get.responses)).toContain('200');
  });
});
