import type { MikroORM } from '@mikro-orm/postgresql';
import {
  GENERIC_MESSAGES,
  type SeekerInvitationsResponse,
  TALENT_MESSAGES as M,
  type TalentInvitation,
  type TalentProfile,
  type TalentSearchPage,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearDemoMarket, openOrm, truncateJobsData } from '../support/database';
import type { HttpSession } from '../support/http-session';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const JOB = fixtureUuid(1, 'd');
const FILLED_JOB = fixtureUuid(2, 'd');
const THEIR_JOB = fixtureUuid(3, 'd');
const SECOND_JOB = fixtureUuid(4, 'd');
const HIDDEN_APPLICANT = fixtureUuid(1, 'e');
const SEEKER_EMAIL = 'seeker@demo.local';

type Answer = { error?: string; fieldErrors?: Record<string, string[]> };

describe('talent over HTTP: search, the Professional Profile, Invite to Job and the seeker’s invitations', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let seeker: HttpSession;
  let employer: HttpSession;
  let otherEmployer: HttpSession;
  let admin: HttpSession;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const search = (session: HttpSession, query = '') =>
    session.get<TalentSearchPage & Answer>(`/api/employer/talent${query}`);
  const profileOf = (session: HttpSession, id: string) =>
    session.get<TalentProfile & Answer>(`/api/employer/talent/${id}`);
  const invite = (session: HttpSession, id: string, body: unknown) =>
    session.request<TalentInvitation & Answer>('POST', `/api/employer/talent/${id}/invitations`, { body });

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    await clearDemoMarket(orm);
    who = await demoActors(orm);
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(orm, [
      { id: JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Remote Bookkeeper' },
      { id: SECOND_JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Payroll Assistant' },
      { id: FILLED_JOB, companyId: who.companyId, status: 'filled', postedAt: posted, title: 'Filled Role' },
      { id: THEIR_JOB, companyId: who.otherCompanyId, status: 'approved', postedAt: posted, title: 'Their Job' },
    ]);
    // Olivia (a demo seeker) hides her profile; Hana hides hers too but applied to the demo employer's job.
    await sql(`update seeker_profiles set visible_to_employers = false where user_id = ?`, [who.otherSeeker]);
    await sql(
      `insert into users (id, email, name, role, password_hash, headline, email_verified_at) values (?, 'hana.hidden@example.com', 'Hana Hidden', 'seeker', '!fixture', 'Payroll clerk', now())`,
      [HIDDEN_APPLICANT],
    );
    await sql(
      `insert into seeker_profiles (user_id, skills, portfolio_urls, education, visible_to_employers, updated_at) values (?, '["Payroll"]', '[]', '[]', false, now())`,
      [HIDDEN_APPLICANT],
    );
    await sql(
      `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
      [fixtureUuid(1, 'a'), JOB, HIDDEN_APPLICANT],
    );
    stack = await startApiAndWorker(config);
    anonymous = await browserAs(stack, config, null);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    otherEmployer = await browserAs(stack, config, { id: who.otherEmployer, role: 'employer' });
    admin = await browserAs(stack, config, { id: who.admin, role: 'admin' });
  });

  afterAll(async () => {
    await stack?.close();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('answers 401 to anonymous callers and 403 to seekers and admins on the employer routes, and employers on the seeker route', async () => {
    const routes: Array<[string, string, unknown]> = [
      ['GET', '/api/employer/talent', undefined],
      ['GET', `/api/employer/talent/${who.seeker}`, undefined],
      ['GET', `/api/employer/talent/${who.seeker}/resume`, undefined],
      ['POST', `/api/employer/talent/${who.seeker}/invitations`, { jobId: JOB }],
    ];
    for (const [session, status, error] of [
      [anonymous, 401, GENERIC_MESSAGES.unauthorized],
      [seeker, 403, GENERIC_MESSAGES.forbidden],
      [admin, 403, GENERIC_MESSAGES.forbidden],
    ] as const) {
      for (const [method, url, body] of routes) {
        const answer = await session.request<Answer>(method, url, { body });
        expect({ url, status: answer.status, error: answer.body.error }).toEqual({ url, status, error });
      }
    }
    expect((await employer.get<Answer>('/api/seeker/invitations')).status).toBe(403);
    expect((await anonymous.get<Answer>('/api/seeker/invitations')).status).toBe(401);
    expect(await sql('select * from job_invitations')).toEqual([]);
  });

  it('finds demo seekers (they let employers find them) by words, skills and filters, never one who hides', async () => {
    const all = await search(employer);
    expect(all.status).toBe(200);
    const ids = all.body.talent.map((card) => card.id);
    expect(ids).toContain(who.seeker);
    expect(ids).not.toContain(who.otherSeeker);
    expect(ids).not.toContain(HIDDEN_APPLICANT);
    expect(all.body).toMatchObject({ total: 21, totalIsCapped: false, nextCursor: expect.any(String) });
    const second = await search(employer, `?cursor=${all.body.nextCursor}`);
    expect(second.body.talent).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();

    // seeker@demo.local: 'Project coordinator returning to work after parental leave', skills from the demo seed.
    const words = await search(employer, '?q=coordinators');
    expect(words.body.talent.map((card) => card.id)).toContain(who.seeker);
    expect(words.body.talent.every((card) => /coordinator/i.test(`${card.headline} ${card.skills.join(' ')}`))).toBe(
      true,
    );
    const react = await search(employer, '?skill=react&experienceLevel=mid');
    expect(react.body.talent.map((card) => card.name)).toEqual(['Jasmine Patel']);
    expect((await search(employer, '?q=Olivia')).body.talent).toEqual([]);
    expect((await search(employer, '?q=payroll%20clerk')).body.talent).toEqual([]);

    const bad = await search(employer, '?availability=soon&experienceLevel=guru&cursor=%21%21');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      availability: [M.availabilityInvalid],
      experienceLevel: [M.experienceLevelInvalid],
      cursor: [M.cursorInvalid],
    });
  });

  it('never lets an employer read a seeker who hides their profile and never applied to them; an applicant stays readable for that company only', async () => {
    for (const id of [who.otherSeeker, fixtureUuid(9, 'e'), 'not-an-id', who.employer]) {
      const answer = await profileOf(employer, id);
      expect({ id, status: answer.status, error: answer.body.error }).toEqual({ id, status: 404, error: M.notFound });
    }
    const applicant = await profileOf(employer, HIDDEN_APPLICANT);
    expect(applicant.status).toBe(200);
    expect(applicant.body.applicationHistory).toEqual([
      {
        id: fixtureUuid(1, 'a'),
        jobId: JOB,
        jobTitle: 'Remote Bookkeeper',
        appliedAt: expect.any(String),
        applicationStatus: 'pending',
        jobStatus: 'approved',
        interviewStage: null,
        withdrawn: false,
      },
    ]);
    expect((await profileOf(otherEmployer, HIDDEN_APPLICANT)).status).toBe(404);
  });

  it('answers the Professional Profile without e-mail or phone until interview, and no resume link without a resume', async () => {
    const profile = await profileOf(employer, who.seeker);
    expect(profile.status).toBe(200);
    // The demo seed puts seeker@demo.local on Gold: the 'Premium Member' badge reads membershipPlan.
    expect(profile.body).toMatchObject({
      id: who.seeker,
      name: 'Maya Thompson',
      firstName: 'Maya',
      lastName: 'Thompson',
      membershipPlan: 'gold',
      hasResume: false,
      resumeUrl: null,
      applicationHistory: [],
    });
    expect(profile.body.skills.length).toBeGreaterThanOrEqual(3);
    expect(profile.body.contactVisible).toBe(false);
    expect(profile.body).not.toHaveProperty('email');
    // The phone follows the e-mail (the contact rule): absent until interview.
    expect(profile.body).not.toHaveProperty('phone');
    expect(await employer.get<Answer>(`/api/employer/talent/${who.seeker}/resume`)).toMatchObject({
      status: 404,
      body: { error: M.resumeMissing },
    });

    // An application in interview opens them.
    await sql(
      `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at) values (?, ?, ?, 'interview', 'technical_interview', now(), now())`,
      [fixtureUuid(2, 'a'), FILLED_JOB, who.seeker],
    );
    const inInterview = await profileOf(employer, who.seeker);
    expect(inInterview.body).toMatchObject({ contactVisible: true, email: SEEKER_EMAIL });
    expect(inInterview.body).toHaveProperty('phone');
    expect(inInterview.body.applicationHistory).toMatchObject([
      {
        jobTitle: 'Filled Role',
        applicationStatus: 'interview',
        jobStatus: 'filled',
        interviewStage: 'technical_interview',
      },
    ]);
    // Not for another company.
    expect((await profileOf(otherEmployer, who.seeker)).body).not.toHaveProperty('email');
    await sql(`delete from applications where id = ?`, [fixtureUuid(2, 'a')]);
  });

  it("refuses an invitation to another company's job or one that is not live (400), sends one per job (409), and the seeker gets an e-mail", async () => {
    for (const jobId of [THEIR_JOB, FILLED_JOB, fixtureUuid(9, 'd'), 'nope']) {
      const answer = await invite(employer, who.seeker, { jobId });
      expect({ jobId, status: answer.status, fieldErrors: answer.body.fieldErrors }).toEqual({
        jobId,
        status: 400,
        fieldErrors: { jobId: [M.jobNotLive] },
      });
    }
    expect((await invite(employer, who.seeker, { jobId: JOB, note: 'x'.repeat(1001) })).body.fieldErrors).toEqual({
      note: [M.noteTooLong],
    });
    expect((await invite(employer, who.otherSeeker, { jobId: JOB })).status).toBe(404);
    expect(await sql('select * from job_invitations')).toEqual([]);

    const sent = await invite(employer, who.seeker, { jobId: JOB, note: 'We would love to hear from you.' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      jobId: JOB,
      jobTitle: 'Remote Bookkeeper',
      seekerId: who.seeker,
      note: 'We would love to hear from you.',
    });
    const again = await invite(employer, who.seeker, { jobId: JOB });
    expect(again).toMatchObject({ status: 409, body: { error: M.alreadyInvited } });
    const applied = await invite(employer, HIDDEN_APPLICANT, { jobId: JOB });
    expect(applied).toMatchObject({ status: 409, body: { error: M.alreadyApplied } });

    const mail = await mailbox.waitFor(SEEKER_EMAIL, /invites you to apply/);
    expect(mail.subject).toMatch(/invites you to apply: Remote Bookkeeper$/);
    // An invitation to apply is not an invitation to interview: it opens no contact detail.
    const profile = await profileOf(employer, who.seeker);
    expect(profile.body).toMatchObject({
      contactVisible: false,
      invitations: [{ id: sent.body.id, jobId: JOB, jobTitle: 'Remote Bookkeeper' }],
    });
    expect(profile.body).not.toHaveProperty('email');
    expect(profile.body).not.toHaveProperty('phone');
    expect((await profileOf(otherEmployer, who.seeker)).body).not.toHaveProperty('email');
  });

  it('shows the seeker their invitations, marked applied once they apply', async () => {
    let list = await seeker.get<SeekerInvitationsResponse>('/api/seeker/invitations');
    expect(list.status).toBe(200);
    expect(list.body.invitations).toMatchObject([
      {
        job: { id: JOB, title: 'Remote Bookkeeper', status: 'approved' },
        note: 'We would love to hear from you.',
        applied: false,
        open: true,
      },
    ]);
    await sql(
      `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
      [fixtureUuid(3, 'a'), JOB, who.seeker],
    );
    list = await seeker.get<SeekerInvitationsResponse>('/api/seeker/invitations');
    expect(list.body.invitations).toMatchObject([{ job: { id: JOB }, applied: true }]);
    // Someone else's invitations are not in another seeker's list.
    const olivia = await browserAs(stack, config, { id: who.otherSeeker, role: 'seeker' });
    expect((await olivia.get<SeekerInvitationsResponse>('/api/seeker/invitations')).body).toEqual({ invitations: [] });
  });

  it('lets a seeker hide their profile from search through the profile form', async () => {
    const current = await seeker.get<Record<string, unknown>>('/api/seeker/profile');
    expect(current.body.visibleToEmployers).toBe(true);
    const saved = await seeker.request<Record<string, unknown>>('PUT', '/api/seeker/profile', {
      body: { ...current.body, visibleToEmployers: false },
    });
    expect(saved.status).toBe(200);
    expect((await search(employer)).body.talent.map((card) => card.id)).not.toContain(who.seeker);
    // Still readable by the company she applied to.
    expect((await profileOf(employer, who.seeker)).status).toBe(200);
    expect((await profileOf(otherEmployer, who.seeker)).status).toBe(404);
  });
});
