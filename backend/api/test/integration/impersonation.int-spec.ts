import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../src/core/auth/actor';
import { DomainEvents } from '../../src/core/events/domain-events';
import { AuditLogService, ImpersonationService, IMPERSONATION_IDLE_MS } from '../../src/modules/impersonation';
import { actorOf, FakeClock } from '../support/accounts-fakes';
import { createAccessContext, insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
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
    orm.em
      .getConnection()
      .execute<SessionRow[]>(
        'select target_user_id, ended_at, end_reason, last_activity_at from impersonation_sessions where admin_id = ? order by started_at',
        [adminId],
      );
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
    admin = actorOf(
      { id: ADMIN, role: 'admin', email: 'imp.admin@example.com' },
      { id: randomUUID(), signedInAt: new Date() },
    );
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
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).toMatchObject({
      target: { id: SEEKER, role: 'seeker', name: 'Maya Imp' },
    });
    expect(await service.verify(admin.realUser, admin.session.id, { ...asSeeker, role: 'employer' })).toBeNull();
    expect(
      await service.verify(admin.realUser, admin.session.id, { userId: EMPLOYER, role: 'employer', adminId: ADMIN }),
    ).toBeNull();
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
    expect(await sessionsOf(ADMIN)).toEqual([
      expect.objectContaining({ end_reason: 'inactivity', ended_at: expect.anything() }),
    ]);
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

  it("ends with the admin's session when a password change or reset ends it from elsewhere", async () => {
    const events = context.get(DomainEvents);
    await service.start(admin, SEEKER);
    await events.publish({
      type: 'accounts.sessions-ended',
      userId: ADMIN,
      sessionIds: [randomUUID()],
      reason: 'password_changed',
    });
    expect((await sessionsOf(ADMIN))[0]).toMatchObject({ end_reason: null });
    await events.publish({
      type: 'accounts.sessions-ended',
      userId: ADMIN,
      sessionIds: [randomUUID(), admin.session.id],
      reason: 'password_reset',
    });
    expect((await sessionsOf(ADMIN))[0]).toMatchObject({
      end_reason: 'admin_session_ended',
      ended_at: expect.anything(),
    });
    expect(await service.verify(admin.realUser, admin.session.id, asSeeker)).toBeNull();
  });

  describe('the audit log', () => {
    const COMPANY = fixtureUuid(5, 'd');
    const JOB = fixtureUuid(6, 'd');
    const GONE = fixtureUuid(7, 'd');
    let audit: AuditLogService;

    beforeAll(async () => {
      audit = context.get(AuditLogService);
      await insertCompany(orm, COMPANY, 'Harbor Books');
      await orm.em.getConnection().execute('update users set company_id = ? where id = ?', [COMPANY, EMPLOYER]);
      await insertJobs(orm, [
        {
          id: JOB,
          companyId: COMPANY,
          status: 'approved',
          postedAt: new Date('2026-11-01T09:00:00.000Z'),
          title: 'Remote Bookkeeper',
        },
      ]);
    });

    /** Writes as the access guard records them: one impersonation of the target, one write a second apart. */
    async function record(
      writes: Array<{ as: string; by?: Actor; method: string; route: string; statusCode: number }>,
    ) {
      for (const write of writes) {
        const by = write.by ?? admin;
        await service.start(by, write.as);
        const role = write.as === SEEKER ? 'seeker' : 'employer';
        const verified = (await service.verify(by.realUser, by.session.id, {
          userId: write.as,
          role,
          adminId: by.realUser.id,
        }))!;
        await service.recordWrite({
          impersonationId: verified.impersonationId,
          adminId: by.realUser.id,
          targetUserId: write.as,
          method: write.method,
          route: write.route,
          statusCode: write.statusCode,
        });
        clock.advance(1_000);
      }
    }
    const summaries = async (query: Record<string, string> = {}) =>
      (await audit.page(admin, query)).entries.map((entry) => entry.summary);

    it('tells each write in words, with who, as whom and when, newest first and paged', async () => {
      await record([
        { as: SEEKER, method: 'PATCH', route: '/api/user/profile', statusCode: 200 },
        { as: EMPLOYER, method: 'POST', route: `/api/employer/jobs/${JOB}/archive`, statusCode: 200 },
      ]);
      const page = await audit.page(admin, { pageSize: '1' });
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(page.entries).toEqual([
        {
          id: expect.any(String),
          summary: 'Archived the job Remote Bookkeeper',
          action: 'job.archive',
          admin: { id: ADMIN, name: 'imp.admin' },
          actingAs: { id: EMPLOYER, name: 'imp.employer' },
          refused: false,
          method: 'POST',
          route: `/api/employer/jobs/${JOB}/archive`,
          statusCode: 200,
          // Recorded a second before the clock moved on.
          at: new Date(clock.now().getTime() - 1_000).toISOString(),
        },
      ]);
      expect(
        (await audit.page(admin, { page: '2', pageSize: '1' })).entries.map((entry) => [
          entry.summary,
          entry.actingAs.name,
        ]),
      ).toEqual([['Updated the account profile', 'Maya Imp']]);
    });

    it('names targets that are gone, and ids that never named one, in sensible words', async () => {
      await record([
        { as: EMPLOYER, method: 'POST', route: `/api/employer/jobs/${GONE}/fill`, statusCode: 200 },
        { as: SEEKER, method: 'POST', route: `/api/seeker/applications/${GONE}/withdraw`, statusCode: 200 },
        { as: SEEKER, method: 'DELETE', route: `/api/seeker/resumes/${GONE}`, statusCode: 200 },
        { as: EMPLOYER, method: 'POST', route: `/api/employer/talent/${SEEKER}/invitations`, statusCode: 201 },
        { as: EMPLOYER, method: 'PUT', route: '/api/employer/jobs/not-a-uuid', statusCode: 200 },
      ]);
      expect(await summaries()).toEqual([
        'Edited a job that no longer exists',
        'Invited Maya Imp to apply to a job',
        'Deleted a resume',
        'Withdrew an application that no longer exists',
        'Marked a job that no longer exists as filled',
      ]);
    });

    it('leaves refused requests out unless asked', async () => {
      await record([
        { as: SEEKER, method: 'PATCH', route: '/api/user/profile', statusCode: 200 },
        { as: SEEKER, method: 'POST', route: '/api/account/password', statusCode: 403 },
        { as: EMPLOYER, method: 'POST', route: `/api/employer/jobs/${JOB}/submit`, statusCode: 409 },
      ]);
      expect(await summaries()).toEqual(['Updated the account profile']);
      expect((await audit.page(admin, {})).total).toBe(1);
      const all = await audit.page(admin, { refused: 'true' });
      expect(all.total).toBe(3);
      expect(all.entries.map((entry) => [entry.summary, entry.refused])).toEqual([
        ['Tried to submit the job Remote Bookkeeper for review', true],
        ['Tried to change the password', true],
        ['Updated the account profile', false],
      ]);
    });

    it('filters by admin, by user (acted as, or named by the path) and by action, and offers everyone in the log', async () => {
      const other = actorOf(
        { id: OTHER_ADMIN, role: 'admin', email: 'imp.other@example.com' },
        { id: randomUUID(), signedInAt: new Date() },
      );
      await record([
        { as: SEEKER, method: 'PATCH', route: '/api/user/profile', statusCode: 200 },
        { as: EMPLOYER, method: 'POST', route: `/api/employer/talent/${SEEKER}/invitations`, statusCode: 201 },
        { as: EMPLOYER, by: other, method: 'POST', route: `/api/employer/jobs/${JOB}/archive`, statusCode: 200 },
        { as: EMPLOYER, by: other, method: 'POST', route: '/api/employer/account/email', statusCode: 403 },
      ]);
      expect(await summaries({ admin: OTHER_ADMIN })).toEqual(['Archived the job Remote Bookkeeper']);
      expect(await summaries({ user: SEEKER })).toEqual([
        'Invited Maya Imp to apply to a job',
        'Updated the account profile',
      ]);
      expect(await summaries({ user: EMPLOYER })).toEqual([
        'Archived the job Remote Bookkeeper',
        'Invited Maya Imp to apply to a job',
      ]);
      expect(await summaries({ action: 'job.archive' })).toEqual(['Archived the job Remote Bookkeeper']);
      expect(await summaries({ action: 'account.email' })).toEqual([]);
      expect(await summaries({ action: 'account.email', refused: 'true', user: EMPLOYER, admin: OTHER_ADMIN })).toEqual(
        ['Tried to change the email address'],
      );
      expect((await audit.page(admin, { action: 'job.archive', user: SEEKER })).total).toBe(0);

      const page = await audit.page(admin, {});
      expect(page.admins).toEqual([
        { id: ADMIN, name: 'imp.admin', role: 'admin', deletedAt: null },
        { id: OTHER_ADMIN, name: 'imp.other', role: 'admin', deletedAt: null },
      ]);
      expect(page.users).toEqual([
        { id: EMPLOYER, name: 'imp.employer', role: 'employer', deletedAt: null },
        { id: SEEKER, name: 'Maya Imp', role: 'seeker', deletedAt: null },
      ]);
    });
  });
});
