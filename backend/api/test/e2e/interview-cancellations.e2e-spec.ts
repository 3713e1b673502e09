import type { MikroORM } from '@mikro-orm/postgresql';
import { EMPLOYER_APPLICATION_LIMITS, INTERVIEW_MESSAGES } from '@marketplace/contracts';
import { Queue } from 'bullmq';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import type { CancelAfterRejectionJob } from '../../src/modules/interviews/interviews.queue';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, type HttpSession } from '../support/http-session';
import { parseIcs } from '../support/ics';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const SEEKER_EMAIL = 'seeker@demo.local';
/** One job (and one application of the demo seeker) per case, so each case's mails are told apart by the job title in the subject. */
const CASES = ['Withdrawn', 'Rejected', 'Undone', 'Completed', 'Past', 'Hired'] as const;
type Case = (typeof CASES)[number];
const jobOf = (name: Case) => fixtureUuid(CASES.indexOf(name) + 1, 'd');
const appOf = (name: Case) => fixtureUuid(CASES.indexOf(name) + 1, 'a');
const title = (name: Case) => `${name} Bookkeeper`;

describe('an application leaving the pipeline cancels the interview invitation in the candidate’s calendar', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let seeker: HttpSession;
  let employer: HttpSession;
  let queue: Queue<CancelAfterRejectionJob>;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  /** The calendar messages about one case's job, oldest first, as METHOD, UID and SEQUENCE. */
  const calendarOf = async (name: Case) => {
    const mails = (await mailbox.messagesTo(SEEKER_EMAIL))
      .filter((mail) => /^Interview /.test(mail.subject) && mail.subject.includes(title(name)))
      .reverse();
    return Promise.all(
      mails.map(async (mail) => {
        const part = (await mailbox.calendarOf(mail)).find((candidate) => candidate.mimeType === 'text/calendar')!;
        const ics = parseIcs(part.content);
        return { subject: mail.subject, method: ics.method, uid: ics.event.uid, sequence: Number(ics.event.sequence) };
      }),
    );
  };
  const cancelled = (name: Case) =>
    mailbox.waitFor(SEEKER_EMAIL, new RegExp(`^Interview cancelled: ${title(name)} at `));
  const jobFor = async (name: Case) =>
    eventually(async () =>
      (await queue.getJobs(['delayed', 'waiting', 'active', 'completed'])).find(
        (job) => job.data.applicationId === appOf(name),
      ),
    );
  const sequenceOf = async (name: Case) =>
    (
      await sql<{ calendar_sequence: number }>(
        `select calendar_sequence from application_interviews where application_id = ?`,
        [appOf(name)],
      )
    )[0]!.calendar_sequence;

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    who = await demoActors(orm);
    queue = new Queue(QUEUES.interviews, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    await queue.obliterate({ force: true });
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(
      orm,
      CASES.map((name) => ({
        id: jobOf(name),
        companyId: who.companyId,
        status: 'approved' as const,
        postedAt: posted,
        title: title(name),
      })),
    );
    for (const name of CASES) {
      await sql(
        `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at) values (?, ?, ?, 'interview', 'initial_screening', now(), now())`,
        [appOf(name), jobOf(name), who.seeker],
      );
    }
    stack = await startApiAndWorker(config);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    for (const name of CASES) {
      const answer = await employer.request('PUT', `/api/employer/applications/${appOf(name)}/interview`, {
        body: { stage: 'technical_interview', scheduledAt: '2030-03-14T16:00:00.000Z' },
      });
      expect(answer.status).toBe(200);
    }
    await mailbox.waitFor(SEEKER_EMAIL, /^Interview invitation: /, CASES.length);
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await stack?.close();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('withdrawing sends one METHOD:CANCEL with the invitation’s UID and a higher SEQUENCE, recorded in the history as the seeker’s', async () => {
    expect((await seeker.post(`/api/seeker/applications/${appOf('Withdrawn')}/withdraw`, {})).status).toBe(200);
    await cancelled('Withdrawn');
    const [invitation, cancellation, ...more] = await calendarOf('Withdrawn');
    expect(more).toEqual([]);
    expect([invitation!.method, invitation!.sequence]).toEqual(['REQUEST', 0]);
    expect([cancellation!.method, cancellation!.sequence]).toEqual(['CANCEL', 1]);
    expect(cancellation!.uid).toBe(invitation!.uid);
    const [latest] = await sql(
      `select actor_id, scheduled_at, notes from interview_history where application_id = ? order by created_at desc limit 1`,
      [appOf('Withdrawn')],
    );
    expect(latest).toEqual({
      actor_id: who.seeker,
      scheduled_at: null,
      notes: INTERVIEW_MESSAGES.cancelledWithdrawnNotes,
    });
    // The seeker's list no longer shows an interview to come.
    const listed = await seeker.get<{ applications: Array<{ id: string; nextInterviewAt: string | null }> }>(
      '/api/seeker/applications',
    );
    expect(
      listed.body.applications.find((application) => application.id === appOf('Withdrawn'))?.nextInterviewAt,
    ).toBeNull();
  });

  it('marking not selected queues the cancellation past the undo window; once due it sends METHOD:CANCEL with the same UID', async () => {
    expect(
      (
        await employer.request('PUT', `/api/employer/applications/${appOf('Rejected')}/status`, {
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(200);
    const job = await jobFor('Rejected');
    expect(await job.getState()).toBe('delayed');
    expect(job.opts.delay).toBeGreaterThan(EMPLOYER_APPLICATION_LIMITS.undoSeconds * 1000);
    expect(job.data.actorId).toBe(who.employer);
    expect(await sequenceOf('Rejected')).toBe(0);
    // The wait is the delay's business, not this test's: the job is made due now.
    await job.promote();
    await cancelled('Rejected');
    const [invitation, cancellation] = await calendarOf('Rejected');
    expect([cancellation!.method, cancellation!.sequence, cancellation!.uid]).toEqual(['CANCEL', 1, invitation!.uid]);
    const [latest] = await sql(
      `select actor_id, notes from interview_history where application_id = ? order by created_at desc limit 1`,
      [appOf('Rejected')],
    );
    expect(latest).toEqual({ actor_id: who.employer, notes: INTERVIEW_MESSAGES.cancelledNotSelectedNotes });
  });

  it('a bulk Not Selected undone within the window sends nothing when its job comes due', async () => {
    const bulk = await employer.post<{ undoToken: string }>('/api/employer/applications/bulk-status', {
      applicationIds: [appOf('Undone')],
      status: 'rejected',
    });
    expect(bulk.status).toBe(200);
    expect(
      (await employer.post('/api/employer/applications/bulk-status/undo', { undoToken: bulk.body.undoToken })).status,
    ).toBe(200);
    const job = await jobFor('Undone');
    await job.promote();
    const result = await eventually(async () => {
      const done = await queue.getJob(job.id!);
      return (await done?.getState()) === 'completed' ? done!.returnvalue : null;
    });
    expect(result).toEqual({ cancelled: false });
    expect(await sequenceOf('Undone')).toBe(0);
  });

  it('a completed or past interview is left alone, and hiring queues nothing', async () => {
    const done = await employer.request('PUT', `/api/employer/applications/${appOf('Completed')}/interview`, {
      body: { stage: 'technical_interview', completedAt: '2030-03-14T17:00:00.000Z' },
    });
    expect(done.status).toBe(200);
    // The interview's time has passed (as if the clock had moved on).
    await sql(
      `update application_interviews set scheduled_at = now() - interval '1 hour', invited_start = now() - interval '1 hour' where application_id = ?`,
      [appOf('Past')],
    );
    for (const name of ['Completed', 'Past'] as const)
      expect((await seeker.post(`/api/seeker/applications/${appOf(name)}/withdraw`, {})).status).toBe(200);
    expect(
      (
        await employer.request('PUT', `/api/employer/applications/${appOf('Hired')}/status`, {
          body: { status: 'hired' },
        })
      ).status,
    ).toBe(200);

    // A later cancellation arriving shows the earlier ones were handled: the mails go out in order through one queue.
    expect(
      (
        await employer.request('PUT', `/api/employer/applications/${appOf('Undone')}/interview`, {
          body: { stage: 'technical_interview', scheduledAt: null, completedAt: null },
        })
      ).status,
    ).toBe(200);
    await cancelled('Undone');
    for (const name of ['Completed', 'Past', 'Hired'] as const) {
      expect((await calendarOf(name)).map((message) => message.method)).toEqual(['REQUEST']);
      expect(await sequenceOf(name)).toBe(0);
    }
    expect(
      (await queue.getJobs(['delayed', 'waiting', 'active', 'completed'])).map((job) => job.data.applicationId).sort(),
    ).toEqual([appOf('Rejected'), appOf('Undone')].sort());
    const cancellations = (await mailbox.messagesTo(SEEKER_EMAIL))
      .filter((mail) => /^Interview cancelled: /.test(mail.subject))
      .map((mail) => mail.subject.split(' at ')[0]);
    expect(cancellations.sort()).toEqual([
      'Interview cancelled: Rejected Bookkeeper',
      'Interview cancelled: Undone Bookkeeper',
      'Interview cancelled: Withdrawn Bookkeeper',
    ]);
  });
});
