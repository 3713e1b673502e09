import type { MikroORM } from '@mikro-orm/postgresql';
import { type JobDetail, type JobsPage, JOB_POSTING_MESSAGES, PRIVATE_COMPANY_NAME } from '@marketplace/contracts';

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

const PUBLIC_CO = fixtureUuid(1, 'c');
const PRIVATE_CO = fixtureUuid(2, 'c');
const job = (n: number) => fixtureUuid(n, 'd');

describe('job detail over HTTP (GET /api/jobs/{id}) and private companies', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let seeker: HttpSession;
  let admin: HttpSession;

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    await insertCompany(orm, PUBLIC_CO, 'Open Books Ltd');
    await insertCompany(orm, PRIVATE_CO, 'Stealth Startup Inc');
    const now = Date.now();
    const posted = new Date(now - 3600_000);
    await insertJobs(
      orm,
      [
        { id: job(1), companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: 'Live Writer' },
        {
          id: job(2),
          companyId: PRIVATE_CO,
          status: 'approved',
          postedAt: new Date(now - 60_000),
          title: 'Secret Writer',
        },
        { id: job(3), companyId: PUBLIC_CO, status: 'draft', postedAt: null },
        { id: job(4), companyId: PUBLIC_CO, status: 'pending_review', postedAt: null },
        { id: job(5), companyId: PUBLIC_CO, status: 'rejected', postedAt: null },
        { id: job(6), companyId: PUBLIC_CO, status: 'expired', postedAt: posted },
        { id: job(7), companyId: PUBLIC_CO, status: 'filled', postedAt: posted },
        { id: job(8), companyId: PUBLIC_CO, status: 'archived', postedAt: posted },
        // Live by status but past its end: closed before the sweep gets to it.
        { id: job(9), companyId: PUBLIC_CO, status: 'approved', postedAt: new Date(now - 40 * 86_400_000) },
      ],
      PRIVATE_CO,
    );
    const connection = orm.em.getConnection();
    await connection.execute(
      `update jobs set website = 'https://stealth.example', linkedin_profile = 'https://www.linkedin.com/company/stealth' where company_id = ?`,
      [PRIVATE_CO],
    );
    await connection.execute(
      `update jobs set expires_at = posted_at + interval '30 days' where id::text like 'dddddddd%'`,
    );
    api = await startApi(config);
    anonymous = await browserAs(api, config, null);
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  it('shows a live job to anyone, with the full posting and a not-applied status', async () => {
    const answer = await anonymous.get<JobDetail>(`/api/jobs/${job(1)}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: job(1),
      title: 'Live Writer',
      company: 'Open Books Ltd',
      companyLogoUrl: `https://cdn.example/logos/${PUBLIC_CO}.svg`,
      description:
        'Write clear, well-researched articles for our blog and partner sites, working from briefs with our editor.',
      requirements: expect.stringContaining('published writing'),
      jobType: 'FULL_TIME',
      type: 'full-time',
      experienceLevel: 'mid',
      status: 'approved',
      isOpen: true,
      closedReason: null,
      isRemote: true,
      applicationStatus: { hasApplied: false, status: null },
      publicUrl: `http://localhost:3000/jobs/${job(1)}-live-writer`,
    });
    expect((await seeker.get<JobDetail>(`/api/jobs/${job(1)}`)).body.applicationStatus).toEqual({
      hasApplied: false,
      status: null,
    });
  });

  it('does not show drafts, jobs in review, rejected or unknown jobs to anyone', async () => {
    for (const id of [job(3), job(4), job(5), fixtureUuid(99, 'd'), 'not-a-uuid']) {
      for (const session of [anonymous, admin]) {
        expect({ id, answer: await session.get(`/api/jobs/${id}`).then((a) => [a.status, a.body]) }).toEqual({
          id,
          answer: [404, { error: JOB_POSTING_MESSAGES.notFound, code: 'JOBS_NOT_FOUND' }],
        });
      }
    }
  });

  it('shows closed jobs with a flag saying they are no longer open', async () => {
    const closed = await Promise.all([6, 7, 8, 9].map((n) => anonymous.get<JobDetail>(`/api/jobs/${job(n)}`)));
    expect(
      closed.map((answer) => [
        answer.status,
        answer.body.status,
        answer.body.isOpen,
        answer.body.closedReason,
        answer.body.isFilled,
        answer.body.isArchived,
      ]),
    ).toEqual([
      [200, 'expired', false, 'expired', false, false],
      [200, 'filled', false, 'filled', true, false],
      [200, 'archived', false, 'archived', false, true],
      [200, 'expired', false, 'expired', false, false],
    ]);
  });

  it('keeps a private company anonymous for the public and seekers, and shows it to admins', async () => {
    for (const session of [anonymous, seeker]) {
      const { body } = await session.get<JobDetail>(`/api/jobs/${job(2)}`);
      expect(body).toMatchObject({
        company: PRIVATE_COMPANY_NAME,
        companyLogoUrl: null,
        website: null,
        linkedinProfile: null,
        isCompanyPrivate: true,
      });
    }
    const { body } = await admin.get<JobDetail>(`/api/jobs/${job(2)}`);
    expect(body).toMatchObject({
      company: 'Stealth Startup Inc',
      companyLogoUrl: `https://cdn.example/logos/${PRIVATE_CO}.svg`,
      website: 'https://stealth.example',
    });
  });

  it('applies the same to the job feed', async () => {
    const cardFor = async (session: HttpSession) =>
      (await session.get<JobsPage>('/api/jobs')).body.jobs.find((card) => card.id === job(2));
    expect(await cardFor(seeker)).toMatchObject({ company: PRIVATE_COMPANY_NAME, companyLogoUrl: null });
    expect(await cardFor(anonymous)).toMatchObject({ company: PRIVATE_COMPANY_NAME, companyLogoUrl: null });
    expect(await cardFor(admin)).toMatchObject({
      company: 'Stealth Startup Inc',
      companyLogoUrl: `https://cdn.example/logos/${PRIVATE_CO}.svg`,
    });
  });

  it('marks the feed and the detail as private to the caller, so no shared cache hands an admin view to others', async () => {
    for (const session of [anonymous, admin]) {
      for (const path of ['/api/jobs', `/api/jobs?q=writer`, `/api/jobs/${job(2)}`]) {
        const { status, headers } = await session.get(path);
        expect({ path, status, cacheControl: headers.get('cache-control'), vary: headers.get('vary') }).toEqual({
          path,
          status: 200,
          cacheControl: 'private, no-cache',
          vary: expect.stringMatching(/(^|,\s*)cookie(\s*,|$)/i),
        });
      }
    }
  });

  it('lists only live approved jobs in the feed', async () => {
    const ids = (await anonymous.get<JobsPage>('/api/jobs')).body.jobs.map((card) => card.id);
    expect(ids).toEqual(expect.arrayContaining([job(1), job(2)]));
    for (const n of [3, 4, 5, 6, 7, 8, 9]) expect(ids).not.toContain(job(n));
  });
});
