import type { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS_TABLE } from '../../src/infrastructure/database/mikro-orm.config';
import { MIGRATIONS } from '../../src/infrastructure/database/migrations';
import { migrateUp } from '../../src/infrastructure/database/migrator';
import { openOrm } from '../support/database';
import { testConfig } from '../support/test-config';

describe('checked-in migrations (applied from scratch by the global setup)', () => {
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await openOrm(testConfig());
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it('have all run, in order, and a second run applies nothing', async () => {
    const executed = await orm.migrator.getExecuted();
    expect(executed.map((migration) => migration.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(await orm.migrator.getPending()).toEqual([]);
    expect(await migrateUp(orm)).toEqual([]);
  });

  it('create exactly the schema the entities describe (no drift between migrations and entities)', async () => {
    const drift = await orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(drift.trim()).toBe('');
  });

  it('create the tables of jobs, accounts and access, uploads, profiles and applications, and the migrations table', async () => {
    const tables = await orm.em
      .getConnection()
      .execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
    expect(tables.map((row) => row.table_name)).toEqual(
      [
        'account_tokens',
        'application_bulk_changes',
        'application_interviews',
        'application_status_history',
        'applications',
        'billing_customers',
        'charge_refunds',
        'charges',
        'chat_maintenance_changes',
        'chat_messages',
        'chat_thread_members',
        'chat_threads',
        'companies',
        'critique_requests',
        'email_delivery_failures',
        'idempotent_requests',
        'impersonation_audit_log',
        'impersonation_sessions',
        'interview_history',
        'job_alert_deliveries',
        'job_concierges',
        'job_count_rows',
        'job_alerts',
        'job_invitations',
        'job_search_terms',
        'jobs',
        MIGRATIONS_TABLE,
        'notification_preferences',
        'notification_settings',
        'notification_signing_keys',
        'notifications',
        'package_debits',
        'package_grants',
        'payment_methods',
        'payment_webhook_events',
        'queue_outbox',
        'receipts',
        'saved_jobs',
        'seeker_profiles',
        'seeker_resumes',
        'subscriptions',
        'uploads',
        'user_sessions',
        'users',
        'worker_heartbeats',
      ].sort(),
    );
  });

  it('index the public feed by (posted_at desc, id desc) for approved jobs only', async () => {
    const [index] = await orm.em
      .getConnection()
      .execute<{ indexdef: string }[]>(`select indexdef from pg_indexes where indexname = 'jobs_approved_feed_idx'`);
    expect(index?.indexdef).toMatch(/\(posted_at DESC, id DESC\) WHERE \(status = 'approved'::text\)/);
  });

  it('enforce the job rules in the database too', async () => {
    const connection = orm.em.getConnection();
    const companyId = '6b0c8f0e-1111-4d6a-9c1e-000000000001';
    await connection.execute(
      `insert into companies (id, slug, name) values (?, 'constraint-check', 'Constraint Check Ltd')`,
      [companyId],
    );
    const insertJob = (columns: string) =>
      connection.execute(
        `insert into jobs (id, company_id, title, description, requirements, job_type, experience_level, category, ${columns.split('=')[0]})
         values (gen_random_uuid(), ?, 'T', 'D', 'R', 'FULL_TIME', 'mid', 'Design', ${columns.split('=')[1]})`,
        [companyId],
      );
    try {
      await expect(insertJob(`status='approved'`)).rejects.toThrow(/jobs_approved_has_posted_at/);
      await expect(insertJob(`salary_type='weekly'`)).rejects.toThrow(/jobs_salary_type_check/);
      await expect(insertJob(`status='published'`)).rejects.toThrow(/jobs_status_check/);
    } finally {
      await connection.execute(`delete from companies where id = ?`, [companyId]);
    }
  });

  it('can be rolled back and re-applied', async () => {
    await orm.migrator.down({ to: 0 });
    const tables = await orm.em
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) from information_schema.tables where table_schema = 'public' and table_name in ('jobs', 'companies')`,
      );
    expect(Number(tables[0]!.count)).toBe(0);
    expect(await migrateUp(orm)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('run once when two processes migrate at once: the second waits for the lock, then finds nothing pending', async () => {
    await orm.migrator.down({ to: 0 });
    const [first, second] = await Promise.all([openOrm(testConfig()), openOrm(testConfig())]);
    try {
      const waited: string[] = [];
      const runs = await Promise.all([
        migrateUp(first, () => waited.push('first')),
        migrateUp(second, () => waited.push('second')),
      ]);
      // Both started before either finished: exactly one found the lock taken and waited.
      expect(waited).toHaveLength(1);
      const all = MIGRATIONS.map((migration) => migration.name);
      expect([...runs].sort((a, b) => b.length - a.length)).toEqual([all, []]);
      const executed = await orm.migrator.getExecuted();
      expect(executed.map((migration) => migration.name)).toEqual(all);
    } finally {
      await Promise.all([first.close(true), second.close(true)]);
    }
  });
});
