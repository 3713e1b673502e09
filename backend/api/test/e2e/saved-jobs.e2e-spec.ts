import type { MikroORM } from '@mikro-orm/postgresql';
import { JOB_POSTING_MESSAGES, type SavedJobsResponse, type SavedJobState } from '@marketplace/contracts';

import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';

import type { HttpSession } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import {
  browserAs,
  type DemoActors,
  openSeededJobsDatabase,
  closeSeededJobsDatabase,
} from '../support/job-posting-context';

const CO = fixtureUuid(1, 'b');
const job = (n: number) => fixtureUuid(n, 'f');

describe('saved jobs over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let seeker: HttpSession;
  let otherSeeker: HttpSession;

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    await insertCompany(orm, CO, 'Saved Things Co');
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(orm, [
      { id: job(1), companyId: CO, status: 'approved', postedAt: posted, title: 'First' },
      { id: job(2), companyId: CO, status: 'approved', postedAt: posted, title: 'Second' },
      { id: job(3), companyId: CO, status: 'filled', postedAt: posted, title: 'Third' },
      { id: job(4), companyId: CO, status: 'draft', postedAt: null, title: 'Hidden' },
    ]);
    api = await startApi(config);
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    otherSeeker = await browserAs(api, config, { id: who.otherSeeker, role: 'seeker' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  const put = (session: HttpSession, id: string) =>
    session.request<SavedJobState>('PUT', `/api/seeker/saved-jobs/${id}`);
  const del = (session: HttpSession, id: string) =>
    session.request<SavedJobState>('DELETE', `/api/seeker/saved-jobs/${id}`);
  const list = async (session: HttpSession) =>
    (await session.get<SavedJobsResponse>('/api/seeker/saved-jobs')).body.jobs;

  it('saves idempotently, keeping the first save time', async () => {
    const first = await put(seeker, job(1));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ jobId: job(1), saved: true, savedAt: expect.any(String) });
    const again = await put(seeker, job(1));
    expect(again.body).toEqual(first.body);
    expect((await list(seeker)).map((saved) => saved.job.id)).toEqual([job(1)]);
  });

  it('lists saved jobs newest saved first as job cards, closed ones with their badge flags', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(seeker, job(3));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(seeker, job(2));
    const saved = await list(seeker);
    expect(saved.map((entry) => [entry.job.id, entry.job.title, entry.job.isFilled])).toEqual([
      [job(2), 'Second', false],
      [job(3), 'Third', true],
      [job(1), 'First', false],
    ]);
    expect(saved[0]!.job).toMatchObject({
      company: 'Saved Things Co',
      applicationStatus: { hasApplied: false, status: null },
    });
    // Another seeker's list is their own.
    expect(await list(otherSeeker)).toEqual([]);
  });

  it('unsaves idempotently', async () => {
    expect((await del(seeker, job(2))).body).toEqual({ jobId: job(2), saved: false, savedAt: null });
    expect((await del(seeker, job(2))).status).toBe(200);
    expect((await list(seeker)).map((entry) => entry.job.id)).toEqual([job(3), job(1)]);
  });

  it('cannot save jobs seekers cannot see; unknown jobs answer 404', async () => {
    for (const id of [job(4), job(99), 'nope']) {
      expect(await put(seeker, id).then((answer) => [answer.status, answer.body])).toEqual([
        404,
        { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' },
      ]);
    }
    expect((await del(seeker, job(99))).status).toBe(404);
  });
});
