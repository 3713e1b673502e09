import type { MikroORM } from '@mikro-orm/postgresql';
import { JOBS_PAGE_SIZE, type JobCard, type JobsPage } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { openOrm, truncateJobsData } from '../support/database';
import { type RunningApi, startApi } from '../support/api-server';
import { testConfig } from '../support/test-config';

const JOB_CARD_KEYS: Array<keyof JobCard> = [
  'id',
  'title',
  'company',
  'companyLogoUrl',
  'location',
  'payRange',
  'salaryType',
  'postedDate',
  'description',
  'type',
  'category',
  'skills',
  'isFlexible',
  'isFilled',
  'isArchived',
  // Beyond the job card's listed fields: the 'Featured' badge of a Featured Job Post package.
  'isFeatured',
  'applicationStatus',
];

describe('HTTP API over real HTTP', () => {
  const config = testConfig({ SUPPORT_EMAIL: 'help@nestwork.example', SUPPORT_PHONE: '+1 (555) 010-9999' });
  let api: RunningApi;
  let orm: MikroORM;

  const get = (path: string, init?: RequestInit) => fetch(`${api.baseUrl}${path}`, init);

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

  describe('health and readiness', () => {
    it('GET /api/health answers while the process is alive', async () => {
      const response = await get('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('GET /api/ready checks PostgreSQL and Redis', async () => {
      const response = await get('/api/ready');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'up', redis: 'up' } });
    });

    it('tags every response with a request id, keeping a sane one from a proxy', async () => {
      expect((await get('/api/health')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get('/api/health', { headers: { 'x-request-id': 'edge-42' } })).headers.get('x-request-id')).toBe(
        'edge-42',
      );
    });
  });

  describe('errors', () => {
    it.each([
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/jobs'],
      ['DELETE', '/api/health'],
    ])('%s %s answers 404 in the error shape', async (method, path) => {
      const response = await get(path, { method, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    });

    it('answers a bad cursor with 400, the error and fieldErrors', async () => {
      const response = await get('/api/jobs?cursor=not-a-real-cursor');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Invalid input',
        code: 'INVALID_INPUT',
        fieldErrors: { cursor: ['Invalid cursor'] },
      });
    });
  });

  describe('GET /api/jobs', () => {
    it('pages through every seeded approved job, newest first, 20 a page', async () => {
      const [{ count }] = await orm.em
        .getConnection()
        .execute<[{ count: string }]>(`select count(*) from jobs where status = 'approved'`);
      const seen: JobCard[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await get(`/api/jobs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(response.status).toBe(200);
        const page = (await response.json()) as JobsPage;
        pages++;
        expect(page.jobs.length).toBe(page.nextCursor ? JOBS_PAGE_SIZE : Number(count) - seen.length);
        seen.push(...page.jobs);
        cursor = page.nextCursor;
      } while (cursor && pages < 50);

      expect(seen.length).toBe(Number(count));
      expect(Number(count)).toBeGreaterThanOrEqual(150);
      expect(new Set(seen.map((job) => job.id)).size).toBe(seen.length);
      const times = seen.map((job) => Date.parse(job.postedDate!));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(pages).toBe(Math.ceil(Number(count) / JOBS_PAGE_SIZE));
    });

    it('answers job cards in the contract shape', async () => {
      const page = (await (await get('/api/jobs')).json()) as JobsPage;
      for (const job of page.jobs) {
        expect(Object.keys(job).sort()).toEqual([...JOB_CARD_KEYS].sort());
        expect(['full-time', 'part-time', 'project']).toContain(job.type);
        expect(job.isFilled || job.isArchived).toBe(false);
        expect(job.applicationStatus).toEqual({ hasApplied: false, status: null });
      }
    });

    it('shows private employers as "Private Company" without a logo', async () => {
      const [row] = await orm.em
        .getConnection()
        .execute<[{ id: string }]>(
          `select id from jobs where status = 'approved' and is_company_private order by posted_at desc limit 1`,
        );
      let found: JobCard | undefined;
      let cursor: string | null = null;
      do {
        const page = (await (
          await get(`/api/jobs${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`)
        ).json()) as JobsPage;
        found = page.jobs.find((job) => job.id === row.id);
        cursor = page.nextCursor;
      } while (!found && cursor);
      expect(found).toMatchObject({ company: 'Private Company', companyLogoUrl: null });
    });
  });

  it('GET /api/site-config answers the configured support contacts (and, in a test stage, no error reporting)', async () => {
    const response = await get('/api/site-config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      supportEmail: 'help@nestwork.example',
      supportPhone: '+1 (555) 010-9999',
      errorReporting: null,
    });
  });

  describe('OpenAPI', () => {
    it('serves the document generated from the DTOs at /api/docs-json', async () => {
      const response = await get('/api/docs-json');
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        openapi: string;
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      };
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/health', '/api/ready', '/api/site-config', '/api/jobs']),
      );
      expect(Object.keys(document.paths['/api/jobs']!.get!.responses)).toEqual(expect.arrayContaining(['200', '400']));
      expect(Object.keys(document.components.schemas.JobCardDto!.properties).sort()).toEqual([...JOB_CARD_KEYS].sort());
      expect(document.components.schemas.ErrorBodyDto!.properties).toHaveProperty('fieldErrors');
    });

    it('serves the browsable page and its assets at /api/docs', async () => {
      const page = await get('/api/docs');
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('swagger-ui');
      const assets = [...html.matchAll(/(?:src|href)="\.?\/?([^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
      expect(assets.length).toBeGreaterThanOrEqual(2);
      for (const asset of assets) {
        const url = asset.startsWith('docs/') ? `/api/${asset}` : `/api/docs/${asset.replace(/^docs\//, '')}`;
        const response = await get(url);
        expect({ url, status: response.status }).toEqual({ url, status: 200 });
        expect((await response.text()).length).toBeGreaterThan(1000);
      }
    });
  });
});
