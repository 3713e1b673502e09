import type { MikroORM } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import { APPLICATION_STATUSES, JOB_CATEGORIES, JOB_TYPES, SALARY_TYPES } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { DemoSeedRefusedError } from '../../src/cli/demo-seed.service';
import { ChatRepository } from '../../src/modules/chat/chat.repository';
import { openOrm, truncateJobsData } from '../support/database';
import { testStorage } from '../support/storage';
import { testConfig } from '../support/test-config';

describe('demo seed (cli.js seed)', () => {
  const config = testConfig();
  let orm: MikroORM;

  const count = async (sql: string): Promise<number> => {
    const [row] = await orm.em.getConnection().execute<{ count: string }[]>(sql);
    return Number(row!.count);
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it('creates the demo employers and jobs on an empty database', async () => {
    const result = await runDemoSeed(config);
    expect(result.companiesCreated).toBe(result.companiesTotal);
    expect(result.companiesTotal).toBeGreaterThanOrEqual(21);
    expect(result.jobsCreated).toBe(result.jobsTotal);
    // Two conversations: the demo employer with the demo seeker, the concierge job's company with its concierge.
    expect(result.chatMessagesCreated).toBeGreaterThanOrEqual(6);
    // The demo seeker's two critiques, and 20+ completed ones in each of three industries (the comparison's minimum).
    expect(result.critiquesCreated).toBeGreaterThanOrEqual(62);
    const critiques = await orm.em.getConnection().execute<Array<{ status: string; industries: string }>>(
      `select c.status, count(distinct c.target_industry) as industries from critique_requests c
         join users u on u.id = c.seeker_id where u.email = 'seeker@demo.local' group by c.status order by c.status`,
    );
    expect(critiques.map((row) => row.status)).toEqual(['completed', 'requested']);
    const perIndustry = await orm.em
      .getConnection()
      .execute<Array<{ count: string }>>(
        `select count(*) from critique_requests where status = 'completed' group by target_industry`,
      );
    expect(perIndustry.map((row) => Number(row.count)).every((count) => count >= 20)).toBe(true);
    expect(perIndustry).toHaveLength(3);

    expect(await count('select count(*) from companies')).toBe(result.companiesTotal);
    expect(await count('select count(*) from jobs')).toBe(result.jobsTotal);
    expect(await count(`select count(*) from jobs where status = 'approved'`)).toBeGreaterThanOrEqual(150);
  });

  it('creates the demo sign-ins with the demo password, plus 20+ more employers and seekers', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ email: string; role: string; password_hash: string; company_id: string | null }[]>(
        `select email, role, password_hash, company_id from users where email in ('admin@demo.local', 'employer@demo.local', 'seeker@demo.local') order by email`,
      );
    expect(rows.map((row) => [row.email, row.role])).toEqual([
      ['admin@demo.local', 'admin'],
      ['employer@demo.local', 'employer'],
      ['seeker@demo.local', 'seeker'],
    ]);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.password_hash, 'Demo-pass-2026')).toBe(true);
      expect(await verify(row.password_hash, 'demo-pass-2026')).toBe(false);
    }
    expect(rows.find((row) => row.role === 'employer')!.company_id).not.toBeNull();
    expect(
      await count(`select count(*) from users where role = 'employer' and company_id is not null`),
    ).toBeGreaterThanOrEqual(21);
    expect(await count(`select count(*) from users where role = 'seeker'`)).toBeGreaterThanOrEqual(21);
  });

  it('gives every demo seeker a profile that lets employers find them (talent search), with skills and search text', async () => {
    const seekers = await count(`select count(*) from users where role = 'seeker'`);
    expect(await count(`select count(*) from seeker_profiles where visible_to_employers`)).toBe(seekers);
    expect(
      await count(
        `select count(*) from seeker_profiles where jsonb_array_length(skills) < 3 or availability is null or experience_level is null`,
      ),
    ).toBe(0);
    // The search text holds the seeker's headline (from users) and skills, stemmed.
    expect(
      await count(
        `select count(*) from seeker_profiles p join users u on u.id = p.user_id where u.email = 'seeker@demo.local' and p.search_document @@ to_tsquery('english', 'coordinator')`,
      ),
    ).toBe(1);
    expect(await count(`select count(*) from seeker_profiles where search_skills @> '{react}'`)).toBe(1);
  });

  it('spreads the approved jobs over every category, job type and salary type, mostly remote, over 60 days', async () => {
    const distinct = (column: string) => count(`select count(distinct ${column}) from jobs where status = 'approved'`);
    expect(await distinct('category')).toBe(JOB_CATEGORIES.length);
    expect(await distinct('job_type')).toBe(JOB_TYPES.length);
    expect(await distinct('salary_type')).toBe(SALARY_TYPES.length);
    expect(await distinct('is_flexible')).toBe(2);

    const approved = await count(`select count(*) from jobs where status = 'approved'`);
    expect(await count(`select count(*) from jobs where status = 'approved' and location = 'Remote'`)).toBeGreaterThan(
      approved / 2,
    );
    expect(await count(`select count(*) from jobs where status = 'approved' and location <> 'Remote'`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(`select count(*) from jobs where status = 'approved' and posted_at < now() - interval '60 days'`),
    ).toBe(0);
    expect(
      await count(`select count(*) from jobs where status = 'approved' and posted_at < now() - interval '30 days'`),
    ).toBeGreaterThan(0);
    expect(await count(`select count(*) from jobs where length(description) < 100 or length(requirements) < 50`)).toBe(
      0,
    );
  });

  it('puts the demo seeker on an active Gold plan for its 60 days and leaves some demo seekers without a plan', async () => {
    const [maya] = await orm.em
      .getConnection()
      .execute<Array<{ plan_id: string; status: string; days: string }>>(
        `select s.plan_id, s.status, extract(day from s.current_period_end - s.current_period_start) as days from subscriptions s join users u on u.id = s.user_id where u.email = 'seeker@demo.local'`,
      );
    expect(maya).toMatchObject({ plan_id: 'gold', status: 'active' });
    expect(Number(maya!.days)).toBe(60);
    const seekers = await count(`select count(*) from users where role = 'seeker'`);
    const subscribed = await count(`select count(*) from subscriptions where status in ('trialing', 'active')`);
    expect(subscribed).toBeGreaterThan(1);
    expect(subscribed).toBeLessThan(seekers);
    expect(
      await count(
        `select count(*) from subscriptions s join users u on u.id = s.user_id where u.email = 'olivia.martinez@demo.local'`,
      ),
    ).toBe(0);
    // The demo payments: a paid plan's first period has a charge; a trial is free, no plan costs nothing.
    expect(
      await count(
        `select count(*) from charges c join users u on u.id = c.user_id where u.email in ('olivia.martinez@demo.local', 'chloe.nguyen@demo.local')`,
      ),
    ).toBe(0);
  });

  it('gives every demo company Gold Plus job posts, with no charge, so the demo employers can post at once', async () => {
    const companies = await count(`select count(*) from companies`);
    expect(companies).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) from package_grants where package_id = 'gold-plus-small-business' and postings = -1 and charge_id is null and expires_at > now() + interval '179 days'`,
      ),
    ).toBe(companies);
  });

  it("puts applications in every status (and a withdrawal) on the demo employer's jobs, with their histories", async () => {
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ status: string; withdrawn: boolean; applications: string }>>(
        `select a.status, a.withdrawn_at is not null as withdrawn, count(*) as applications
         from applications a join jobs j on j.id = a.job_id join users e on e.company_id = j.company_id
        where e.email = 'employer@demo.local' group by 1, 2`,
      );
    expect(new Set(rows.filter((row) => !row.withdrawn).map((row) => row.status))).toEqual(
      new Set(APPLICATION_STATUSES),
    );
    expect(rows.some((row) => row.withdrawn)).toBe(true);
    expect(rows.reduce((total, row) => total + Number(row.applications), 0)).toBeGreaterThanOrEqual(15);
    // Every application starts with its seeker applying, ends where its status is, and has a resume.
    expect(
      await count(
        `select count(*) from applications a where a.resume_id is null
            or not exists (select 1 from application_status_history h where h.application_id = a.id and h.from_status is null and h.to_status = 'pending' and h.actor_id = a.seeker_id)
            or a.status <> (select h.to_status from application_status_history h where h.application_id = a.id and h.to_status <> 'withdrawn' order by h.at desc limit 1)`,
      ),
    ).toBe(0);
    expect(await count(`select count(*) from applications where applied_at > now()`)).toBe(0);
    expect(
      await count(
        `select count(*) from applications a join jobs j on j.id = a.job_id where a.applied_at < j.posted_at`,
      ),
    ).toBe(0);
  });

  it('gives the demo seeker applications in several statuses, one with an interview coming up, and an invitation', async () => {
    const statuses = await orm.em
      .getConnection()
      .execute<Array<{ status: string }>>(
        `select distinct a.status from applications a join users u on u.id = a.seeker_id where u.email = 'seeker@demo.local' and a.withdrawn_at is null`,
      );
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(
      await count(
        `select count(*) from application_interviews i join applications a on a.id = i.application_id join users u on u.id = a.seeker_id
          where u.email = 'seeker@demo.local' and i.stage = a.interview_stage and i.scheduled_at > now() and i.completed_at is null`,
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) from job_invitations v join users u on u.id = v.seeker_id join users e on e.id = v.created_by_id
          where u.email = 'seeker@demo.local' and e.email = 'employer@demo.local' and v.note <> ''
            and not exists (select 1 from applications a where a.job_id = v.job_id and a.seeker_id = v.seeker_id)`,
      ),
    ).toBe(1);
    expect(await count(`select count(*) from job_invitations`)).toBeGreaterThanOrEqual(2);
  });

  it('has interviews in several stages, each with its history, the stage the application shows', async () => {
    const stages = await orm.em
      .getConnection()
      .execute<Array<{ stage: string }>>(
        `select distinct i.stage from application_interviews i join applications a on a.id = i.application_id where i.stage = a.interview_stage`,
      );
    expect(stages.length).toBeGreaterThanOrEqual(5);
    expect(stages.map((row) => row.stage)).toEqual(expect.arrayContaining(['technical_interview', 'offer_accepted']));
    expect(
      await count(
        `select count(*) from application_interviews i where not exists (select 1 from interview_history h where h.application_id = i.application_id and h.stage = i.stage)`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from application_interviews i join applications a on a.id = i.application_id where i.stage <> a.interview_stage`,
      ),
    ).toBe(0);
  });

  it('stores a real resume PDF for each demo seeker as a ready upload, the object on storage', async () => {
    const seekers = await count(`select count(*) from users where role = 'seeker' and deleted_at is null`);
    expect(await count(`select count(*) from seeker_resumes where is_default`)).toBe(seekers);
    const [maya] = await orm.em.getConnection().execute<
      Array<{
        name: string;
        file_key: string;
        file_name: string;
        file_size: number;
        status: string;
        purpose: string;
        text: string;
      }>
    >(
      `select r.name, up.file_key, up.file_name, up.file_size, up.status, up.purpose, up.extracted_text as text
         from seeker_resumes r join uploads up on up.id = r.upload_id join users u on u.id = r.user_id
        where u.email = 'seeker@demo.local' and r.is_default`,
    );
    expect(maya).toMatchObject({ status: 'ready', purpose: 'resume', file_name: 'Maya-Thompson-Resume.pdf' });
    expect(maya!.text).toContain('Maya Thompson');
    expect(
      await count(
        `select count(*) from seeker_resumes r join users u on u.id = r.user_id where u.email = 'seeker@demo.local'`,
      ),
    ).toBe(2);
    const storage = testStorage(config);
    try {
      expect(await storage.head(maya!.file_key)).toMatchObject({ size: Number(maya!.file_size) });
      const bytes = await storage.read(maya!.file_key);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      storage.destroy();
    }
  });

  it("records receipts for the demo employer's package purchase and the demo seeker's subscription", async () => {
    const receipts = await orm.em
      .getConnection()
      .execute<Array<{ email: string; kind: string; item_id: string; status: string }>>(
        `select u.email, c.kind, c.item_id, c.status from charges c join receipts r on r.charge_id = c.id join users u on u.id = c.user_id
        where u.email in ('employer@demo.local', 'seeker@demo.local') order by u.email, c.item_id`,
      );
    expect(receipts).toEqual([
      { email: 'employer@demo.local', kind: 'package', item_id: 'concierge-lite', status: 'approved' },
      { email: 'employer@demo.local', kind: 'package', item_id: 'featured-job-post', status: 'approved' },
      { email: 'seeker@demo.local', kind: 'subscription', item_id: 'gold', status: 'approved' },
    ]);
    // Every demo charge is approved with its receipt; the purchase brought its credits.
    expect(
      await count(
        `select count(*) from charges c left join receipts r on r.charge_id = c.id where r.charge_id is null or c.status <> 'approved'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*) from package_grants g join charges c on c.id = g.charge_id join users u on u.id = c.user_id where u.email = 'employer@demo.local' and g.package_id = 'featured-job-post'`,
      ),
    ).toBe(1);
  });

  it('gives the demo employer and the demo seeker a thread about one of their applications, with a few messages', async () => {
    const connection = orm.em.getConnection();
    const [employer] = await connection.execute<Array<{ id: string; company_id: string }>>(
      `select id, company_id from users where email = 'employer@demo.local'`,
    );
    const [seeker] = await connection.execute<Array<{ id: string }>>(
      `select id from users where email = 'seeker@demo.local'`,
    );
    const threads = await connection.execute<Array<{ id: string; job_id: string; started_by_id: string }>>(
      `select id, job_id, started_by_id from chat_threads where kind = 'direct' and company_id = ? and seeker_id = ?`,
      [employer!.company_id, seeker!.id],
    );
    expect(threads).toHaveLength(1);
    const thread = threads[0]!;
    expect(thread.started_by_id).toBe(employer!.id);
    // The thread is about a job of the company the seeker applied to, and began after the application.
    expect(
      await count(
        `select count(*) from applications a join jobs j on j.id = a.job_id join chat_threads t on t.job_id = j.id
          where t.id = '${thread.id}' and a.seeker_id = '${seeker!.id}' and j.company_id = '${employer!.company_id}'
            and a.applied_at < (select min(created_at) from chat_messages where thread_id = t.id)`,
      ),
    ).toBe(1);
    const messages = await connection.execute<Array<{ sender_id: string; sender_type: string; read: boolean }>>(
      `select sender_id, sender_type, read_at is not null as read from chat_messages where thread_id = ? order by created_at, id`,
      [thread.id],
    );
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages[0]).toMatchObject({ sender_id: employer!.id, sender_type: 'employer' });
    expect(messages.some((message) => message.sender_id === seeker!.id)).toBe(true);
    expect(await count(`select count(*) from chat_messages where created_at > now()`)).toBe(0);
    // Read receipts on what was answered; the last message waits for the seeker (their badge shows 1).
    expect(messages.slice(0, -1).every((message) => message.read)).toBe(true);
    expect(messages.at(-1)).toMatchObject({ sender_type: 'employer', read: false });
    const chat = new ChatRepository(orm.em.fork());
    const seekerViewer = { userId: seeker!.id, side: 'seeker', companyId: null } as const;
    const employerViewer = { userId: employer!.id, side: 'employer', companyId: employer!.company_id } as const;
    expect(await chat.unreadCount(seekerViewer)).toBe(1);
    expect(await chat.threadUnreadCount(thread.id, employerViewer)).toBe(0);
  });

  it("lists one of the demo employer's live jobs with a concierge package, the demo admin its concierge, with their chat", async () => {
    const connection = orm.em.getConnection();
    const [admin] = await connection.execute<Array<{ id: string }>>(
      `select id from users where email = 'admin@demo.local'`,
    );
    const [employer] = await connection.execute<Array<{ id: string; company_id: string }>>(
      `select id, company_id from users where email = 'employer@demo.local'`,
    );
    const assignments = await connection.execute<Array<{ job_id: string; admin_id: string; package_id: string }>>(
      `select jc.job_id, jc.admin_id, g.package_id from job_concierges jc
         join package_grants g on g.id = jc.grant_id join jobs j on j.id = jc.job_id
        where j.company_id = ? and j.status = 'approved'`,
      [employer!.company_id],
    );
    expect(assignments).toEqual([expect.objectContaining({ admin_id: admin!.id, package_id: 'concierge-lite' })]);
    const jobId = assignments[0]!.job_id;
    // The job's listing holds the package's credit, as a submission spends it.
    expect(
      await count(
        `select count(*) from package_debits d join package_grants g on g.id = d.grant_id
          where d.job_id = '${jobId}' and d.ended_at is null and g.package_id = 'concierge-lite'`,
      ),
    ).toBe(1);
    const threads = await connection.execute<Array<{ id: string }>>(
      `select id from chat_threads where kind = 'concierge' and job_id = ? and company_id = ?`,
      [jobId, employer!.company_id],
    );
    expect(threads).toHaveLength(1);
    const members = await connection.execute<Array<{ user_id: string; side: string }>>(
      `select user_id, side from chat_thread_members where thread_id = ? order by side`,
      [threads[0]!.id],
    );
    expect(members).toEqual([
      { user_id: admin!.id, side: 'admin' },
      { user_id: employer!.id, side: 'employer' },
    ]);
    const messages = await connection.execute<Array<{ sender_type: string }>>(
      `select sender_type from chat_messages where thread_id = ? order by created_at, id`,
      [threads[0]!.id],
    );
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages[0]!.sender_type).toBe('admin');
    expect(new Set(messages.map((message) => message.sender_type))).toEqual(new Set(['admin', 'employer']));
    // The concierge's last message waits for the employer.
    const chat = new ChatRepository(orm.em.fork());
    expect(await chat.unreadCount({ userId: admin!.id, side: 'admin', companyId: null })).toBe(0);
    expect(
      await chat.threadUnreadCount(threads[0]!.id, {
        userId: employer!.id,
        side: 'employer',
        companyId: employer!.company_id,
      }),
    ).toBe(1);
  });

  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const snapshot = async () => ({
      jobs: await orm.em.getConnection().execute(`select id, title, posted_at from jobs order by id`),
      applications: await orm.em
        .getConnection()
        .execute(
          `select id, status, interview_stage, applied_at, updated_at, withdrawn_at from applications order by id`,
        ),
      history: await count(`select count(*) from application_status_history`),
      interviews: await orm.em.getConnection().execute(`select * from application_interviews order by application_id`),
      interviewHistory: await count(`select count(*) from interview_history`),
      resumes: await orm.em
        .getConnection()
        .execute(`select id, upload_id, name, is_default from seeker_resumes order by id`),
      uploads: await orm.em.getConnection().execute(`select id, file_key, file_size, status from uploads order by id`),
      invitations: await orm.em
        .getConnection()
        .execute(`select id, job_id, seeker_id, created_at from job_invitations order by id`),
      charges: await orm.em
        .getConnection()
        .execute(
          `select c.id, c.created_at, r.number from charges c join receipts r on r.charge_id = c.id order by c.id`,
        ),
      grants: await count(`select count(*) from package_grants`),
      debits: await count(`select count(*) from package_debits`),
      concierges: await orm.em.getConnection().execute(`select job_id, admin_id, assigned_at from job_concierges`),
      threads: await orm.em
        .getConnection()
        .execute(`select id, kind, job_id, last_activity_at from chat_threads order by id`),
      chatMessages: await orm.em
        .getConnection()
        .execute(`select id, content, created_at, read_at from chat_messages order by id`),
      chatMembers: await orm.em
        .getConnection()
        .execute(
          `select thread_id, user_id, last_read_message_id from chat_thread_members order by thread_id, user_id`,
        ),
    });
    const before = await snapshot();
    const result = await runDemoSeed(config);
    expect(result).toMatchObject({
      companiesCreated: 0,
      usersCreated: 0,
      jobsCreated: 0,
      profilesCreated: 0,
      subscriptionsCreated: 0,
      creditsGiven: 0,
      resumesCreated: 0,
      resumeFilesRestored: 0,
      applicationsCreated: 0,
      interviewsCreated: 0,
      invitationsCreated: 0,
      receiptsCreated: 0,
      chatMessagesCreated: 0,
      critiquesCreated: 0,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('puts back a demo resume file that went missing from storage (the same bytes), and nothing else', async () => {
    const [maya] = await orm.em
      .getConnection()
      .execute<Array<{ file_key: string }>>(
        `select up.file_key from seeker_resumes r join uploads up on up.id = r.upload_id join users u on u.id = r.user_id where u.email = 'seeker@demo.local' and r.is_default`,
      );
    const storage = testStorage(config);
    try {
      const bytes = await storage.read(maya!.file_key);
      await storage.remove([maya!.file_key]);
      const result = await runDemoSeed(config);
      expect(result).toMatchObject({ resumeFilesRestored: 1, resumesCreated: 0, applicationsCreated: 0 });
      expect((await storage.read(maya!.file_key)).equals(bytes)).toBe(true);
    } finally {
      storage.destroy();
    }
  });

  it('gives a demo seeker who deleted every resume the demo one again, and no application twice', async () => {
    const [nina] = await orm.em
      .getConnection()
      .execute<Array<{ id: string }>>(`select id from users where email = 'nina.kowalski@demo.local'`);
    const applications = `select count(*) from applications where seeker_id = '${nina!.id}'`;
    const before = await count(applications);
    expect(before).toBeGreaterThan(0);
    await orm.em.getConnection().execute(`delete from seeker_resumes where user_id = ?`, [nina!.id]);
    const result = await runDemoSeed(config);
    expect(result).toMatchObject({ resumesCreated: 1, applicationsCreated: 0, interviewsCreated: 0 });
    expect(await count(applications)).toBe(before);
  });

  it('leaves a demo seeker who cancelled their subscription without one on the next run', async () => {
    await orm.em
      .getConnection()
      .execute(
        `update subscriptions set status = 'cancelled' where user_id = (select id from users where email = 'seeker@demo.local')`,
      );
    expect((await runDemoSeed(config)).subscriptionsCreated).toBe(0);
    expect(
      await count(
        `select count(*) from subscriptions s join users u on u.id = s.user_id where u.email = 'seeker@demo.local' and s.status <> 'cancelled'`,
      ),
    ).toBe(0);
    await orm.em
      .getConnection()
      .execute(
        `update subscriptions set status = 'active' where user_id = (select id from users where email = 'seeker@demo.local')`,
      );
  });

  it('leaves a demo account that was deleted (anonymised) deleted on the next run', async () => {
    const [priya] = await orm.em
      .getConnection()
      .execute<Array<{ id: string }>>(`select id from users where email = 'priya.raman@demo.local'`);
    await orm.em
      .getConnection()
      .execute(`update users set email = ?, name = 'Deleted user', deleted_at = now() where id = ?`, [
        `deleted-${priya!.id}@deleted.invalid`,
        priya!.id,
      ]);
    const result = await runDemoSeed(config);
    expect(result.usersCreated).toBe(0);
    expect(await count(`select count(*) from users where email = 'priya.raman@demo.local'`)).toBe(0);
    expect(await count(`select count(*) from users where deleted_at is not null`)).toBe(1);
  });

  it('refuses to run in production', async () => {
    const jobsBefore = await count('select count(*) from jobs');
    await truncateJobsData(orm);
    // A valid production configuration names a mail server.
    await expect(
      runDemoSeed(testConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.invalid:587' })),
    ).rejects.toBeInstanceOf(DemoSeedRefusedError);
    expect(await count('select count(*) from jobs')).toBe(0);
    expect(jobsBefore).toBeGreaterThan(0);
  });
});
