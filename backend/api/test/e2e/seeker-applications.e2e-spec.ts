import type { MikroORM } from '@mikro-orm/postgresql';
import {
  APPLICATION_MESSAGES,
  ENTITLEMENT_MESSAGES,
  GENERIC_MESSAGES,
  JOB_POSTING_MESSAGES,
  type JobDetail,
  type JobSearchPage,
  PRIVATE_COMPANY_NAME,
  type SavedJobsResponse,
  type SeekerApplication,
  type SeekerApplicationsResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { dropPlan, holdPlan } from '../support/billing-fixtures';
import { type RunningApi, startApi } from '../support/api-server';
import { HttpSession } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import {
  browserAs,
  closeSeededJobsDatabase,
  type DemoActors,
  openSeededJobsDatabase,
} from '../support/job-posting-context';

const PUBLIC_CO = fixtureUuid(1, 'c');
const PRIVATE_CO = fixtureUuid(2, 'c');
const job = (n: number) => fixtureUuid(n, 'd');
const LIVE = job(1);
const LIVE_2 = job(2);
const RACED = job(3);
const PRIVATE = job(4);
const FILLED = job(5);
const ENDED = job(6);
const DRAFT = job(7);
const UNDECIDED = job(8);
const RESUME = fixtureUuid(1, 'e');
const OTHERS_RESUME = fixtureUuid(2, 'e');
const NEWCOMER_SEEKER = fixtureUuid(3, 'e');
const LEAVING_SEEKER = fixtureUuid(4, 'e');
const LEAVING_RESUME = fixtureUuid(5, 'e');
/** A word only these fixtures' titles hold, so a search finds them whatever the demo seed holds. */
const WORD = 'Quokkaherder';

describe('seeker applications over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let seeker: HttpSession;
  let otherSeeker: HttpSession;
  let incompleteSeeker: HttpSession;
  let employer: HttpSession;
  let admin: HttpSession;
  let adminAsSeeker: HttpSession;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const apply = (session: HttpSession, body: Record<string, unknown>) =>
    session.post<SeekerApplication & { error?: string; fieldErrors?: Record<string, string[]> }>(
      '/api/seeker/applications',
      body,
    );
  const list = async (session: HttpSession) =>
    (await session.get<SeekerApplicationsResponse>('/api/seeker/applications')).body.applications;
  const withdraw = (session: HttpSession, id: string) =>
    session.post<SeekerApplication & { error?: string }>(`/api/seeker/applications/${id}/withdraw`);
  const cardOf = async (session: HttpSession, id: string) =>
    (await session.get<JobSearchPage>(`/api/jobs?q=${WORD}`)).body.jobs.find((card) => card.id === id)
      ?.applicationStatus;

  /** A resume version of the seeker's (an upload row and its version, as the upload flow leaves them). */
  async function insertResume(resumeId: string, userId: string, uploadN: number): Promise<void> {
    const uploadId = fixtureUuid(uploadN, 'b');
    await sql(
      `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, now())`,
      [uploadId, userId, `uploads/${userId}/${uploadId}/original`],
    );
    await sql(
      `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at) values (?, ?, ?, 'CV', true, now())`,
      [resumeId, userId, uploadId],
    );
  }

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase({ market: false }));
    await insertCompany(orm, PUBLIC_CO, 'Open Books Ltd');
    await insertCompany(orm, PRIVATE_CO, 'Stealth Startup Inc');
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(
      orm,
      [
        { id: LIVE, companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: `${WORD} Lead` },
        { id: LIVE_2, companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: `${WORD} Assistant` },
        { id: RACED, companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: `${WORD} Racer` },
        { id: PRIVATE, companyId: PRIVATE_CO, status: 'approved', postedAt: posted, title: `${WORD} Secret` },
        { id: FILLED, companyId: PUBLIC_CO, status: 'filled', postedAt: posted, title: `${WORD} Filled` },
        { id: ENDED, companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: `${WORD} Ended` },
        { id: DRAFT, companyId: PUBLIC_CO, status: 'draft', postedAt: null, title: `${WORD} Draft` },
        { id: UNDECIDED, companyId: PUBLIC_CO, status: 'approved', postedAt: posted, title: `${WORD} Hired` },
      ],
      PRIVATE_CO,
    );
    await sql(`update jobs set expires_at = now() - interval '1 minute' where id = ?`, [ENDED]);
    await insertResume(RESUME, who.seeker, 1);
    await insertResume(OTHERS_RESUME, who.otherSeeker, 2);
    await insertUsers(orm, [
      { id: NEWCOMER_SEEKER, email: 'applications.incomplete@example.com', role: 'seeker', name: 'Nadia New' },
      { id: LEAVING_SEEKER, email: 'applications.leaving@example.com', role: 'seeker', name: 'Lena Leaving' },
    ]);
    await insertResume(LEAVING_RESUME, LEAVING_SEEKER, 3);
    // Applying needs a plan (a trial counts); olivia.martinez@demo.local holds none.
    await holdPlan(orm, who.seeker, 'gold');
    await holdPlan(orm, NEWCOMER_SEEKER, 'trial', 'trialing');
    await holdPlan(orm, LEAVING_SEEKER, 'vip-platinum');
    await dropPlan(orm, who.otherSeeker);
    api = await startApi(config);
    anonymous = await browserAs(api, config, null);
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    otherSeeker = await browserAs(api, config, { id: who.otherSeeker, role: 'seeker' });
    incompleteSeeker = await browserAs(api, config, { id: NEWCOMER_SEEKER, role: 'seeker' });
    employer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    // An admin impersonating seeker@demo.local, from their own sign-in session.
    adminAsSeeker = new HttpSession(api.baseUrl, config.publicOrigin, '192.0.2.250');
    const issued = await api.app.get(SessionService, { strict: false }).issue({ id: who.admin, role: 'admin' });
    adminAsSeeker.cookies.set(config.sessionCookie.name, issued.token);
    const adminActor = actorOf(
      { id: who.admin, role: 'admin', email: 'admin@demo.local' },
      { id: issued.sessionId, signedInAt: issued.signedInAt },
    );
    await api.app.get(ImpersonationService, { strict: false }).start(adminActor, who.seeker);
    adminAsSeeker.impersonate(who.admin, { id: who.seeker, role: 'seeker' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  it('answers 401 to anonymous callers and 403 to employers and admins on every route', async () => {
    const someId = fixtureUuid(99, 'a');
    for (const [session, status, error] of [
      [anonymous, 401, GENERIC_MESSAGES.unauthorized],
      [employer, 403, GENERIC_MESSAGES.forbidden],
      [admin, 403, GENERIC_MESSAGES.forbidden],
    ] as const) {
      for (const answer of [
        await apply(session, { jobId: LIVE, resumeId: RESUME }),
        await session.get('/api/seeker/applications'),
        await withdraw(session, someId),
      ]) {
        expect([answer.status, (answer.body as { error?: string }).error]).toEqual([status, error]);
      }
    }
    expect(await sql('select id from applications')).toEqual([]);
  });

  it('applies to a live job and answers the created application', async () => {
    const answer = await apply(seeker, { jobId: LIVE, resumeId: RESUME, coverLetter: '  I would love to help.\n  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      job: { id: LIVE, title: `${WORD} Lead`, status: 'approved' },
      company: { name: 'Open Books Ltd', logoUrl: expect.any(String) },
      appliedAt: expect.any(String),
      status: 'pending',
      interviewStage: null,
      nextInterviewAt: null,
      nextInterview: null,
      withdrawn: false,
      withdrawnAt: null,
      coverLetter: 'I would love to help.',
      resumeId: RESUME,
    });
    expect(
      await sql('select actor_id, from_status, to_status from application_status_history where application_id = ?', [
        answer.body.id,
      ]),
    ).toEqual([{ actor_id: who.seeker, from_status: null, to_status: 'pending' }]);
  });

  it('answers 409 to a second application to the same job, also when two arrive at once', async () => {
    expect(
      await apply(seeker, { jobId: LIVE, resumeId: RESUME }).then((answer) => [answer.status, answer.body.error]),
    ).toEqual([409, APPLICATION_MESSAGES.alreadyApplied]);
    const [first, second] = await Promise.all([
      apply(seeker, { jobId: RACED, resumeId: RESUME }),
      apply(seeker, { jobId: RACED, resumeId: RESUME }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((answer) => answer.status === 409)!.body.error).toBe(
      APPLICATION_MESSAGES.alreadyApplied,
    );
    expect(await sql('select count(*)::int as count from applications where job_id = ?', [RACED])).toEqual([
      { count: 1 },
    ]);
  });

  it('answers 409 for jobs that no longer take applications and 404 for jobs nobody may see', async () => {
    for (const jobId of [FILLED, ENDED]) {
      expect(
        await apply(seeker, { jobId, resumeId: RESUME }).then((answer) => [answer.status, answer.body.error]),
      ).toEqual([409, APPLICATION_MESSAGES.jobClosed]);
    }
    for (const jobId of [DRAFT, fixtureUuid(99, 'd'), 'not-a-job']) {
      expect(
        await apply(seeker, { jobId, resumeId: RESUME }).then((answer) => [answer.status, answer.body.error]),
      ).toEqual([404, JOB_POSTING_MESSAGES.notFound]);
    }
  });

  it('answers 400 with fieldErrors for a bad body, a long cover letter and a resume that is not the seeker’s', async () => {
    const empty = await apply(seeker, {});
    expect([empty.status, empty.body.fieldErrors]).toEqual([
      400,
      { jobId: [APPLICATION_MESSAGES.jobRequired], resumeId: [APPLICATION_MESSAGES.resumeRequired] },
    ]);
    const long = await apply(seeker, { jobId: LIVE_2, resumeId: RESUME, coverLetter: 'x'.repeat(5001) });
    expect([long.status, long.body.error, long.body.fieldErrors]).toEqual([
      400,
      APPLICATION_MESSAGES.coverLetterTooLong,
      { coverLetter: [APPLICATION_MESSAGES.coverLetterTooLong] },
    ]);
    const wrongType = await apply(seeker, { jobId: LIVE_2, resumeId: RESUME, coverLetter: 7 });
    expect([wrongType.status, wrongType.body.fieldErrors]).toEqual([
      400,
      { coverLetter: [APPLICATION_MESSAGES.coverLetterInvalid] },
    ]);
    const theirs = await apply(seeker, { jobId: LIVE_2, resumeId: OTHERS_RESUME });
    expect([theirs.status, theirs.body.fieldErrors]).toEqual([
      400,
      { resumeId: [APPLICATION_MESSAGES.resumeNotYours] },
    ]);
    expect(await sql('select id from applications where job_id = ?', [LIVE_2])).toEqual([]);
  });

  it('tells a seeker whose profile lacks a resume exactly what to complete', async () => {
    const answer = await apply(incompleteSeeker, { jobId: LIVE_2, resumeId: RESUME });
    expect([answer.status, answer.body.error]).toEqual([
      409,
      'Please complete your profile before applying: upload a resume',
    ]);
  });

  it('keeps a private company anonymous in the list, also for an admin acting as the seeker', async () => {
    const answer = await apply(adminAsSeeker, { jobId: PRIVATE, resumeId: RESUME });
    expect(answer.status).toBe(201);
    expect(answer.body.company).toEqual({ name: PRIVATE_COMPANY_NAME, logoUrl: null });
    // The history names who really applied: the admin, for the seeker.
    expect(
      await sql('select actor_id from application_status_history where application_id = ?', [answer.body.id]),
    ).toEqual([{ actor_id: who.admin }]);
    expect((await list(seeker)).find((application) => application.job.id === PRIVATE)!.company).toEqual({
      name: PRIVATE_COMPANY_NAME,
      logoUrl: null,
    });
  });

  it("lists the seeker's own applications newest first; another seeker sees only theirs", async () => {
    const mine = await list(seeker);
    expect(mine.map((application) => application.job.id)).toEqual([PRIVATE, RACED, LIVE]);
    expect(mine.every((application) => application.status === 'pending' && !application.withdrawn)).toBe(true);
    expect(await list(otherSeeker)).toEqual([]);
    expect((await list(adminAsSeeker)).map((application) => application.id)).toEqual(
      mine.map((application) => application.id),
    );
  });

  it('shows the seeker’s status on job cards of search, the detail and saved jobs; nobody else sees it', async () => {
    const applied = { hasApplied: true, status: 'pending' };
    const none = { hasApplied: false, status: null };
    expect(await cardOf(seeker, LIVE)).toEqual(applied);
    expect(await cardOf(seeker, LIVE_2)).toEqual(none);
    expect(await cardOf(adminAsSeeker, LIVE)).toEqual(applied);
    for (const session of [anonymous, otherSeeker, employer, admin]) expect(await cardOf(session, LIVE)).toEqual(none);
    expect((await seeker.get<JobDetail>(`/api/jobs/${LIVE}`)).body.applicationStatus).toEqual(applied);
    expect((await otherSeeker.get<JobDetail>(`/api/jobs/${LIVE}`)).body.applicationStatus).toEqual(none);
    await seeker.request('PUT', `/api/seeker/saved-jobs/${LIVE}`);
    await seeker.request('PUT', `/api/seeker/saved-jobs/${LIVE_2}`);
    const saved = (await seeker.get<SavedJobsResponse>('/api/seeker/saved-jobs')).body.jobs;
    expect(saved.map((entry) => [entry.job.id, entry.job.applicationStatus])).toEqual([
      [LIVE_2, none],
      [LIVE, applied],
    ]);
  });

  it('withdraws only the own application; it stays in the list, marked, and the card keeps “Applied”', async () => {
    const [application] = (await list(seeker)).filter((candidate) => candidate.job.id === LIVE);
    expect(await withdraw(otherSeeker, application!.id).then((answer) => [answer.status, answer.body.error])).toEqual([
      404,
      APPLICATION_MESSAGES.notFound,
    ]);
    expect(await withdraw(seeker, 'not-an-id').then((answer) => answer.status)).toBe(404);
    const answer = await withdraw(seeker, application!.id);
    expect([answer.status, answer.body.withdrawn, answer.body.status]).toEqual([200, true, 'pending']);
    expect(await withdraw(seeker, application!.id).then((again) => [again.status, again.body.error])).toEqual([
      409,
      APPLICATION_MESSAGES.alreadyWithdrawn,
    ]);
    expect((await list(seeker)).find((candidate) => candidate.id === application!.id)).toMatchObject({
      withdrawn: true,
      withdrawnAt: expect.any(String),
    });
    expect(await cardOf(seeker, LIVE)).toEqual({ hasApplied: true, status: null });
    expect(
      await apply(seeker, { jobId: LIVE, resumeId: RESUME }).then((again) => [again.status, again.body.error]),
    ).toEqual([409, APPLICATION_MESSAGES.alreadyWithdrawnFromJob]);
    expect(
      await sql('select from_status, to_status from application_status_history where application_id = ? order by at', [
        application!.id,
      ]),
    ).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'withdrawn' },
    ]);
  });

  it('refuses to withdraw a decided application', async () => {
    const answer = await apply(seeker, { jobId: UNDECIDED, resumeId: RESUME });
    await sql(`update applications set status = 'hired' where id = ?`, [answer.body.id]);
    expect(await withdraw(seeker, answer.body.id).then((again) => [again.status, again.body.error])).toEqual([
      409,
      APPLICATION_MESSAGES.cannotWithdraw,
    ]);
    expect(await cardOf(seeker, UNDECIDED)).toEqual({ hasApplied: true, status: 'hired' });
  });

  it("withdraws a seeker's open applications and erases their cover letters when they delete their account", async () => {
    const leaving = await browserAs(api, config, { id: LEAVING_SEEKER, role: 'seeker' });
    const answer = await apply(leaving, { jobId: LIVE_2, resumeId: LEAVING_RESUME, coverLetter: 'Personal words' });
    expect(answer.status).toBe(201);
    expect(
      (await leaving.post('/api/account/delete', { confirmEmail: 'applications.leaving@example.com' })).status,
    ).toBe(200);
    const [row] = await sql<{ withdrawn: boolean; cover_letter: string | null; resume_id: string | null }>(
      'select withdrawn_at is not null as withdrawn, cover_letter, resume_id from applications where id = ?',
      [answer.body.id],
    );
    expect(row).toEqual({ withdrawn: true, cover_letter: null, resume_id: null });
  });

  it('refuses a seeker without a trialing or active plan with 403 and the way to the plans; a free trial is enough', async () => {
    const refused = await apply(otherSeeker, { jobId: LIVE_2, resumeId: OTHERS_RESUME });
    expect([refused.status, refused.body]).toEqual([
      403,
      { error: ENTITLEMENT_MESSAGES.planRequired, code: 'APPLICATIONS_PLAN_REQUIRED' },
    ]);
    // A bad body is still answered with its field errors first.
    expect((await apply(otherSeeker, {})).status).toBe(400);
    // A subscription whose renewal failed (past due) holds no plan either.
    await holdPlan(orm, who.otherSeeker, 'gold');
    await sql(`update subscriptions set status = 'past_due' where user_id = ? and status = 'active'`, [
      who.otherSeeker,
    ]);
    expect((await apply(otherSeeker, { jobId: LIVE_2, resumeId: OTHERS_RESUME })).status).toBe(403);
    expect(await list(otherSeeker)).toEqual([]);
    expect(await cardOf(otherSeeker, LIVE_2)).toEqual({ hasApplied: false, status: null });

    await holdPlan(orm, who.otherSeeker, 'trial', 'trialing');
    const accepted = await apply(otherSeeker, { jobId: LIVE_2, resumeId: OTHERS_RESUME });
    expect(accepted.status).toBe(201);
    expect((await list(otherSeeker)).map((application) => application.id)).toEqual([accepted.body.id]);
  });
});
