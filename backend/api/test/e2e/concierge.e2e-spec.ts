import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type AdminConciergeJobsResponse,
  type AssignConciergeResponse,
  type AuthnetClientConfig,
  type ChatMessagesPage,
  CONCIERGE_MESSAGES,
  type ConciergeChat,
  type InboxResponse,
  type EmployerConciergeJobsResponse,
  type EmployerJob,
  type EmployerJobConciergeResponse,
  GENERIC_MESSAGES,
  type SessionResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { DomainEvents } from '../../src/core/events/domain-events';
import { JOB_EVENTS, type JobModerated } from '../../src/modules/jobs';
import { insertUsers } from '../support/access-context';
import { type RunningApi, startApi } from '../support/api-server';
import { HttpSession } from '../support/http-session';
import {
  browserAs,
  closeSeededJobsDatabase,
  completePosting,
  type DemoActors,
  openSeededJobsDatabase,
} from '../support/job-posting-context';
import { sandboxAccept } from '../support/sandbox-accept';

const PASSWORD = 'Correct-horse-9';
/** A second admin whose id sorts before any random one: with equal loads, the choice goes to them first. */
const SECOND_ADMIN = {
  id: '00000000-0000-4000-8000-00000000c0c1',
  email: 'concierge.second@example.com',
  name: 'Casey Concierge',
};

/**
 * Concierge packages over HTTP against the local Authorize.net sandbox: a concierge purchase, its
 * job submitted and approved, and an admin assigned (the least loaded, once per job); who may see
 * a job's concierge; the admins' list and handing a job to another admin.
 */
describe('concierge packages over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let admin: HttpSession;
  let secondAdmin: HttpSession;
  let accept: Awaited<ReturnType<typeof sandboxAccept>>;
  let ip = 0;
  const nextYear = String(new Date().getFullYear() + 1);

  const browser = () => new HttpSession(api.baseUrl, config.publicOrigin, `198.51.100.${(++ip % 200) + 20}`);
  const key = () => ({ headers: { 'Idempotency-Key': randomUUID() } });

  /** A new employer of a new company with a card, who bought `packageId` and submitted one job with it. */
  const employerWithJob = async (packageId: string, title: string) => {
    const session = browser();
    const email = `concierge-${Date.now().toString(36)}-${ip}@example.com`;
    const companyName = `Concierge Co ${ip}`;
    const signedUp = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Concierge Buyer',
      role: 'employer',
      companyName,
    });
    expect(signedUp.status).toBe(201);
    const settings = (await browser().get<AuthnetClientConfig>('/api/payments/authnet/config')).body;
    const saved = await session.post('/api/employer/billing/payment-methods', {
      ...(await accept.tokenize(settings, '4111111111111111', nextYear)),
      expiryMonth: '12',
      expiryYear: nextYear,
    });
    expect(saved.status).toBe(200);
    expect((await session.post('/api/employer/packages/purchase', { packageId }, key())).status).toBe(200);
    const job = await session.post<EmployerJob>('/api/employer/jobs', completePosting(title));
    expect(job.status).toBe(201);
    expect(job.body.status).toBe('pending_review');
    return { session, jobId: job.body.id, companyName };
  };

  const conciergeOf = async (session: HttpSession, jobId: string) => {
    const answer = await session.get<EmployerJobConciergeResponse>(`/api/employer/jobs/${jobId}/concierge`);
    expect(answer.status).toBe(200);
    return answer.body.concierge;
  };

  const assignmentRows = (jobId: string) =>
    orm.em
      .getConnection()
      .execute<Array<{ admin_id: string; assigned_by: string | null }>>(
        `select admin_id, assigned_by from job_concierges where job_id = ?`,
        [jobId],
      );

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase());
    // The demo market's concierge job (the demo admin's) would count in the loads compared here.
    await orm.em.getConnection().execute('delete from "job_concierges"');
    await insertUsers(orm, [{ ...SECOND_ADMIN, role: 'admin' }]);
    api = await startApi(config);
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    secondAdmin = await browserAs(api, config, { id: SECOND_ADMIN.id, role: 'admin' });
    accept = await sandboxAccept(config);
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  it('assigns the least loaded admin when a concierge job is approved, keeps them on re-approval, and spreads the next job', async () => {
    const first = await employerWithJob('concierge-lite', 'Concierge Payroll Lead');
    // In review: no concierge yet.
    expect(await conciergeOf(first.session, first.jobId)).toBeNull();
    expect((await admin.post(`/api/admin/jobs/${first.jobId}/approve`)).status).toBe(200);

    // Both admins had no concierge job: the tie goes by id, to the second admin.
    const concierge = await conciergeOf(first.session, first.jobId);
    expect(concierge).toMatchObject({ id: SECOND_ADMIN.id, name: SECOND_ADMIN.name, email: SECOND_ADMIN.email });
    expect(Number.isFinite(Date.parse(concierge!.assignedAt))).toBe(true);
    expect(await assignmentRows(first.jobId)).toEqual([{ admin_id: SECOND_ADMIN.id, assigned_by: null }]);
    const list = await first.session.get<EmployerConciergeJobsResponse>('/api/employer/concierge/jobs');
    expect(list.body).toEqual({ jobs: [{ jobId: first.jobId, concierge }] });

    // Edited (back to review) and approved again: the same concierge, though the other admin is now less loaded.
    expect(
      (
        await first.session.request('PUT', `/api/employer/jobs/${first.jobId}`, {
          body: completePosting('Concierge Payroll Lead, edited'),
        })
      ).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/jobs/${first.jobId}/approve`)).status).toBe(200);
    expect(await conciergeOf(first.session, first.jobId)).toEqual(concierge);
    expect(await assignmentRows(first.jobId)).toHaveLength(1);

    // The next concierge job goes to the admin with fewer open concierge jobs: the demo admin.
    const second = await employerWithJob('concierge-level-2', 'Concierge Office Manager');
    expect((await admin.post(`/api/admin/jobs/${second.jobId}/approve`)).status).toBe(200);
    expect(await conciergeOf(second.session, second.jobId)).toMatchObject({ id: who.admin });

    // Each admin lists their own; any admin may look at another's.
    const mine = await secondAdmin.get<AdminConciergeJobsResponse>('/api/admin/concierge/jobs');
    expect(mine.status).toBe(200);
    expect(mine.body.admin).toEqual({ id: SECOND_ADMIN.id, name: SECOND_ADMIN.name, email: SECOND_ADMIN.email });
    expect(mine.body.jobs).toEqual([
      expect.objectContaining({
        jobId: first.jobId,
        title: 'Concierge Payroll Lead, edited',
        companyName: first.companyName,
        status: 'approved',
        packageId: 'concierge-lite',
      }),
    ]);
    const theirs = await admin.get<AdminConciergeJobsResponse>(`/api/admin/concierge/jobs?adminId=${SECOND_ADMIN.id}`);
    expect(theirs.body.jobs.map((job) => job.jobId)).toEqual([first.jobId]);
    const demoAdmins = await admin.get<AdminConciergeJobsResponse>('/api/admin/concierge/jobs');
    expect(demoAdmins.body.jobs.map((job) => job.jobId)).toEqual([second.jobId]);
  });

  it('gives no concierge to a job listed with another package', async () => {
    const standard = await employerWithJob('standard-job-post', 'Standard Bookkeeper');
    expect((await admin.post(`/api/admin/jobs/${standard.jobId}/approve`)).status).toBe(200);
    expect(await conciergeOf(standard.session, standard.jobId)).toBeNull();
    expect(await assignmentRows(standard.jobId)).toEqual([]);
    expect((await standard.session.get<EmployerConciergeJobsResponse>('/api/employer/concierge/jobs')).body).toEqual({
      jobs: [],
    });
  });

  it("shows an employer their own jobs' concierges only, and keeps the admin routes to admins", async () => {
    const owner = await employerWithJob('concierge-level-1', 'Concierge Recruiter');
    expect((await admin.post(`/api/admin/jobs/${owner.jobId}/approve`)).status).toBe(200);
    expect(await conciergeOf(owner.session, owner.jobId)).not.toBeNull();

    // Another company's employer: the job does not exist for them, and their list is empty.
    const stranger = await browserAs(api, config, { id: who.otherEmployer, role: 'employer' });
    expect(await stranger.get(`/api/employer/jobs/${owner.jobId}/concierge`)).toMatchObject({ status: 404 });
    expect(
      (await stranger.get<EmployerConciergeJobsResponse>('/api/employer/concierge/jobs')).body.jobs.some(
        (job) => job.jobId === owner.jobId,
      ),
    ).toBe(false);
    expect(await owner.session.get(`/api/employer/jobs/${randomUUID()}/concierge`)).toMatchObject({ status: 404 });

    // Seekers and anonymous callers get none of it; employers none of the admin routes.
    const seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    expect((await seeker.get(`/api/employer/jobs/${owner.jobId}/concierge`)).status).toBe(403);
    expect((await browser().get(`/api/employer/jobs/${owner.jobId}/concierge`)).status).toBe(401);
    for (const caller of [owner.session, seeker]) {
      expect(await caller.get('/api/admin/concierge/jobs')).toMatchObject({
        status: 403,
        body: { error: GENERIC_MESSAGES.forbidden },
      });
      expect(
        await caller.post(`/api/admin/concierge/jobs/${owner.jobId}/assign`, { adminId: who.admin }),
      ).toMatchObject({ status: 403 });
    }
    expect((await browser().get('/api/admin/concierge/jobs')).status).toBe(401);
    // An admin acting as the employer acts as an employer.
    const impersonating = (await browserAs(api, config, { id: who.admin, role: 'admin' })).impersonate(who.admin, {
      id: who.employer,
      role: 'employer',
    });
    expect(
      (await impersonating.post(`/api/admin/concierge/jobs/${owner.jobId}/assign`, { adminId: who.admin })).status,
    ).toBe(403);
  });

  it('lets an admin hand a concierge job to another admin, with clear refusals', async () => {
    const job = await employerWithJob('concierge-lite', 'Concierge Operations Lead');
    expect((await admin.post(`/api/admin/jobs/${job.jobId}/approve`)).status).toBe(200);
    const before = (await conciergeOf(job.session, job.jobId))!;
    const target = before.id === who.admin ? SECOND_ADMIN.id : who.admin;

    const moved = await admin.post<AssignConciergeResponse>(`/api/admin/concierge/jobs/${job.jobId}/assign`, {
      adminId: target,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ jobId: job.jobId, concierge: { id: target } });
    expect(await conciergeOf(job.session, job.jobId)).toMatchObject({ id: target });
    expect(await assignmentRows(job.jobId)).toEqual([{ admin_id: target, assigned_by: who.admin }]);
    const targetList = await admin.get<AdminConciergeJobsResponse>(`/api/admin/concierge/jobs?adminId=${target}`);
    expect(targetList.body.jobs.some((entry) => entry.jobId === job.jobId)).toBe(true);
    const formerList = await admin.get<AdminConciergeJobsResponse>(`/api/admin/concierge/jobs?adminId=${before.id}`);
    expect(formerList.body.jobs.some((entry) => entry.jobId === job.jobId)).toBe(false);

    // Refusals: no admin, not an id, not an admin; a job without a concierge package; a job nobody has.
    expect(await admin.post(`/api/admin/concierge/jobs/${job.jobId}/assign`, {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { adminId: [CONCIERGE_MESSAGES.adminRequired] } },
    });
    expect(await admin.post(`/api/admin/concierge/jobs/${job.jobId}/assign`, { adminId: 'someone' })).toMatchObject({
      status: 400,
      body: { fieldErrors: { adminId: [CONCIERGE_MESSAGES.adminInvalid] } },
    });
    expect(await admin.post(`/api/admin/concierge/jobs/${job.jobId}/assign`, { adminId: who.seeker })).toMatchObject({
      status: 400,
      body: { fieldErrors: { adminId: [CONCIERGE_MESSAGES.adminInvalid] } },
    });
    expect(await admin.get(`/api/admin/concierge/jobs?adminId=${who.employer}`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { adminId: [CONCIERGE_MESSAGES.adminInvalid] } },
    });
    const standard = await employerWithJob('standard-job-post', 'Standard Clerk');
    expect(await admin.post(`/api/admin/concierge/jobs/${standard.jobId}/assign`, { adminId: target })).toMatchObject({
      status: 404,
      body: { error: CONCIERGE_MESSAGES.noConciergeJob },
    });
    expect(await admin.post(`/api/admin/concierge/jobs/${randomUUID()}/assign`, { adminId: target })).toMatchObject({
      status: 404,
    });
    expect(await admin.post('/api/admin/concierge/jobs/not-a-job/assign', { adminId: target })).toMatchObject({
      status: 404,
    });
    expect(await assignmentRows(job.jobId)).toEqual([{ admin_id: target, assigned_by: who.admin }]);
  });

  it('opens the concierge chat to the job’s employer and its concierge, and moves it with the job to the next concierge', async () => {
    const job = await employerWithJob('concierge-level-1', 'Concierge Chat Lead');
    expect((await admin.post(`/api/admin/jobs/${job.jobId}/approve`)).status).toBe(200);
    const concierge = (await conciergeOf(job.session, job.jobId))!;
    const [mine, other] = concierge.id === who.admin ? [admin, secondAdmin] : [secondAdmin, admin];
    const otherId = concierge.id === who.admin ? SECOND_ADMIN.id : who.admin;
    // The assignment made the thread.
    expect(
      await orm.em
        .getConnection()
        .execute(`select count(*)::int as count from chat_threads where kind = 'concierge' and job_id = ?`, [
          job.jobId,
        ]),
    ).toEqual([{ count: 1 }]);

    const panel = await job.session.get<ConciergeChat>(`/api/messages/concierge/${job.jobId}`);
    expect(panel.status).toBe(200);
    expect(panel.body).toMatchObject({
      jobId: job.jobId,
      jobTitle: 'Concierge Chat Lead',
      companyName: job.companyName,
      status: 'active',
      adminId: concierge.id,
      conciergeName: concierge.name,
      employerName: 'Concierge Buyer',
      viewerType: 'employer',
    });
    const adminPanel = await mine.get<ConciergeChat>(`/api/messages/concierge/${job.jobId}`);
    expect(adminPanel.body).toMatchObject({ threadId: panel.body.threadId, viewerType: 'admin' });
    expect((await other.get(`/api/messages/concierge/${job.jobId}`)).status).toBe(404);

    const { threadId } = panel.body;
    const path = `/api/messages/threads/${threadId}/messages`;
    expect((await job.session.post(path, { content: 'Hello concierge' })).status).toBe(201);
    expect((await mine.post(path, { content: 'Hello! Happy to help.' })).status).toBe(201);
    expect((await mine.get<ChatMessagesPage>(path)).body.messages.map((message) => message.senderType)).toEqual([
      'employer',
      'admin',
    ]);
    const employerInbox = await job.session.get<InboxResponse>('/api/messages/inbox');
    expect(employerInbox.body).toMatchObject({
      unreadCount: 1,
      messages: [{ threadId, content: 'Hello! Happy to help.', isRead: false, sender: { type: 'admin' } }],
    });
    expect((await other.get(path)).status).toBe(404);

    // Handed to the other admin: the thread and its history move with the job.
    expect((await admin.post(`/api/admin/concierge/jobs/${job.jobId}/assign`, { adminId: otherId })).status).toBe(200);
    expect((await mine.get(path)).status).toBe(404);
    const history = await other.get<ChatMessagesPage>(path);
    expect(history.body.messages.map((message) => message.content)).toEqual([
      'Hello concierge',
      'Hello! Happy to help.',
    ]);
    expect((await job.session.get<ConciergeChat>(`/api/messages/concierge/${job.jobId}`)).body).toMatchObject({
      threadId,
      adminId: otherId,
    });
  });

  it('leaves a concierge job approved while no admin is active without one, with a warning, and assigns one at its next approval', async () => {
    const job = await employerWithJob('concierge-lite', 'Concierge Without Admins');
    const warn = jest.spyOn(Logger.prototype, 'warn');
    let warnings: unknown[][];
    // Every admin's account gone for a moment: the approval's event finds nobody to choose.
    const admins = await orm.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        `update users set deleted_at = now() where role = 'admin' and deleted_at is null returning id`,
      );
    try {
      await api.app
        .get(DomainEvents, { strict: false })
        .publish<JobModerated>({ type: JOB_EVENTS.moderated, jobId: job.jobId, decision: 'approved', at: new Date() });
    } finally {
      await orm.em
        .getConnection()
        .execute(`update users set deleted_at = null where id = any(?::uuid[])`, [
          `{${admins.map((row) => row.id).join(',')}}`,
        ]);
      warnings = [...warn.mock.calls];
      warn.mockRestore();
    }
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(warnings).toContainEqual([
      expect.objectContaining({ jobId: job.jobId }),
      expect.stringContaining('No active admin'),
    ]);
    expect(await conciergeOf(job.session, job.jobId)).toBeNull();
    expect(await assignmentRows(job.jobId)).toEqual([]);

    // Admins are back: the job's approval gives it its concierge.
    expect((await admin.post(`/api/admin/jobs/${job.jobId}/approve`)).status).toBe(200);
    expect((await conciergeOf(job.session, job.jobId))?.id).toMatch(new RegExp(`^(${who.admin}|${SECOND_ADMIN.id})$`));
  });
});
