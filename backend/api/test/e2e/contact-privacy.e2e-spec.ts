import type { MikroORM } from '@mikro-orm/postgresql';
import type {
  ApplicantProfileResponse,
  InterviewData,
  TalentInvitation,
  TalentProfile,
  TalentSearchPage,
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
const THEIR_JOB = fixtureUuid(2, 'd');
const APP = fixtureUuid(1, 'a');
const THEIR_APP = fixtureUuid(2, 'a');
const SEEKER_EMAIL = 'seeker@demo.local';
const SEEKER_PHONE = '(512) 555-0142';

type Answer = { error?: string };

/**
 * One contact rule for every answer an employer gets: a seeker's e-mail and phone only once one of
 * their applications to the employer's company's jobs is in interview or hired. Checked on the
 * talent profile, the applicant profile and the interview data, and on everything Invite to Job
 * produces (its answer, the profile after it, the search, the mail).
 */
describe('contact details as employers see them, over HTTP', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let employer: HttpSession;
  let otherEmployer: HttpSession;
  let invitee: { id: string; email: string };

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const talentOf = (session: HttpSession, id: string) =>
    session.get<TalentProfile & Answer>(`/api/employer/talent/${id}`);
  const applicantOf = (session: HttpSession, id: string) =>
    session.get<ApplicantProfileResponse & Answer>(`/api/employer/applications/${id}/profile`);
  const interviewOf = (session: HttpSession, id: string) =>
    session.get<InterviewData & Answer>(`/api/employer/applications/${id}/interview`);
  const setStatus = async (id: string, body: unknown) => {
    const answer = await employer.request<Answer>('PUT', `/api/employer/applications/${id}/status`, { body });
    expect(answer.status).toBe(200);
  };
  /** Neither the address nor the phone's digits anywhere in an answer, whatever field might carry them. */
  const expectNoContact = (body: unknown, email = SEEKER_EMAIL) => {
    const text = JSON.stringify(body);
    expect(text).not.toContain(email);
    expect(text).not.toContain('555-0142');
  };

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
      { id: THEIR_JOB, companyId: who.otherCompanyId, status: 'approved', postedAt: posted, title: 'Their Job' },
    ]);
    await sql(`update seeker_profiles set phone = ? where user_id = ?`, [SEEKER_PHONE, who.seeker]);
    await sql(
      `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
      [APP, JOB, who.seeker],
    );
    // Hired by another company: that opens nothing for the demo employer.
    await sql(
      `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at) values (?, ?, ?, 'hired', 'offer_accepted', now(), now())`,
      [THEIR_APP, THEIR_JOB, who.seeker],
    );
    [invitee] = await sql<{ id: string; email: string }>(
      `select u.id, u.email from users u join seeker_profiles p on p.user_id = u.id
       where p.visible_to_employers and u.deleted_at is null and u.id <> ? order by u.email limit 1`,
      [who.seeker],
    );
    await sql(`update seeker_profiles set phone = ? where user_id = ?`, [SEEKER_PHONE, invitee!.id]);
    stack = await startApiAndWorker(config);
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    otherEmployer = await browserAs(stack, config, { id: who.otherEmployer, role: 'employer' });
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

  it('withholds e-mail and phone of a pending and of a reviewed applicant, in both dialogs and the interview data', async () => {
    const talent = await talentOf(employer, who.seeker);
    expect(talent.status).toBe(200);
    expect(talent.body.contactVisible).toBe(false);
    expect(talent.body).not.toHaveProperty('email');
    expect(talent.body).not.toHaveProperty('phone');
    expectNoContact(talent.body);

    const applicant = await applicantOf(employer, APP);
    expect(applicant.status).toBe(200);
    expect(applicant.body.seeker.contactVisible).toBe(false);
    expect(applicant.body.seeker).not.toHaveProperty('email');
    expect(applicant.body.seeker).not.toHaveProperty('phone');
    expectNoContact(applicant.body);

    await setStatus(APP, { status: 'reviewed', interviewStage: 'initial_screening' });
    for (const body of [
      (await talentOf(employer, who.seeker)).body,
      (await applicantOf(employer, APP)).body,
      (await interviewOf(employer, APP)).body,
    ]) {
      expectNoContact(body);
    }
    expect((await interviewOf(employer, APP)).body).not.toHaveProperty('candidateEmail');
  });

  it('shows both once invited to interview, and still once hired; never to another company', async () => {
    await setStatus(APP, { status: 'interview' });
    expect((await talentOf(employer, who.seeker)).body).toMatchObject({
      contactVisible: true,
      email: SEEKER_EMAIL,
      phone: SEEKER_PHONE,
    });
    expect((await applicantOf(employer, APP)).body.seeker).toMatchObject({
      contactVisible: true,
      email: SEEKER_EMAIL,
      phone: SEEKER_PHONE,
    });
    expect((await interviewOf(employer, APP)).body.candidateEmail).toBe(SEEKER_EMAIL);

    await setStatus(APP, { status: 'hired' });
    expect((await talentOf(employer, who.seeker)).body).toMatchObject({ email: SEEKER_EMAIL, phone: SEEKER_PHONE });
    expect((await applicantOf(employer, APP)).body.seeker).toMatchObject({ email: SEEKER_EMAIL, phone: SEEKER_PHONE });
    expect((await interviewOf(employer, APP)).body.candidateEmail).toBe(SEEKER_EMAIL);

    // The other company hired her too (THEIR_APP): it sees her contact through its own hire only.
    expect((await talentOf(otherEmployer, who.seeker)).body).toMatchObject({ email: SEEKER_EMAIL });
    // A withdrawn application opens nothing, whatever its status.
    await sql(`update applications set withdrawn_at = now() where id = ?`, [THEIR_APP]);
    const withdrawn = await talentOf(otherEmployer, who.seeker);
    expect(withdrawn.body.contactVisible).toBe(false);
    expectNoContact(withdrawn.body);
  });

  it("never lets an invitation to apply reveal the seeker's address: not in its answer, the profile, the search or any mail", async () => {
    const sent = await employer.request<TalentInvitation & Answer>(
      'POST',
      `/api/employer/talent/${invitee.id}/invitations`,
      { body: { jobId: JOB, note: 'We would love to hear from you.' } },
    );
    expect(sent.status).toBe(201);
    expectNoContact(sent.body, invitee.email);

    const profile = await talentOf(employer, invitee.id);
    expect(profile.body).toMatchObject({ contactVisible: false, invitations: [{ jobId: JOB }] });
    expect(profile.body).not.toHaveProperty('email');
    expect(profile.body).not.toHaveProperty('phone');
    expectNoContact(profile.body, invitee.email);
    let cursor: string | null = null;
    do {
      const page: { body: TalentSearchPage } = await employer.get<TalentSearchPage>(
        `/api/employer/talent${cursor ? `?cursor=${cursor}` : ''}`,
      );
      expectNoContact(page.body, invitee.email);
      cursor = page.body.nextCursor;
    } while (cursor);

    // The mail goes to the seeker alone, from the site's address, with no reply-to or copy.
    const mail = await mailbox.waitFor(invitee.email, /invites you to apply/);
    expect(mail.to).toEqual([invitee.email]);
    expect(mail.from).toContain(config.mailFrom.replace(/^.*<|>$/g, ''));
    const headers = await mailbox.headersOf(mail);
    expect(headers).not.toHaveProperty('reply-to');
    expect(headers).not.toHaveProperty('cc');
    expect(headers).not.toHaveProperty('bcc');
    // Nothing the mailbox holds carries the invitee's address except mail to the invitee.
    const carrying = (await mailbox.all()).filter((candidate) =>
      JSON.stringify(candidate).toLowerCase().includes(invitee.email.toLowerCase()),
    );
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.every((candidate) => candidate.to.join() === invitee.email)).toBe(true);
  });
});
