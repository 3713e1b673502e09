import type { MikroORM } from '@mikro-orm/postgresql';
import {
  ACCESS_MESSAGES,
  type AdminUsersPage,
  type AuditLogPage,
  AUTH_MESSAGES,
  GENERIC_MESSAGES,
  type ImpersonationStartResponse,
  type SessionResponse,
  type UserProfile,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { type RunningApi, startApi } from '../support/api-server';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { testConfig } from '../support/test-config';

const DEMO_PASSWORD = 'Demo-pass-2026';

interface DemoUser {
  id: string;
  role: 'seeker' | 'employer' | 'admin';
  email: string;
  name: string;
}

describe('admin impersonation over HTTP', () => {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
  let api: RunningApi;
  let orm: MikroORM;
  let admin: HttpSession;
  let users: Record<'admin' | 'employer' | 'seeker', DemoUser>;
  let ip = 0;

  const browser = () => new HttpSession(api.baseUrl, config.publicOrigin, `192.0.2.${++ip}`);
  const signedIn = async (email: string) => {
    const session = browser();
    await session.signIn(email, DEMO_PASSWORD);
    return session;
  };
  // Refused requests included: this suite checks that they are recorded (audit-log.e2e-spec.ts checks what the page shows).
  const auditEntries = async () =>
    (await admin.fork().get<AuditLogPage>('/api/admin/audit-log?pageSize=100&refused=true')).body.entries;

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
    admin = await signedIn('admin@demo.local');
  });

  afterAll(async () => {
    await api?.close();
    // Later tiers run on this database: leave the demo data as a fresh seed, not as these tests changed it.
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
  });

  afterEach(async () => {
    admin.stopImpersonating();
    await orm.em
      .getConnection()
      .execute(`update impersonation_sessions set ended_at = now(), end_reason = 'stopped' where ended_at is null`);
  });

  it('starts with the banner’s data, then the admin acts as the employer until stopping', async () => {
    const start = await admin.post<ImpersonationStartResponse>('/api/admin/impersonation/start', {
      targetUserId: users.employer.id,
    });
    expect(start.status).toBe(200);
    expect(start.body).toEqual({
      adminId: users.admin.id,
      impersonatedUser: {
        id: users.employer.id,
        name: users.employer.name,
        role: 'employer',
        companyName: 'Brightpath Learning',
        headline: 'Hiring at Brightpath Learning',
      },
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    admin.impersonate(users.admin.id, users.employer);
    expect((await admin.get<UserProfile>('/api/user/profile')).body).toMatchObject({
      id: users.employer.id,
      role: 'employer',
    });
    // Who is signed in stays the admin (the shell's role guard reads the real role).
    expect((await admin.get('/api/auth/user-role')).body).toEqual({ role: 'admin' });
    expect((await admin.get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({ id: users.admin.id });
    // Admin-only routes are not open to the impersonated employer.
    expect((await admin.get('/api/admin/users')).status).toBe(403);

    // Stop is called with the headers still on (as the banner does), and ends it.
    const stop = await admin.post('/api/admin/impersonation/stop', { targetUserId: users.employer.id });
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ message: ACCESS_MESSAGES.impersonationStopped });
    const after = await admin.get('/api/user/profile');
    expect(after.status).toBe(403);
    expect(after.body).toEqual({
      error: AUTH_MESSAGES.impersonationHeadersRejected,
      code: 'ACCESS_IMPERSONATION_REJECTED',
    });
    // Nothing running: stopping again still answers 200 (stopping is idempotent).
    expect((await admin.post('/api/admin/impersonation/stop', { targetUserId: users.employer.id })).status).toBe(200);
  });

  it('refuses admins as targets, unknown users and non-admin callers with the contract texts', async () => {
    const other = await orm.em.getConnection().execute<Array<{ id: string }>>(`select gen_random_uuid() as id`);
    const adminTarget = await admin.post('/api/admin/impersonation/start', { targetUserId: users.admin.id });
    expect(adminTarget.status).toBe(403);
    expect(adminTarget.body).toEqual({
      error: AUTH_MESSAGES.impersonateAdminForbidden,
      code: 'IMPERSONATION_TARGET_IS_ADMIN',
    });
    const unknown = await admin.post('/api/admin/impersonation/start', { targetUserId: other[0]!.id });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: AUTH_MESSAGES.impersonationTargetMissing,
      code: 'IMPERSONATION_TARGET_MISSING',
    });
    const malformed = await admin.post('/api/admin/impersonation/start', { targetUserId: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ fieldErrors: { targetUserId: [ACCESS_MESSAGES.invalidUserId] } });
    const seeker = await signedIn('seeker@demo.local');
    expect((await seeker.post('/api/admin/impersonation/start', { targetUserId: users.employer.id })).status).toBe(403);
    expect((await browser().post('/api/admin/impersonation/start', { targetUserId: users.employer.id })).status).toBe(
      401,
    );
  });

  it('honours the headers only for that admin, that user and that role', async () => {
    await admin.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    const wrongRole = admin.fork().impersonate(users.admin.id, { id: users.seeker.id, role: 'employer' });
    expect((await wrongRole.get('/api/user/profile')).status).toBe(403);
    const wrongUser = admin.fork().impersonate(users.admin.id, users.employer);
    expect((await wrongUser.get('/api/user/profile')).status).toBe(403);
    const wrongAdmin = admin.fork().impersonate(users.seeker.id, users.seeker);
    expect((await wrongAdmin.get('/api/user/profile')).status).toBe(403);
    const right = admin.fork().impersonate(users.admin.id, users.seeker);
    expect((await right.get<UserProfile>('/api/user/profile')).body.id).toBe(users.seeker.id);

    // Resume downloads carry the same identity as query parameters.
    const query = `impersonatedUserId=${users.seeker.id}&impersonatedUserRole=seeker&adminId=${users.admin.id}`;
    expect((await admin.fork().get<UserProfile>(`/api/user/profile?${query}`)).body.id).toBe(users.seeker.id);
    expect((await admin.fork().get(`/api/user/profile?${query.replace('seeker&', 'employer&')}`)).status).toBe(403);
  });

  it('never lets forged headers change anyone else’s identity', async () => {
    await admin.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    const claim = { id: users.seeker.id, role: 'seeker' as const };
    for (const session of [await signedIn('employer@demo.local'), await signedIn('seeker@demo.local'), browser()]) {
      session.impersonate(users.admin.id, claim);
      const answer = await session.get('/api/user/profile');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        error: AUTH_MESSAGES.impersonationHeadersRejected,
        code: 'ACCESS_IMPERSONATION_REJECTED',
      });
      // Public routes too: the headers are refused, not ignored.
      expect((await session.get('/api/jobs')).status).toBe(403);
    }
  });

  it('records every write made while impersonating, refused ones included, but not reads', async () => {
    const before = (await auditEntries()).length;
    await admin.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    admin.impersonate(users.admin.id, users.seeker);
    expect((await admin.patch('/api/user/profile', { headline: 'Edited while impersonating' })).status).toBe(200);
    const refused = await admin.post('/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Taken-over-1',
      confirmPassword: 'Taken-over-1',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: ACCESS_MESSAGES.notWhileImpersonating,
      code: 'ACCESS_NOT_WHILE_IMPERSONATING',
    });
    expect((await admin.post('/api/seeker/account/email', { newEmail: 'admin.owns.this@example.com' })).status).toBe(
      403,
    );
    expect((await admin.post('/api/account/delete', { confirmEmail: users.seeker.email })).status).toBe(403);
    await admin.get('/api/user/profile');

    const entries = await eventually(async () => {
      const all = await auditEntries();
      return all.length >= before + 4 ? all : null;
    });
    expect(
      entries
        .slice(0, 4)
        .map((e) => [e.method, e.route, e.statusCode])
        .sort(),
    ).toEqual(
      [
        ['PATCH', '/api/user/profile', 200],
        ['POST', '/api/account/delete', 403],
        ['POST', '/api/account/password', 403],
        ['POST', '/api/seeker/account/email', 403],
      ].sort(),
    );
    expect(entries[0]).toMatchObject({
      admin: { id: users.admin.id, name: 'Avery Admin' },
      actingAs: { id: users.seeker.id, name: users.seeker.name },
      at: expect.any(String),
    });
    expect(entries.filter((e) => e.method === 'GET')).toEqual([]);
    // The seeker's own password is untouched.
    await signedIn('seeker@demo.local');
  });

  it('ends after 2 hours without activity', async () => {
    await admin.post('/api/admin/impersonation/start', { targetUserId: users.employer.id });
    admin.impersonate(users.admin.id, users.employer);
    expect((await admin.get('/api/user/profile')).status).toBe(200);
    await orm.em
      .getConnection()
      .execute(
        `update impersonation_sessions set last_activity_at = now() - interval '2 hours 1 second' where ended_at is null`,
      );
    expect((await admin.get('/api/user/profile')).status).toBe(403);
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ end_reason: string }>>(
        `select end_reason from impersonation_sessions order by started_at desc limit 1`,
      );
    expect(row!.end_reason).toBe('inactivity');
  });

  it('outlasts the admin session’s 30-minute idle limit: it holds the session open for its own 2 hours', async () => {
    const tab = await signedIn('admin@demo.local');
    await tab.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    tab.impersonate(users.admin.id, users.seeker);
    expect((await tab.get('/api/user/profile')).status).toBe(200);
    // Ages this tab's session (the admin's newest) and its impersonation, as that much idle time would.
    const idleFor = async (interval: string) => {
      const connection = orm.em.getConnection();
      await connection.execute(
        `update user_sessions set last_seen_at = now() - interval '${interval}'
         where id = (select id from user_sessions where user_id = ? and revoked_at is null order by signed_in_at desc limit 1)`,
        [users.admin.id],
      );
      await connection.execute(
        `update impersonation_sessions set last_activity_at = now() - interval '${interval}' where ended_at is null`,
      );
    };

    await idleFor('31 minutes');
    expect((await tab.get<UserProfile>('/api/user/profile')).body).toMatchObject({ id: users.seeker.id });
    // That request was activity: the admin's own pages work in the same session.
    expect((await tab.fork().get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({
      id: users.admin.id,
    });

    await idleFor('2 hours 1 second');
    // Both ended: the headers have no admin session behind them, and the admin is signed out.
    expect((await tab.get('/api/user/profile')).body).toEqual({
      error: AUTH_MESSAGES.impersonationHeadersRejected,
      code: 'ACCESS_IMPERSONATION_REJECTED',
    });
    expect((await tab.fork().get('/api/auth/session')).body).toEqual({ user: null });
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ end_reason: string }>>(
        `select end_reason from impersonation_sessions order by started_at desc limit 1`,
      );
    expect(row!.end_reason).toBe('inactivity');
    // The other sessions of the admin were not touched.
    expect((await admin.fork().get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({
      id: users.admin.id,
    });
  });

  it('ends when the admin signs out', async () => {
    const other = await signedIn('admin@demo.local');
    await other.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    other.impersonate(users.admin.id, users.seeker);
    expect((await other.get('/api/user/profile')).status).toBe(200);
    const tab = other.fork().impersonate(users.admin.id, users.seeker);
    expect((await other.post('/api/auth/sign-out')).status).toBe(200);
    // Headers with no admin session behind them are refused (the browser then drops its record).
    expect((await tab.get('/api/user/profile')).body).toEqual({
      error: AUTH_MESSAGES.impersonationHeadersRejected,
      code: 'ACCESS_IMPERSONATION_REJECTED',
    });
    expect((await tab.fork().get('/api/user/profile')).status).toBe(401);
    // Signed in again, the old impersonation is gone.
    await tab.signIn('admin@demo.local', DEMO_PASSWORD);
    expect((await tab.get('/api/user/profile')).status).toBe(403);
  });

  it('belongs to the admin session that started it: another session of the same admin cannot use it', async () => {
    const starter = await signedIn('admin@demo.local');
    const secondTab = await signedIn('admin@demo.local');
    await starter.post('/api/admin/impersonation/start', { targetUserId: users.seeker.id });
    starter.impersonate(users.admin.id, users.seeker);
    secondTab.impersonate(users.admin.id, users.seeker);
    expect((await starter.get<UserProfile>('/api/user/profile')).body).toMatchObject({ id: users.seeker.id });
    expect((await secondTab.get('/api/user/profile')).body).toEqual({
      error: AUTH_MESSAGES.impersonationHeadersRejected,
      code: 'ACCESS_IMPERSONATION_REJECTED',
    });
    // Signing out of the other session leaves it running; signing out of its own ends it.
    expect((await secondTab.fork().post('/api/auth/sign-out')).status).toBe(200);
    expect((await starter.get('/api/user/profile')).status).toBe(200);
    expect((await starter.post('/api/auth/sign-out')).status).toBe(200);
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ end_reason: string }>>(
        `select end_reason from impersonation_sessions order by started_at desc limit 1`,
      );
    expect(row!.end_reason).toBe('admin_signed_out');
  });

  describe('GET /api/admin/users', () => {
    it('lists users newest first, paged, with their company', async () => {
      const page = await admin.get<AdminUsersPage>('/api/admin/users?pageSize=5&page=2');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 2, pageSize: 5 });
      expect(page.body.users).toHaveLength(5);
      expect(page.body.total).toBeGreaterThanOrEqual(47);
      const all = await admin.get<AdminUsersPage>('/api/admin/users?pageSize=100');
      const joined = all.body.users.map((u) => Date.parse(u.joinedAt));
      expect(joined).toEqual([...joined].sort((a, b) => b - a));
      expect(all.body.users.find((u) => u.email === 'employer@demo.local')).toEqual({
        id: users.employer.id,
        name: users.employer.name,
        email: 'employer@demo.local',
        role: 'employer',
        companyName: 'Brightpath Learning',
        joinedAt: expect.any(String),
        profilePictureUrl: null,
      });
    });

    it('searches names, e-mails and companies, any case, literally', async () => {
      const byCompany = (await admin.get<AdminUsersPage>('/api/admin/users?q=brightpath')).body;
      expect(byCompany.users.map((u) => u.email)).toContain('employer@demo.local');
      const byName = (
        await admin.get<AdminUsersPage>(`/api/admin/users?q=${encodeURIComponent(users.seeker.name.toUpperCase())}`)
      ).body;
      expect(byName.users.map((u) => u.id)).toEqual([users.seeker.id]);
      expect((await admin.get<AdminUsersPage>('/api/admin/users?q=%25')).body.total).toBe(0);
      expect((await admin.get<AdminUsersPage>('/api/admin/users?q=no-such-person')).body).toMatchObject({
        users: [],
        total: 0,
      });
    });

    it('validates paging and is for admins only', async () => {
      const bad = await admin.get('/api/admin/users?pageSize=1000');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ fieldErrors: { pageSize: ['pageSize must be at most 100'] } });
      expect((await (await signedIn('employer@demo.local')).get('/api/admin/users')).body).toEqual({
        error: GENERIC_MESSAGES.forbidden,
        code: 'ACCESS_FORBIDDEN',
      });
      expect((await browser().get('/api/admin/users')).status).toBe(401);
    });
  });
});
