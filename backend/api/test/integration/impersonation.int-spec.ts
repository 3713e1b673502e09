import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../src/core/auth/actor';
import { DomainEvents } from '../../src/core/events/domain-events';
import { ImpersonationService, IMPERSONATION_IDLE_MS } from '../../src/modules/impersonation';
import { actorOf, FakeClock } from '../support/accounts-fakes';
import { createAccessContext, insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const ADMIN = fixtureUuid(1, 'd');
const OTHER_ADMIN = fixtureUuid(2, 'd');
const SEEKER = fixtureUuid(3, 'd');
const EMPLOYER = fixtureUuid(4, 'd');

interface SessionRow {
  target_user_id: string;
  ended_at: Date | null;
  end_reason: string | null;
  last_activity_at: Date;
}

describe('impersonation sessions on PostgreSQL', () => {
  const config = testConfig();
  const clock = new FakeClock(new Date('2026-11-21T09:00:00.000Z'));
  let orm: MikroORM;
  let context: INestApplicationContext;
  let service: ImpersonationService;
  let admin: Actor;

  const sessionsOf = (adminId: string) =>
    orm.em.getConnection().execute<SessionRow[]>('select target_user_id, ended_at, end_reason, last_activity_at from impersonation_sessions where admin_id = ? order by started_at', [adminId]);
  const asSeeker = { userId: SEEKER, role: 'seeker' as const, adminId: ADMIN };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: ADMIN, email: 'imp.admin@example.com', role: 'admin' },
      { id: OTHER_ADMIN, email: 'imp.other@example.com', role: 'admin' },
      { id: SEEKER, email: 'imp.seeker@example.com', role: 'seeker', name: 'Maya Imp' },
      { id: EMPLOYER, email: 'imp.employer@example.com', role: 'employer' },
    ]);
    context = await createAccessContext(config, clock);
    service = context.get(ImpersonationService);
    admin = actorOf({ id: ADMIN, role: 'admin', email: 'imp.admin@example.com' }, { id: randomUUID(), signedInAt: new Date() });
  });

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  beforeEach(async () => {
    await orm.em.getConnection().execute('truncate impersonation_sessions, impersonation_audit_log');
  });

  it('verifies headers only against the admin’s running session of exactly that user and role', async () => {
    await service.start(admin, SEEKER);
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).toMatchObject({ target: { id: SEEKER, role: 'seeker', name: 'Maya Imp' } });
    expect(await service.verify(admin.realUser, admin.session.id, { ...asSeeker, role: 'employer' })).toBeNull();
    expect(await service.verify(admin.realUser, admin.session.id, { userId: EMPLOYER, role: 'employer', adminId: ADMIN })).toBeNull();
    const other = actorOf({ id: OTHER_ADMIN, role: 'admin', email: 'imp.other@example.com' }).realUser;
    expect(await service.verify(other, randomUUID(), { ...asSeeker, adminId: OTHER_ADMIN })).toBeNull();
  });

  it('ends a session after 2 hours without activity, when next used', async () => {
    await service.start(admin, SEEKER);
    clock.advance(IMPERSONATION_IDLE_MS - 60_000);
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).not.toBeNull();
    expect(new Date((await sessionsOf(ADMIN))[0]!.last_activity_at)).toEqual(clock.now());
    clock.advance(IMPERSONATION_IDLE_MS);
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).toBeNull();
    expect(await sessionsOf(ADMIN)).toEqual([expect.objectContaining({ end_reason: 'inactivity', ended_at: expect.anything() })]);
  });

  it('is ended by the worker’s sweep after 2 idle hours even if never used again', async () => {
    await service.start(admin, SEEKER);
    clock.advance(60 * 60_000);
    expect(await service.sweepIdle()).toBe(0);
    clock.advance(60 * 60_000);
    expect(await service.sweepIdle()).toBe(1);
    expect((await sessionsOf(ADMIN))[0]).toMatchObject({ end_reason: 'inactivity' });
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).toBeNull();
  });

  it('keeps one running impersonation per admin and stops on request', async () => {
    await service.start(admin, SEEKER);
    await service.start(admin, EMPLOYER);
    expect((await sessionsOf(ADMIN)).map((s) => [s.target_user_id, s.end_reason])).toEqual([
      [SEEKER, 'replaced'],
      [EMPLOYER, null],
    ]);
    await service.stop(admin, EMPLOYER);
    expect((await sessionsOf(ADMIN)).map((s) => s.end_reason)).toEqual(['replaced', 'stopped']);
    await expect(service.stop(admin, EMPLOYER)).resolves.toEqual({ message: expect.any(String) });
  });

  it('ends when the admin signs out or the user deletes their account', async () => {
    const events = context.get(DomainEvents);
    await service.start(admin, SEEKER);
    await events.publish({ type: 'accounts.signed-out', userId: ADMIN, role: 'admin', sessionId: admin.session.id });
    expect((await sessionsOf(ADMIN))[0]).toMatchObject({ end_reason: 'admin_signed_out' });
    await service.start(admin, EMPLOYER);
    await events.publish({ type: 'accounts.account-deleted', userId: EMPLOYER, role: 'employer' });
    expect((await sessionsOf(ADMIN))[1]).toMatchObject({ end_reason: 'account_deleted' });
  });

  it('records writes in the audit log with names, newest first', async () => {
    await service.start(admin, SEEKER);
    const verified = (await service.verify(admin.realUser, admin.session.id, asSeeker))!;
    await service.recordWrite({ impersonationId: verified.impersonationId, adminId: ADMIN, targetUserId: SEEKER, method: 'PATCH', route: '/api/user/profile', statusCode: 200 });
    clock.advance(1_000);
    await service.recordWrite({ impersonationId: verified.impersonationId, adminId: ADMIN, targetUserId: SEEKER, method: 'POST', route: '/api/account/password', statusCode: 403 });
    const page = await service.auditLog(admin, { page: 1, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.entries).toEqual([
      expect.objectContaining({ adminId: ADMIN, adminName: 'imp.admin', targetUserId: SEEKER, targetName: 'Maya Imp', method: 'POST', route: '/api/account/password', statusCode: 403 }),
    ]);
    expect((await service.auditLog(admin, { page: 2, pageSize: 1 })).entries[0]).toMatchObject({ method: 'PATCH', statusCode: 200 });
  });
});
