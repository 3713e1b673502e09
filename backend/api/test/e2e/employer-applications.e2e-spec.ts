import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AUTH_MESSAGES,
  type ApplicantProfileResponse,
  type ApplicantResumeResponse,
  type BulkStatusResponse,
  EMPLOYER_APPLICATION_MESSAGES as M,
  type EmployerApplicationsPage,
  type EmployerJobsResponse,
  GENERIC_MESSAGES,
  JOB_POSTING_MESSAGES,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf } from '../support/accounts-fakes';
import { type RunningApi, startApi } from '../support/api-server';
import { HttpSession } from '../support/http-session';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import {
  browserAs,
  closeSeededJobsDatabase,
  type DemoActors,
  openSeededJobsDatabase,
} from '../support/job-posting-context';

const JOB = fixtureUuid(1, 'd');
const SECOND_JOB = fixtureUuid(2, 'd');
const THEIR_JOB = fixtureUuid(3, 'd');
const APP = fixtureUuid(1, 'a');
const OTHER_APP = fixtureUuid(2, 'a');
const WITHDRAWN_APP = fixtureUuid(3, 'a');
const SECOND_JOB_APP = fixtureUuid(4, 'a');
const THEIR_APP = fixtureUuid(5, 'a');
const RESUME = fixtureUuid(1, 'e');
const RESUME_UPLOAD = fixtureUuid(2, 'e');
const LEFT_SEEKER = fixtureUuid(3, 'e');

type Answer = { error?: string; fieldErrors?: Record<string, string[]> };

describe('the employer side of applications over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let seeker: HttpSession;
  let employer: HttpSession;
  let otherEmployer: HttpSession;
  let admin: HttpSession;
  let adminAsEmployer: HttpSession;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const put = <T>(session: HttpSession, path: string, body: unknown) =>
    session.request<T & Answer>('PUT', path, { body });
  const setStatus = (session: HttpSession, id: string, body: unknown) =>
    put<{ application: { status: string; interviewStage: string | null } }>(
      session,
      `/api/employer/applications/${id}/status`,
      body,
    );
  const profileOf = (session: HttpSession, id: string) =>
    session.get<ApplicantProfileResponse & Answer>(`/api/employer/applications/${id}/profile`);
  const listOf = (session: HttpSession, path: string) => session.get<EmployerApplicationsPage & Answer>(path);

  beforeAll(async () => {
    ({ config, orm, who } = await openSeededJobsDatabase({ market: false }));
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(orm, [
      { id: JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Remote Bookkeeper' },
      { id: SECOND_JOB, companyId: who.companyId, status: 'filled', postedAt: posted, title: 'Payroll Assistant' },
      { id: THEIR_JOB, companyId: who.otherCompanyId, status: 'approved', postedAt: posted, title: 'Their Job' },
    ]);
    await sql(
      `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, status, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, 'ready', now())`,
      [RESUME_UPLOAD, who.seeker, `uploads/${who.seeker}/${RESUME_UPLOAD}/original`],
    );
    await sql(
      `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at) values (?, ?, ?, 'CV', false, now())`,
      [RESUME, who.seeker, RESUME_UPLOAD],
    );
    await sql(
      `insert into seeker_profiles (user_id, location, phone, availability, experience_level, about_me, salary_expectations, show_salary_expectations, skills, portfolio_urls, work_experience, education, updated_at)
       values (?, 'Austin, TX', '(555) 123-4567', 'two_weeks', 'mid', 'I keep books.', 65000, true, '["QuickBooks"]', '[]', null, '[]', now())
       on conflict (user_id) do update set location = excluded.location, phone = excluded.phone, experience_level = excluded.experience_level,
         salary_expectations = excluded.salary_expectations, show_salary_expectations = true, skills = excluded.skills`,
      [who.seeker],
    );
    await sql(
      `insert into users (id, email, name, role, password_hash, email_verified_at) values (?, 'left.seeker@example.com', 'Wendy Withdrawn', 'seeker', '!fixture', now())`,
      [LEFT_SEEKER],
    );
    const insert = (id: string, jobId: string, seekerId: string, status: string, minutesAgo: number, extra = '') =>
      sql(
        `insert into applications (id, job_id, seeker_id, resume_id, cover_letter, status, interview_stage, applied_at, updated_at, withdrawn_at)
         values (?, ?, ?, ?, 'Hello', ?, ?, now() - (? || ' minutes')::interval, now(), ${extra || 'null'})`,
        [
          id,
          jobId,
          seekerId,
          seekerId === who.seeker ? RESUME : null,
          status,
          status === 'pending' ? null : 'initial_screening',
          minutesAgo,
        ],
      );
    await insert(APP, JOB, who.seeker, 'pending', 30);
    await insert(OTHER_APP, JOB, who.otherSeeker, 'reviewed', 20);
    await insert(WITHDRAWN_APP, JOB, LEFT_SEEKER, 'pending', 10, 'now()');
    await insert(SECOND_JOB_APP, SECOND_JOB, who.seeker, 'pending', 5);
    await insert(THEIR_APP, THEIR_JOB, who.seeker, 'interview', 40);
    api = await startApi(config);
    anonymous = await browserAs(api, config, null);
    seeker = await browserAs(api, config, { id: who.seeker, role: 'seeker' });
    employer = await browserAs(api, config, { id: who.employer, role: 'employer' });
    otherEmployer = await browserAs(api, config, { id: who.otherEmployer, role: 'employer' });
    admin = await browserAs(api, config, { id: who.admin, role: 'admin' });
    // An admin impersonating employer@demo.local, from their own sign-in session.
    adminAsEmployer = new HttpSession(api.baseUrl, config.publicOrigin, '192.0.2.251');
    const issued = await api.app.get(SessionService, { strict: false }).issue({ id: who.admin, role: 'admin' });
    adminAsEmployer.cookies.set(config.sessionCookie.name, issued.token);
    const adminActor = actorOf(
      { id: who.admin, role: 'admin', email: 'admin@demo.local' },
      { id: issued.sessionId, signedInAt: issued.signedInAt },
    );
    await api.app.get(ImpersonationService, { strict: false }).start(adminActor, who.employer);
    adminAsEmployer.impersonate(who.admin, { id: who.employer, role: 'employer' });
  });

  afterAll(() => closeSeededJobsDatabase(api, orm, config));

  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', `/api/employer/jobs/${JOB}/applications`],
    ['GET', '/api/employer/applications'],
    ['GET', `/api/employer/applications/${id}/profile`],
    ['GET', `/api/employer/applications/${id}/resume`],
    ['PUT', `/api/employer/applications/${id}/status`, { status: 'reviewed' }],
    ['POST', '/api/employer/applications/bulk-status', { applicationIds: [id], status: 'reviewed' }],
    ['POST', '/api/employer/applications/bulk-status/undo', { undoToken: 'x'.repeat(43) }],
  ];

  it('answers 401 to anonymous callers and 403 to seekers and admins who are not impersonating, on every route', async () => {
    for (const [session, status, error] of [
      [anonymous, 401, GENERIC_MESSAGES.unauthorized],
      [seeker, 403, GENERIC_MESSAGES.forbidden],
      [admin, 403, GENERIC_MESSAGES.forbidden],
    ] as const) {
      for (const [method, path, body] of routes(APP)) {
        const answer = await session.request<Answer>(method, path, { body });
        expect({ path, status: answer.status, error: answer.body.error }).toEqual({ path, status, error });
      }
    }
    expect(await sql('select status from applications where id = ?', [APP])).toEqual([{ status: 'pending' }]);
  });

  it("answers 404 for another company's applicant and job on every route, and changes nothing", async () => {
    for (const [method, path, body] of routes(THEIR_APP).slice(2, 5)) {
      const answer = await employer.request<Answer>(method, path, { body });
      expect({ path, status: answer.status, error: answer.body.error }).toEqual({
        path,
        status: 404,
        error: M.notFound,
      });
    }
    expect((await listOf(employer, `/api/employer/jobs/${THEIR_JOB}/applications`)).body.error).toBe(
      JOB_POSTING_MESSAGES.notFound,
    );
    const bulk = await employer.post<BulkStatusResponse>('/api/employer/applications/bulk-status', {
      applicationIds: [THEIR_APP],
      status: 'rejected',
    });
    expect(bulk.body).toEqual({
      changed: [],
      skipped: [{ id: THEIR_APP, reason: M.notFound }],
      undoToken: null,
      undoExpiresAt: null,
    });
    expect(await sql('select status from applications where id = ?', [THEIR_APP])).toEqual([{ status: 'interview' }]);
    // Their own employer sees it.
    expect((await profileOf(otherEmployer, THEIR_APP)).status).toBe(200);
  });

  it("lists one job's active applicants newest first with counts, pages by cursor, and leaves withdrawn ones out", async () => {
    const page = await listOf(employer, `/api/employer/jobs/${JOB}/applications`);
    expect(page.status).toBe(200);
    expect(page.body.applications.map((item) => item.id)).toEqual([OTHER_APP, APP]);
    expect(page.body.counts).toEqual({ pending: 1, reviewed: 1, interview: 0, hired: 0, rejected: 0, total: 2 });
    expect(page.body.applications[1]).toMatchObject({
      job: { id: JOB, title: 'Remote Bookkeeper' },
      status: 'pending',
      hasResume: true,
      hasCoverLetter: true,
      applicant: { id: who.seeker },
    });
    const first = await listOf(employer, `/api/employer/jobs/${JOB}/applications?sort=oldest&limit=1`);
    expect(first.body.applications.map((item) => item.id)).toEqual([APP]);
    const second = await listOf(
      employer,
      `/api/employer/jobs/${JOB}/applications?sort=oldest&limit=1&cursor=${first.body.nextCursor}`,
    );
    expect([second.body.applications.map((item) => item.id), second.body.nextCursor]).toEqual([[OTHER_APP], null]);
    const reviewed = await listOf(
      employer,
      `/api/employer/jobs/${JOB}/applications?status=reviewed&stage=initial_screening`,
    );
    expect([reviewed.body.applications.map((item) => item.id), reviewed.body.counts.total]).toEqual([[OTHER_APP], 1]);
    const name = (await sql<{ name: string }>('select name from users where id = ?', [who.otherSeeker]))[0]!.name;
    const searched = await listOf(
      employer,
      `/api/employer/jobs/${JOB}/applications?q=${encodeURIComponent(name.slice(1, 5).toUpperCase())}`,
    );
    expect(searched.body.applications.map((item) => item.id)).toContain(OTHER_APP);
    // The company-wide list holds every job's, a filled job's included.
    const all = await listOf(employer, '/api/employer/applications');
    expect(all.body.applications.map((item) => item.id)).toEqual([SECOND_JOB_APP, OTHER_APP, APP]);
    expect((await listOf(adminAsEmployer, '/api/employer/applications')).body.applications).toHaveLength(3);
  });

  it('answers 400 with fieldErrors for a bad list query', async () => {
    const answer = await listOf(
      employer,
      `/api/employer/jobs/${JOB}/applications?status=withdrawn&sort=up&limit=500&cursor=a%20b`,
    );
    expect([answer.status, answer.body.fieldErrors]).toEqual([
      400,
      { status: [M.statusFilterInvalid], sort: [M.sortInvalid], cursor: [M.cursorInvalid], limit: [M.limitInvalid] },
    ]);
    // A cursor this API never issued.
    const forged = await listOf(employer, `/api/employer/jobs/${JOB}/applications?cursor=zzz`);
    expect([forged.status, forged.body.fieldErrors]).toEqual([400, { cursor: [M.cursorInvalid] }]);
    const repeated = await listOf(employer, '/api/employer/applications?q=a&q=b');
    expect([repeated.status, repeated.body.fieldErrors]).toEqual([400, { q: [M.single] }]);
  });

  it("adds counts per status to the employer's own job list", async () => {
    const jobs = (await employer.get<EmployerJobsResponse>('/api/employer/jobs')).body.jobs;
    expect(jobs.find((job) => job.id === JOB)!.counts).toEqual({
      applications: 2,
      byStatus: { pending: 1, reviewed: 1, interview: 0, hired: 0, rejected: 0, total: 2 },
    });
    expect(jobs.find((job) => job.id === SECOND_JOB)!.counts.applications).toBe(1);
  });

  it('answers the applicant profile with contact fields absent from the JSON until interview', async () => {
    const pending = await profileOf(employer, APP);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      // The demo seed puts seeker@demo.local on Gold.
      seeker: {
        id: who.seeker,
        location: 'Austin, TX',
        experienceLevel: 'mid',
        expectedSalary: 65000,
        membershipPlan: 'gold',
        skills: ['QuickBooks'],
      },
      application: {
        id: APP,
        status: 'pending',
        coverLetter: 'Hello',
        resumeUrl: `/api/employer/applications/${APP}/resume`,
        withdrawn: false,
      },
      job: { id: JOB, title: 'Remote Bookkeeper' },
    });
    expect(Object.keys(pending.body.seeker)).not.toContain('email');
    expect(Object.keys(pending.body.seeker)).not.toContain('phone');

    const reviewed = await setStatus(employer, APP, { status: 'reviewed', interviewStage: 'initial_screening' });
    expect([reviewed.status, reviewed.body.application]).toEqual([
      200,
      expect.objectContaining({ status: 'reviewed', interviewStage: 'initial_screening' }),
    ]);
    expect(Object.keys((await profileOf(employer, APP)).body.seeker)).not.toContain('email');

    expect((await setStatus(employer, APP, { status: 'interview' })).status).toBe(200);
    const email = (await sql<{ email: string }>('select email from users where id = ?', [who.seeker]))[0]!.email;
    expect((await profileOf(employer, APP)).body.seeker).toMatchObject({ email, phone: '(555) 123-4567' });
    expect(
      await sql<{ from_status: string | null; to_status: string; actor_id: string }>(
        'select from_status, to_status, actor_id from application_status_history where application_id = ? order by at, id',
        [APP],
      ),
    ).toEqual([
      { from_status: 'pending', to_status: 'reviewed', actor_id: who.employer },
      { from_status: 'reviewed', to_status: 'interview', actor_id: who.employer },
    ]);
  });

  it('enforces the transitions: 400 with fieldErrors for a bad body, 409 with the contract message for a refused change', async () => {
    const empty = await setStatus(employer, SECOND_JOB_APP, {});
    expect([empty.status, empty.body.fieldErrors]).toEqual([400, { status: [M.statusRequired] }]);
    const stage = await setStatus(employer, SECOND_JOB_APP, { status: 'reviewed', interviewStage: 'final_interview' });
    expect([stage.status, stage.body.fieldErrors]).toEqual([400, { interviewStage: [M.stageMustBeScreening] }]);
    const wrongType = await setStatus(employer, SECOND_JOB_APP, { status: 7 });
    expect([wrongType.status, wrongType.body.fieldErrors]).toEqual([400, { status: [M.statusInvalid] }]);
    const skip = await setStatus(employer, SECOND_JOB_APP, { status: 'hired' });
    expect([skip.status, skip.body.error]).toEqual([409, M.transitionRefused('pending', 'hired')]);
    const withdrawn = await setStatus(employer, WITHDRAWN_APP, { status: 'reviewed' });
    expect([withdrawn.status, withdrawn.body.error]).toEqual([409, M.withdrawn]);
    // The admin acting as the employer is recorded as who really acted.
    expect((await setStatus(adminAsEmployer, SECOND_JOB_APP, { status: 'reviewed' })).status).toBe(200);
    expect(
      await sql('select actor_id from application_status_history where application_id = ?', [SECOND_JOB_APP]),
    ).toEqual([{ actor_id: who.admin }]);
  });

  it('answers a short-lived signed link to the resume applied with, also to an impersonating admin through query parameters', async () => {
    const answer = await employer.get<ApplicantResumeResponse & Answer>(`/api/employer/applications/${APP}/resume`);
    expect(answer.status).toBe(200);
    // Its name (the version's name and the file's extension) and that it shows in place, for the viewer.
    expect(answer.body).toMatchObject({ fileName: 'CV.pdf', viewable: true });
    // And a link that saves it under that name, for the viewer's Download.
    expect(new URL(answer.body.saveUrl).searchParams.get('response-content-disposition')).toMatch(
      /^attachment;.*filename="CV\.pdf"/,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const link = new URL(answer.body.downloadUrl);
    expect(link.searchParams.get('X-Amz-Signature')).toEqual(expect.any(String));
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(3600);
    expect(link.pathname).toContain(RESUME_UPLOAD);

    const query = `impersonatedUserId=${who.employer}&impersonatedUserRole=employer&adminId=${who.admin}`;
    const viaQuery = await adminAsEmployer
      .fork()
      .get<{ downloadUrl: string }>(`/api/employer/applications/${APP}/resume?${query}`);
    expect(viaQuery.status).toBe(200);
    expect(viaQuery.body.downloadUrl).not.toContain(who.admin);
    // The same parameters from anyone but that admin's own session are refused, not ignored.
    for (const session of [employer, otherEmployer, admin.fork()]) {
      const forged = await session.get<Answer>(`/api/employer/applications/${APP}/resume?${query}`);
      expect([forged.status, forged.body.error]).toEqual([403, AUTH_MESSAGES.impersonationHeadersRejected]);
    }
    const noResume = await employer.get<Answer>(`/api/employer/applications/${OTHER_APP}/resume`);
    expect([noResume.status, noResume.body.error]).toEqual([404, M.resumeMissing]);
  });

  it('marks several not selected in one go and undoes it within 10 seconds, only for the employer who did it', async () => {
    const bulk = await employer.post<BulkStatusResponse & Answer>('/api/employer/applications/bulk-status', {
      applicationIds: [OTHER_APP, APP, WITHDRAWN_APP],
      status: 'rejected',
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.changed).toEqual([
      { id: APP, from: 'interview', to: 'rejected' },
      { id: OTHER_APP, from: 'reviewed', to: 'rejected' },
    ]);
    expect(bulk.body.skipped).toEqual([{ id: WITHDRAWN_APP, reason: M.withdrawn }]);
    // Not selected: the contact details are gone again.
    expect(Object.keys((await profileOf(employer, APP)).body.seeker)).not.toContain('email');

    const stranger = await otherEmployer.post<Answer>('/api/employer/applications/bulk-status/undo', {
      undoToken: bulk.body.undoToken,
    });
    expect([stranger.status, stranger.body.error]).toEqual([404, M.undoNotFound]);
    const undo = await employer.post<{ restored: unknown[]; skipped: unknown[] } & Answer>(
      '/api/employer/applications/bulk-status/undo',
      { undoToken: bulk.body.undoToken },
    );
    expect([undo.status, undo.body.restored, undo.body.skipped]).toEqual([
      200,
      [
        { id: APP, from: 'rejected', to: 'interview' },
        { id: OTHER_APP, from: 'rejected', to: 'reviewed' },
      ],
      [],
    ]);
    const again = await employer.post<Answer>('/api/employer/applications/bulk-status/undo', {
      undoToken: bulk.body.undoToken,
    });
    expect([again.status, again.body.error]).toEqual([409, M.undoneAlready]);
    expect(await sql('select status from applications where id in (?, ?) order by id', [APP, OTHER_APP])).toEqual([
      { status: 'interview' },
      { status: 'reviewed' },
    ]);

    const late = await employer.post<BulkStatusResponse>('/api/employer/applications/bulk-status', {
      applicationIds: [OTHER_APP],
      status: 'rejected',
    });
    await sql(`update application_bulk_changes set expires_at = now() - interval '1 millisecond'`);
    const expired = await employer.post<Answer>('/api/employer/applications/bulk-status/undo', {
      undoToken: late.body.undoToken,
    });
    expect([expired.status, expired.body.error]).toEqual([409, M.undoExpired]);
  });

  it('answers 400 with fieldErrors for bad bulk and undo bodies', async () => {
    const none = await employer.post<Answer>('/api/employer/applications/bulk-status', {});
    expect([none.status, none.body.fieldErrors]).toEqual([
      400,
      { applicationIds: [M.idsRequired], status: [M.statusRequired] },
    ]);
    const notIds = await employer.post<Answer>('/api/employer/applications/bulk-status', {
      applicationIds: 'all',
      status: 'hired',
    });
    expect([notIds.status, notIds.body.fieldErrors]).toEqual([400, { applicationIds: [M.idsInvalid] }]);
    const hired = await employer.post<Answer>('/api/employer/applications/bulk-status', {
      applicationIds: [APP],
      status: 'hired',
    });
    expect([hired.status, hired.body.fieldErrors]).toEqual([400, { status: [M.bulkStatusInvalid] }]);
    const undo = await employer.post<Answer>('/api/employer/applications/bulk-status/undo', { undoToken: 42 });
    expect([undo.status, undo.body.fieldErrors]).toEqual([400, { undoToken: [M.undoTokenRequired] }]);
  });
});
