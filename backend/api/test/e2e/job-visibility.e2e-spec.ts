import type { MikroORM } from '@mikro-orm/postgresql';
import { type EmployerJob, type JobDetail, type JobsPage, JOB_POSTING_MESSAGES } from '@marketplace/contracts';

import type { AppConfig } from '../../src/config/app-config';
import { JobsService } from '../../src/modules/jobs';
import { type RunningApi, startApi } from '../support/api-server';

import type { HttpSession } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import {
  browserAs,
  completePosting,
  type DemoActors,
  openSeededJobsDatabase,
  closeSeededJobsDatabase,
} from '../support/job-posting-context';

/** A word no demo job has, so a search for it finds only this suite's jobs. */
const WORD = 'Zephyrine';
const ORPHANED_CO = fixtureUuid(1, 'e');
const orphanedJob = (n: number) => fixtureUuid(n, 'f');

describe('moderation cannot be bypassed: jobs never approved stay off every public path', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let employer: HttpSession;
  let admin: HttpSession;
  let seeker: HttpSession;

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    api = await startApi(config);
    anonymous = await browserAs(api, config, null);
    employer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  const searchIds = async (session: HttpSession, query = `q=${WORD}`) =>
    (await session.get<JobsPage>(`/api/jobs?${query}`)).body.jobs.map((card) => card.id);
  const sitemap = async () => (await fetch(`${api.baseUrl}/sitemap.xml`)).text();
  const publicPage = (id: string) =>
    fetch(`${api.baseUrl}/jobs/${id}`, { redirect: 'manual', headers: { accept: 'text/html' } });

  /** The job is in no search, has no detail (for admins neither), no public page, no sitemap entry, and cannot be saved. */
  async function expectHidden(id: string): Promise<void> {
    for (const session of [anonymous, seeker, admin]) {
      expect(await searchIds(session)).not.toContain(id);
      expect(await searchIds(session, 'sort=newest')).not.toContain(id);
      const detail = await session.get(`/api/jobs/${id}`);
      expect([id, detail.status, detail.body]).toEqual([
        id,
        404,
        { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' },
      ]);
    }
    expect((await publicPage(id)).status).toBe(404);
    expect(await sitemap()).not.toContain(id);
    expect((await anonymous.get(`/api/jobs/${id}/wordpress-slug`)).status).toBe(404);
    expect((await seeker.request('PUT', `/api/seeker/saved-jobs/${id}`)).status).toBe(404);
  }

  it('an archived draft', async () => {
    const draft = await employer.post<EmployerJob>('/api/employer/jobs', { draft: true, title: `${WORD} draft` });
    expect(draft.status).toBe(201);
    const archived = await employer.post<EmployerJob>(`/api/employer/jobs/${draft.body.id}/archive`);
    expect(archived.body).toMatchObject({ status: 'archived' });
    await expectHidden(draft.body.id);
  });

  it('an archived job in review', async () => {
    const inReview = await employer.post<EmployerJob>(
      '/api/employer/jobs',
      completePosting(`${WORD} Technical Writer`),
    );
    expect(inReview.body).toMatchObject({ status: 'pending_review' });
    expect((await employer.post<EmployerJob>(`/api/employer/jobs/${inReview.body.id}/archive`)).body).toMatchObject({
      status: 'archived',
    });
    await expectHidden(inReview.body.id);
    // Nor can an admin approve it any more.
    expect((await admin.post(`/api/admin/jobs/${inReview.body.id}/approve`)).status).toBe(409);
    await expectHidden(inReview.body.id);
  });

  it('a live job edited with content nobody reviewed, then archived', async () => {
    const posted = await employer.post<EmployerJob>('/api/employer/jobs', completePosting(`${WORD} Editor`));
    expect((await admin.post(`/api/admin/jobs/${posted.body.id}/approve`)).status).toBe(200);
    // The control: once approved it is public.
    expect(await searchIds(anonymous)).toContain(posted.body.id);
    expect((await publicPage(posted.body.id)).status).toBe(301);
    expect(await sitemap()).toContain(posted.body.id);

    const edited = await employer.request<EmployerJob>('PUT', `/api/employer/jobs/${posted.body.id}`, {
      body: completePosting(`${WORD} Editor (changed)`),
    });
    expect(edited.body).toMatchObject({ status: 'pending_review' });
    await employer.post(`/api/employer/jobs/${posted.body.id}/archive`);
    await expectHidden(posted.body.id);
  });

  it("a deleted employer's draft and job in review, while the company's live job shows as closed", async () => {
    await insertCompany(orm, ORPHANED_CO, 'Orphaned Books Ltd');
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(orm, [
      { id: orphanedJob(1), companyId: ORPHANED_CO, status: 'draft', postedAt: null, title: `${WORD} Orphaned draft` },
      {
        id: orphanedJob(2),
        companyId: ORPHANED_CO,
        status: 'pending_review',
        postedAt: null,
        title: `${WORD} Orphaned review`,
      },
      {
        id: orphanedJob(3),
        companyId: ORPHANED_CO,
        status: 'approved',
        postedAt: posted,
        title: `${WORD} Orphaned live`,
      },
    ]);
    expect(await searchIds(anonymous)).toContain(orphanedJob(3));

    // What the account-deleted handling calls once the company's last employer is gone.
    expect(await api.app.get(JobsService).closeOpenJobsOfCompany(ORPHANED_CO)).toBe(3);

    await expectHidden(orphanedJob(1));
    await expectHidden(orphanedJob(2));
    expect(await searchIds(anonymous)).not.toContain(orphanedJob(3));
    const closed = await anonymous.get<JobDetail>(`/api/jobs/${orphanedJob(3)}`);
    expect([closed.status, closed.body.status, closed.body.isOpen]).toEqual([200, 'archived', false]);
  });
});
