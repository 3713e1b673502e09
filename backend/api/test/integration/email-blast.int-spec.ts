import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { publicJobPath } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { emailBlastJobId } from '../../src/modules/email-blast/email-blast.queue';
import { JobModerationService } from '../../src/modules/jobs/moderation/job-moderation.service';
import { insertUsers } from '../support/access-context';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'b');
const BLAST_JOB = fixtureUuid(1, 'd');
const STANDARD_JOB = fixtureUuid(2, 'd');
const GRANT = fixtureUuid(11, 'd');
const STANDARD_GRANT = fixtureUuid(12, 'd');
const PUBLIC_URL = 'http://localhost:3000';
const TITLE = 'Blast Brand Marketer';
const SUBJECT = /^A new job for you: Blast Brand Marketer$/;

// Seekers, each reached (or not) for one reason.
const ALERTED = { id: fixtureUuid(1, 'e'), email: 'alerted@seekers.example' };
const SKILLED = { id: fixtureUuid(2, 'e'), email: 'skilled@seekers.example' };
const BOTH = { id: fixtureUuid(3, 'e'), email: 'both@seekers.example' };
const OPTED_OUT = { id: fixtureUuid(4, 'e'), email: 'optedout@seekers.example' };
const NOT_LOOKING = { id: fixtureUuid(5, 'e'), email: 'notlooking@seekers.example' };
const PAUSED = { id: fixtureUuid(6, 'e'), email: 'paused@seekers.example' };
const OTHER_SEARCH = { id: fixtureUuid(7, 'e'), email: 'othersearch@seekers.example' };
const DELETED = { id: fixtureUuid(8, 'e'), email: 'deleted@seekers.example' };
/** Wants blasts in the daily digest; wants them in the app only. */
const DIGEST = { id: fixtureUuid(10, 'e'), email: 'digest@seekers.example' };
const EMAIL_OFF = { id: fixtureUuid(11, 'e'), email: 'emailoff@seekers.example' };
const EVERYONE = [ALERTED, SKILLED, BOTH, OPTED_OUT, NOT_LOOKING, PAUSED, OTHER_SEARCH, DELETED, DIGEST, EMAIL_OFF];

/**
 * The Solo Email Blast on PostgreSQL, Redis and SMTP (the capture mailbox), as `npm start` runs
 * them: an admin's approval of a job listed with a Solo Email Blast credit e-mails it once to the
 * live seekers whose live alerts find it or whose profile skills match it.
 */
describe('Solo Email Blast', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let blastQueue: Queue;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const approve = async (jobId: string) =>
    stack.app
      .get(JobModerationService, { strict: false })
      .approve({ userId: fixtureUuid(99, 'e'), role: 'admin' } as never, jobId);
  const mailsTo = async (address: string) =>
    (await mailbox.messagesTo(address)).filter((mail) => SUBJECT.test(mail.subject));
  const alert = (userId: string, query: string, paused = false) =>
    sql(
      `insert into job_alerts (id, user_id, query, frequency, paused, notified_up_to, created_at) values (gen_random_uuid(), ?, ?, 'daily', ?, now(), now())`,
      [userId, query, paused],
    );
  const profile = (userId: string, skills: string[], availability: string) =>
    sql(
      `insert into seeker_profiles (user_id, availability, skills, portfolio_urls, education, updated_at) values (?, ?, ?::jsonb, '[]', '[]', now())`,
      [userId, availability, JSON.stringify(skills)],
    );
  const prefer = (userId: string, inApp: boolean, email: string) =>
    sql(
      `insert into notification_preferences (user_id, kind, in_app, email, updated_at) values (?, 'job-blast', ?, ?, now())`,
      [userId, inApp, email],
    );
  const grant = (id: string, packageId: string, listingDays: number) =>
    sql(
      `insert into package_grants (id, company_id, purchased_by, package_id, charge_id, postings, featured, listing_days, expires_at, created_at)
       values (?, ?, null, ?, null, 1, 0, ?, now() + interval '300 days', now())`,
      [id, COMPANY, packageId, listingDays],
    );
  const blastedAt = async (jobId: string) =>
    (
      await sql<{ blasted_at: Date | null }>(
        `select blasted_at from package_debits where job_id = ? and ended_at is null`,
        [jobId],
      )
    )[0]?.blasted_at ?? null;
  const blastOutcome = async (jobId: string, approvedAt: string) => {
    const [debit] = await sql<{ id: string }>(`select id from package_debits where job_id = ?`, [jobId]);
    const id = emailBlastJobId({ jobId, debitId: debit!.id, approvedAt });
    return eventually(async () => (await blastQueue.getJob(id))?.returnvalue as Record<string, unknown> | undefined);
  };

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await sql(`delete from notification_preferences`);
    await sql(`delete from notifications`);
    await insertCompany(orm, COMPANY, 'Blast Co');
    await insertJobs(orm, [
      { id: BLAST_JOB, companyId: COMPANY, status: 'pending_review', postedAt: null, title: TITLE },
      {
        id: STANDARD_JOB,
        companyId: COMPANY,
        status: 'pending_review',
        postedAt: null,
        title: 'Standard Brand Marketer',
      },
    ]);
    await sql(`update jobs set category = 'Marketing', skills = '{Brand Strategy,Figma}' where company_id = ?`, [
      COMPANY,
    ]);
    await grant(GRANT, 'solo-email-blast', 7);
    await grant(STANDARD_GRANT, 'standard-job-post', 30);
    await sql(
      `insert into package_debits (id, grant_id, job_id, featured, created_at) values (gen_random_uuid(), ?, ?, false, now())`,
      [GRANT, BLAST_JOB],
    );
    await sql(
      `insert into package_debits (id, grant_id, job_id, featured, created_at) values (gen_random_uuid(), ?, ?, false, now())`,
      [STANDARD_GRANT, STANDARD_JOB],
    );

    await insertUsers(orm, [
      ...EVERYONE.map((seeker) => ({
        id: seeker.id,
        email: seeker.email,
        role: 'seeker' as const,
        name: seeker.email.split('@')[0],
      })),
      { id: fixtureUuid(9, 'e'), email: 'employer@blast.example', role: 'employer', companyId: COMPANY },
    ]);
    await sql(`update users set deleted_at = now() where id = ?`, [DELETED.id]);
    await alert(ALERTED.id, 'category=Marketing');
    await alert(BOTH.id, 'category=Marketing');
    await alert(OPTED_OUT.id, 'category=Marketing');
    await alert(PAUSED.id, 'category=Marketing', true);
    await alert(OTHER_SEARCH.id, 'category=Writing');
    await alert(DELETED.id, 'category=Marketing');
    // Skills match in any case and spacing; a seeker who is not looking is left alone.
    await profile(SKILLED.id, [' figma ', 'Illustration'], 'immediately');
    await profile(BOTH.id, ['brand strategy'], 'flexible');
    await profile(NOT_LOOKING.id, ['Figma'], 'not_looking');
    await alert(DIGEST.id, 'category=Marketing');
    await alert(EMAIL_OFF.id, 'category=Marketing');
    // Neither in the app nor by e-mail; the daily digest; in the app only.
    await prefer(OPTED_OUT.id, false, 'off');
    await prefer(DIGEST.id, true, 'digest');
    await prefer(EMAIL_OFF.id, true, 'off');
    // Today's digest went out already, so what waits for the next one stays waiting through these tests.
    await sql(
      `insert into notification_settings (user_id, time_zone, last_digest_at, updated_at) values (?, 'UTC', now(), now())`,
      [DIGEST.id],
    );

    stack = await startApiAndWorker(config);
    blastQueue = new Queue(QUEUES.emailBlast, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  afterAll(async () => {
    await blastQueue?.close();
    await stack?.close();
    if (orm) {
      await sql(`delete from notification_preferences`);
      await sql(`delete from notifications`);
      await truncateJobsData(orm);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('mails the approved job once to the seekers whose alerts or skills match, and to nobody else', async () => {
    const approved = await approve(BLAST_JOB);
    const mail = await mailbox.waitFor(ALERTED.email, SUBJECT);
    await mailbox.waitFor(SKILLED.email, SUBJECT);
    await mailbox.waitFor(BOTH.email, SUBJECT);
    expect(mail.links).toContain(`${PUBLIC_URL}${publicJobPath(BLAST_JOB, TITLE)}`);
    expect(mail.text).toContain('Blast Co · Remote');
    const headers = await mailbox.headersOf(mail);
    expect(headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/,
    );

    expect(await blastOutcome(BLAST_JOB, approved.postedAt!)).toEqual({
      notified: 5,
      sent: 3,
      optedOut: 1,
      capped: false,
    });
    expect(await blastedAt(BLAST_JOB)).not.toBeNull();
    // Time a stray mail would need to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const seeker of [ALERTED, SKILLED, BOTH]) expect(await mailsTo(seeker.email)).toHaveLength(1);
    for (const seeker of [OPTED_OUT, NOT_LOOKING, PAUSED, OTHER_SEARCH, DELETED, DIGEST, EMAIL_OFF])
      expect(await mailsTo(seeker.email)).toEqual([]);
  });

  it('records a notification for each seeker it reached, as their e-mail mode for blasts says', async () => {
    const rows = await sql<{ user_id: string; text: string; link: string; subject_id: string; email_state: string }>(
      `select user_id, text, link, subject_id, email_state from notifications where kind = 'job-blast' order by user_id`,
    );
    const reached: Array<[{ id: string }, string]> = [
      [ALERTED, 'sent'],
      [SKILLED, 'sent'],
      [BOTH, 'sent'],
      [DIGEST, 'digest'],
      [EMAIL_OFF, 'none'],
    ];
    expect(rows).toEqual(
      reached.map(([seeker, state]) => ({
        user_id: seeker.id,
        text: `A new job for you: ${TITLE}`,
        link: publicJobPath(BLAST_JOB, TITLE),
        subject_id: BLAST_JOB,
        email_state: state,
      })),
    );
  });

  it('sends nothing again when the job is approved again after an edit (once per listing)', async () => {
    const first = await blastedAt(BLAST_JOB);
    // An edit sends the live job back to review; it keeps its debit (its listing).
    await sql(`update jobs set status = 'pending_review', approved_at = null, updated_at = now() where id = ?`, [
      BLAST_JOB,
    ]);
    const again = await approve(BLAST_JOB);
    const [debit] = await sql<{ id: string }>(`select id from package_debits where job_id = ?`, [BLAST_JOB]);
    // The approval finds the blast recorded and queues nothing; a blast job queued anyway sends nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      await blastQueue.getJob(emailBlastJobId({ jobId: BLAST_JOB, debitId: debit!.id, approvedAt: again.postedAt! })),
    ).toBeUndefined();
    const retried = await blastQueue.add(
      'email-blast',
      { jobId: BLAST_JOB, debitId: debit!.id, approvedAt: again.postedAt! },
      { jobId: `blast-retry-${Date.now()}` },
    );
    expect(
      await eventually(
        async () => (await blastQueue.getJob(retried.id!))?.returnvalue as Record<string, unknown> | undefined,
      ),
    ).toEqual({ sent: 0, reason: 'already-sent' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(ALERTED.email)).toHaveLength(1);
    expect(await blastedAt(BLAST_JOB)).toEqual(first);
  });

  it('does not blast a job listed with another package', async () => {
    await approve(STANDARD_JOB);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      (await mailbox.messagesTo(ALERTED.email)).filter((mail) => mail.subject.includes('Standard Brand Marketer')),
    ).toEqual([]);
    expect(
      (
        await sql<{ blasted_at: Date | null }>(`select blasted_at from package_debits where job_id = ?`, [STANDARD_JOB])
      )[0]?.blasted_at,
    ).toBeNull();
  });
});
