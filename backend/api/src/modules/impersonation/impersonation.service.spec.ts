import { ACCESS_MESSAGES, AUTH_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock, FakeUsers } from '../../../test/support/accounts-fakes';
import { UserDirectory } from '../accounts';
import type { ImpersonationEndReason } from './entities/impersonation-session.entity';
import { IMPERSONATION_IDLE_MS, ImpersonationService } from './impersonation.service';

/** A session as the in-memory fake keeps it (the table's columns). */
interface MemoryRow {
  id: string;
  admin_id: string;
  admin_session_id: string | null;
  target_user_id: string;
  started_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  end_reason: ImpersonationEndReason | null;
}

/** In-memory sessions with the repository's rules (one running impersonation per admin). */
class MemoryImpersonations {
  rows: MemoryRow[] = [];
  async start(s: { id: string; adminId: string; adminSessionId: string; targetUserId: string; at: Date }) {
    await this.endActiveOfAdmin(s.adminId, 'replaced', s.at);
    this.rows.push({
      id: s.id,
      admin_id: s.adminId,
      admin_session_id: s.adminSessionId,
      target_user_id: s.targetUserId,
      started_at: s.at,
      last_activity_at: s.at,
      ended_at: null,
      end_reason: null,
    });
  }
  async findActive(adminId: string, adminSessionId: string, targetUserId: string) {
    const row = this.rows.find(
      (r) =>
        r.admin_id === adminId &&
        r.admin_session_id === adminSessionId &&
        r.target_user_id === targetUserId &&
        !r.ended_at,
    );
    return row
      ? {
          id: row.id,
          adminSessionId: row.admin_session_id,
          startedAt: row.started_at,
          lastActivityAt: row.last_activity_at,
        }
      : null;
  }
  async endActiveOfAdminSessions(adminSessionIds: readonly string[], reason: ImpersonationEndReason, at: Date) {
    const rows = this.rows.filter(
      (r) => r.admin_session_id !== null && adminSessionIds.includes(r.admin_session_id) && !r.ended_at,
    );
    for (const row of rows) Object.assign(row, { ended_at: at, end_reason: reason });
    return rows.length;
  }
  async lastActivityInAdminSession(adminId: string, adminSessionId: string) {
    const running = this.rows.filter(
      (r) => r.admin_id === adminId && r.admin_session_id === adminSessionId && !r.ended_at,
    );
    return running.length ? new Date(Math.max(...running.map((r) => r.last_activity_at.getTime()))) : null;
  }
  async touch(id: string, at: Date) {
    this.rows.find((r) => r.id === id)!.last_activity_at = at;
  }
  async end(id: string, reason: ImpersonationEndReason, at: Date) {
    const row = this.rows.find((r) => r.id === id && !r.ended_at);
    if (row) Object.assign(row, { ended_at: at, end_reason: reason });
  }
  async endActiveOfAdmin(adminId: string, reason: ImpersonationEndReason, at: Date, target: string | null = null) {
    const rows = this.rows.filter(
      (r) => r.admin_id === adminId && !r.ended_at && (!target || r.target_user_id === target),
    );
    for (const row of rows) Object.assign(row, { ended_at: at, end_reason: reason });
    return rows.length;
  }
  async endIdle(idleSince: Date, at: Date) {
    const rows = this.rows.filter((r) => !r.ended_at && r.last_activity_at <= idleSince);
    for (const row of rows) Object.assign(row, { ended_at: at, end_reason: 'inactivity' });
    return rows.length;
  }
}

function setUp() {
  const clock = new FakeClock();
  const users = new FakeUsers();
  users.companies.set('c1', { id: 'c1', slug: 'brightpath', name: 'Brightpath Learning' });
  users.add({ id: 'admin', email: 'admin@demo.local', role: 'admin', name: 'Avery Admin' });
  users.add({ id: 'admin-2', email: 'ops@demo.local', role: 'admin' });
  users.add({
    id: 'employer',
    email: 'employer@demo.local',
    role: 'employer',
    name: 'Jordan Ellis',
    companyId: 'c1',
    headline: 'Hiring',
  });
  users.add({ id: 'seeker', email: 'seeker@demo.local', role: 'seeker', name: 'Maya' });
  users.add({ id: 'newcomer', email: 'new@demo.local', role: null });
  const sessions = new MemoryImpersonations();
  // The audit log has its own service and spec (audit/audit-log.service.spec.ts).
  const service = new ImpersonationService(clock as never, sessions as never, new UserDirectory(users as never), {
    record: async () => undefined,
  } as never);
  const admin = actorOf({ id: 'admin', role: 'admin', email: 'admin@demo.local' });
  const adminUser = admin.realUser;
  return { clock, users, sessions, service, admin, adminUser };
}

describe('ImpersonationService.start', () => {
  it('answers the banner’s data and records the session', async () => {
    const { service, admin, sessions, clock } = setUp();
    expect(await service.start(admin, 'employer')).toEqual({
      adminId: 'admin',
      impersonatedUser: {
        id: 'employer',
        name: 'Jordan Ellis',
        role: 'employer',
        companyName: 'Brightpath Learning',
        headline: 'Hiring',
      },
      startedAt: clock.now().toISOString(),
    });
    expect(sessions.rows).toMatchObject([{ admin_id: 'admin', target_user_id: 'employer', ended_at: null }]);
  });

  it('refuses admins as targets, unknown users, users without a role and non-admin callers', async () => {
    const { service, admin } = setUp();
    await expect(service.start(admin, 'admin-2')).rejects.toMatchObject({
      status: 403,
      message: AUTH_MESSAGES.impersonateAdminForbidden,
    });
    await expect(service.start(admin, 'admin')).rejects.toMatchObject({
      status: 403,
      message: AUTH_MESSAGES.impersonateAdminForbidden,
    });
    await expect(service.start(admin, 'nobody')).rejects.toMatchObject({
      status: 404,
      message: AUTH_MESSAGES.impersonationTargetMissing,
    });
    await expect(service.start(admin, 'newcomer')).rejects.toMatchObject({
      status: 400,
      message: ACCESS_MESSAGES.impersonationTargetNoRole,
    });
    await expect(
      service.start(actorOf({ id: 'seeker', role: 'seeker', email: 's@x.io' }), 'employer'),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('replaces the admin’s running impersonation', async () => {
    const { service, admin, sessions } = setUp();
    await service.start(admin, 'employer');
    await service.start(admin, 'seeker');
    expect(sessions.rows.map((r) => [r.target_user_id, r.end_reason])).toEqual([
      ['employer', 'replaced'],
      ['seeker', null],
    ]);
  });
});

describe('ImpersonationService.verify', () => {
  it('holds for exactly the running session’s user and role', async () => {
    const { service, admin, adminUser } = setUp();
    await service.start(admin, 'employer');
    expect(
      await service.verify(adminUser, admin.session.id, { userId: 'employer', role: 'employer', adminId: 'admin' }),
    ).toMatchObject({ target: { id: 'employer', role: 'employer' } });
    expect(
      await service.verify(adminUser, admin.session.id, { userId: 'employer', role: 'seeker', adminId: 'admin' }),
    ).toBeNull();
    expect(
      await service.verify(adminUser, admin.session.id, { userId: 'seeker', role: 'seeker', adminId: 'admin' }),
    ).toBeNull();
    expect(
      await service.verify(adminUser, admin.session.id, { userId: 'employer', role: 'employer', adminId: 'admin-2' }),
    ).toBeNull();
    const other = actorOf({ id: 'admin-2', role: 'admin', email: 'ops@demo.local' }).realUser;
    expect(
      await service.verify(other, 'other-admin-session', { userId: 'employer', role: 'employer', adminId: 'admin-2' }),
    ).toBeNull();
  });

  it('ends after 2 hours without activity; activity keeps it alive', async () => {
    const { service, admin, adminUser, clock, sessions } = setUp();
    await service.start(admin, 'seeker');
    const claim = { userId: 'seeker', role: 'seeker' as const, adminId: 'admin' };
    clock.advance(IMPERSONATION_IDLE_MS - 60_000);
    expect(await service.verify(adminUser, admin.session.id, claim)).not.toBeNull();
    clock.advance(IMPERSONATION_IDLE_MS - 60_000);
    expect(await service.verify(adminUser, admin.session.id, claim)).not.toBeNull();
    clock.advance(IMPERSONATION_IDLE_MS);
    expect(await service.verify(adminUser, admin.session.id, claim)).toBeNull();
    expect(sessions.rows[0]).toMatchObject({ end_reason: 'inactivity' });
  });

  it('holds only for the sign-in session that started it, and ends when that session signs out', async () => {
    const { service, admin, adminUser, sessions } = setUp();
    await service.start(admin, 'seeker');
    const claim = { userId: 'seeker', role: 'seeker' as const, adminId: 'admin' };
    expect(await service.verify(adminUser, 'another-session-of-the-same-admin', claim)).toBeNull();
    expect(await service.verify(adminUser, admin.session.id, claim)).not.toBeNull();
    expect(await service.endAllOfAdminSession('another-session-of-the-same-admin', 'admin_signed_out')).toBe(0);
    expect(await service.endAllOfAdminSession(admin.session.id, 'admin_signed_out')).toBe(1);
    expect(sessions.rows[0]).toMatchObject({ end_reason: 'admin_signed_out' });
    expect(await service.verify(adminUser, admin.session.id, claim)).toBeNull();
  });

  it('stops holding once the target is deleted or changes role', async () => {
    const { service, admin, adminUser, users } = setUp();
    await service.start(admin, 'seeker');
    await users.anonymise('seeker', new Date());
    expect(
      await service.verify(adminUser, admin.session.id, { userId: 'seeker', role: 'seeker', adminId: 'admin' }),
    ).toBeNull();
  });
});

describe('ImpersonationService.heldOpenUntil', () => {
  it('holds the admin session that started a running impersonation for 2 hours after its last activity', async () => {
    const { service, admin, adminUser, clock } = setUp();
    expect(await service.heldOpenUntil('admin', admin.session.id)).toBeNull();
    await service.start(admin, 'seeker');
    clock.advance(45 * 60_000);
    await service.verify(adminUser, admin.session.id, { userId: 'seeker', role: 'seeker', adminId: 'admin' });
    expect(await service.heldOpenUntil('admin', admin.session.id)).toEqual(
      new Date(clock.now().getTime() + IMPERSONATION_IDLE_MS),
    );
    // Not another session of the same admin, nor another admin's.
    expect(await service.heldOpenUntil('admin', 'another-session-of-the-same-admin')).toBeNull();
    expect(await service.heldOpenUntil('admin-2', admin.session.id)).toBeNull();
    await service.stop(admin, 'seeker');
    expect(await service.heldOpenUntil('admin', admin.session.id)).toBeNull();
  });
});

describe('ImpersonationService.stop and sweep', () => {
  it('stops (and counts a missing session as already stopped)', async () => {
    const { service, admin, sessions } = setUp();
    await service.start(admin, 'employer');
    expect(await service.stop(admin, 'employer')).toEqual({ message: ACCESS_MESSAGES.impersonationStopped });
    expect(sessions.rows[0]).toMatchObject({ end_reason: 'stopped' });
    expect(await service.stop(admin, 'employer')).toEqual({ message: ACCESS_MESSAGES.impersonationStopped });
  });

  it('sweeps idle sessions only', async () => {
    const { service, admin, clock, sessions } = setUp();
    await service.start(admin, 'employer');
    clock.advance(IMPERSONATION_IDLE_MS - 1);
    expect(await service.sweepIdle()).toBe(0);
    clock.advance(1);
    expect(await service.sweepIdle()).toBe(1);
    expect(sessions.rows[0]).toMatchObject({ end_reason: 'inactivity' });
  });
});
