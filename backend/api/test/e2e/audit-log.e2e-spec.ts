import type { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN_QUERY_MESSAGES, AUDIT_LOG_MESSAGES, type AuditLogPage, GENERIC_MESSAGES } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { ACTS_AS_SELF } from '../../src/core/auth/access-policy';
import { recogniseRequest } from '../../src/modules/impersonation/audit/audit-actions';
import { type RunningApi, startApi } from '../support/api-server';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { discoverRoutes } from '../support/routes';
import { testConfig } from '../support/test-config';

const DEMO_PASSWORD = 'Demo-pass-2026';

interface DemoUser {
  id: string;
  role: 'seeker' | 'employer' | 'admin';
  email: string;
  name: string;
}

describe('GET /api/admin/audit-log: the audit log in words, filtered', () => {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
  let api: RunningApi;
  let orm: MikroORM;
  let admin: HttpSession;
  let users: Record<'admin' | 'employer' | 'seeker', DemoUser>;
  let job: { id: string; title: string };
  let ip = 0;

  const browser = () => new HttpSession(api.baseUrl, config.publicOrigin, `198.51.100.${++ip}`);
  const log = async (query = '') => {
    const answer = await admin.fork().get<AuditLogPage>(`/api/admin/audit-log${query}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const summaries = async (query = '') => (await log(query)).entries.map((entry) => entry.summary);

  /** Acts as the user for `act`, then stops (as the banner does). */
  async function asUser(user: DemoUser, act: (session: HttpSession) => Promise<void>) {
    expect((await admin.post('/api/admin/impersonation/start', { targetUserId: user.id })).status).toBe(200);
    const session = admin.fork().impersonate(users.admin.id, { id: user.id, role: user.role as 'seeker' | 'employer' });
    await act(session);
    await admin.post('/api/admin/impersonation/stop', { targetUserId: user.id });
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    api = await startApi(config);
    const rows = await orm.em
      .getConnection()
      .execute<DemoUser[]>(
        `select id, role, email, name from users where email in ('admin@demo.local', 'employer@demo.local', 'seeker@demo.local')`,
      );
    users = Object.fromEntries(rows.map((row) => [row.role, row])) as typeof users;
    [job] = await orm.em
      .getConnection()
      .execute<Array<{ id: string; title: string }>>(
        `select j.id, j.title from jobs j join users u on u.company_id = j.company_id where u.id = ? and j.status = 'approved' order by j.id limit 1`,
        [users.employer.id],
      );
    admin = browser();
    await admin.signIn('admin@demo.local', DEMO_PASSWORD);

    // What the tests below read: two writes that changed something and two refused ones, as two users.
    await asUser(users.employer, async (employer) => {
      expect((await employer.post(`/api/employer/jobs/${job.id}/archive`)).status).toBe(200);
      expect(
        (
          await employer.post('/api/account/password', {
            currentPassword: DEMO_PASSWORD,
            newPassword: 'Taken-over-1',
            confirmPassword: 'Taken-over-1',
          })
        ).status,
      ).toBe(403);
    });
    await asUser(users.seeker, async (seeker) => {
      expect(
        (await seeker.patch('/api/user/profile', { headline: 'Returning to work after parental leave' })).status,
      ).toBe(200);
      expect((await seeker.post('/api/seeker/account/email', { newEmail: 'taken.over@example.com' })).status).toBe(403);
    });
    // The entries are written once each answer has gone out.
    await eventually(async () => (await log('?refused=true')).total === 4);
  });

  afterAll(async () => {
    await api?.close();
    // Later tiers run on this database: leave the demo data as a fresh seed.
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
  });

  it('tells what happened in words, who did it, as whom and when, newest first', async () => {
    const page = await log();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.entries).toEqual([
      expect.objectContaining({
        summary: 'Updated the account profile',
        action: 'profile.update',
        admin: { id: users.admin.id, name: users.admin.name },
        actingAs: { id: users.seeker.id, name: users.seeker.name },
        refused: false,
      }),
      expect.objectContaining({
        summary: `Archived the job ${job.title}`,
        action: 'job.archive',
        admin: { id: users.admin.id, name: users.admin.name },
        actingAs: { id: users.employer.id, name: users.employer.name },
        refused: false,
      }),
    ]);
    expect(Date.parse(page.entries[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves refused requests out unless asked for them', async () => {
    const page = await log('?refused=true');
    expect(page.total).toBe(4);
    expect(page.entries.map((entry) => [entry.summary, entry.refused, entry.statusCode])).toEqual([
      ['Tried to change the email address', true, 403],
      ['Updated the account profile', false, 200],
      ['Tried to change the password', true, 403],
      [`Archived the job ${job.title}`, false, 200],
    ]);
    expect((await log('?refused=false')).total).toBe(2);
  });

  it('filters by user, admin and action on the server, with paging', async () => {
    expect(await summaries(`?user=${users.seeker.id}`)).toEqual(['Updated the account profile']);
    expect(await summaries(`?user=${users.employer.id}&refused=true`)).toEqual([
      'Tried to change the password',
      `Archived the job ${job.title}`,
    ]);
    expect(await summaries(`?admin=${users.admin.id}&action=job.archive`)).toEqual([`Archived the job ${job.title}`]);
    expect(await summaries('?action=account.email')).toEqual([]);
    expect(await summaries('?action=account.email&refused=true')).toEqual(['Tried to change the email address']);
    expect((await log(`?admin=${users.seeker.id}&refused=true`)).total).toBe(0);

    const second = await log('?refused=true&pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.entries.map((entry) => entry.summary)).toEqual([`Archived the job ${job.title}`]);
  });

  it('offers the admins and users of the whole log for the filters', async () => {
    const page = await log(`?action=job.archive&user=${users.employer.id}`);
    expect(page.admins).toEqual([{ id: users.admin.id, name: users.admin.name, role: 'admin', deletedAt: null }]);
    expect(page.users.map((user) => user.id).sort()).toEqual([users.employer.id, users.seeker.id].sort());
  });

  it('answers 400 with the field messages for filters it cannot apply', async () => {
    const answer = await admin
      .fork()
      .get('/api/admin/audit-log?admin=avery&user=nobody&action=burn&refused=yes&page=0');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      fieldErrors: {
        page: [ADMIN_QUERY_MESSAGES.pageTooSmall],
        admin: [AUDIT_LOG_MESSAGES.adminInvalid],
        user: [AUDIT_LOG_MESSAGES.userInvalid],
        action: [AUDIT_LOG_MESSAGES.actionInvalid],
        refused: [AUDIT_LOG_MESSAGES.refusedInvalid],
      },
    });
    const repeated = await admin.fork().get(`/api/admin/audit-log?user=${users.seeker.id}&user=${users.seeker.id}`);
    expect(repeated.status).toBe(400);
  });

  it('is for admins acting as themselves', async () => {
    const employer = browser();
    await employer.signIn('employer@demo.local', DEMO_PASSWORD);
    expect((await employer.get('/api/admin/audit-log')).body).toEqual({
      error: GENERIC_MESSAGES.forbidden,
      code: 'ACCESS_FORBIDDEN',
    });
    expect((await browser().get('/api/admin/audit-log')).status).toBe(401);
  });

  it('has words for every write an impersonating admin can send', () => {
    // A route that acts as the signed-in user themself is never recorded; every other write is.
    const unnamed = discoverRoutes(api.app)
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter(
        (route) =>
          !Reflect.getMetadata(ACTS_AS_SELF, route.handler) && !Reflect.getMetadata(ACTS_AS_SELF, route.controller),
      )
      .filter(
        (route) => recogniseRequest(route.method, route.path.replace(/:[A-Za-z0-9_]+/g, users.seeker.id)) === null,
      )
      .map((route) => route.key);
    expect(unnamed).toEqual([]);
  });
});
