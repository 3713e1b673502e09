import type { MikroORM } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import { JOB_CATEGORIES, JOB_TYPES, SALARY_TYPES } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { DemoSeedRefusedError } from '../../src/cli/demo-seed.service';
import { openOrm, truncateJobsData } from '../support/database';
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
    expect(await count(`select count(*) from charges`)).toBe(0);
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

  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const before = await orm.em.getConnection().execute(`select id, title, posted_at from jobs order by id`);
    const result = await runDemoSeed(config);
    expect(result.companiesCreated).toBe(0);
    expect(result.usersCreated).toBe(0);
    expect(result.jobsCreated).toBe(0);
    expect(result.profilesCreated).toBe(0);
    expect(result.subscriptionsCreated).toBe(0);
    expect(result.creditsGiven).toBe(0);
    expect(await orm.em.getConnection().execute(`select id, title, posted_at from jobs order by id`)).toEqual(before);
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
