import { AUDIT_LOG_MESSAGES, GENERIC_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { AuditRef } from './audit-actions';
import type { AuditLogFilter, AuditPersonRow, AuditRow, NamedThing } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

const ADMIN = '11111111-1111-4111-8111-111111111111';
const EMPLOYER = '22222222-2222-4222-8222-222222222222';
const SEEKER = '33333333-3333-4333-8333-333333333333';
const JOB = '44444444-4444-4444-8444-444444444444';

/** Answers like AuditLogRepository, and remembers what it was asked. */
class FakeAuditLog {
  inserted: unknown[] = [];
  pages: Array<{ filter: AuditLogFilter; offset: number; limit: number }> = [];
  lookups: AuditRef[][] = [];
  rows: AuditRow[] = [];
  things: NamedThing[] = [];
  everyone: AuditPersonRow[] = [];

  async insert(entry: unknown) {
    this.inserted.push(entry);
  }
  async page(filter: AuditLogFilter, offset: number, limit: number) {
    this.pages.push({ filter, offset, limit });
    return { rows: this.rows, total: 41 };
  }
  async names(refs: readonly AuditRef[]) {
    this.lookups.push([...refs]);
    return this.things;
  }
  async people() {
    return this.everyone;
  }
}

function setUp() {
  const clock = new FakeClock(new Date('2026-12-10T15:04:00.000Z'));
  const log = new FakeAuditLog();
  const service = new AuditLogService(clock as never, log as never);
  const admin = actorOf({ id: ADMIN, role: 'admin', email: 'admin@demo.local' });
  return { clock, log, service, admin };
}

async function validationErrors(promise: Promise<unknown>): Promise<Record<string, string[]> | null> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof RequestValidationException ? error.fieldErrors : null;
}

describe('AuditLogService.record', () => {
  it('keeps the write with its outcome and the time', async () => {
    const { service, log } = setUp();
    await service.record({
      impersonationId: 's1',
      adminId: ADMIN,
      targetUserId: EMPLOYER,
      method: 'POST',
      route: `/api/employer/jobs/${JOB}/archive`,
      statusCode: 200,
    });
    expect(log.inserted).toEqual([
      {
        id: expect.any(String),
        sessionId: 's1',
        adminId: ADMIN,
        targetUserId: EMPLOYER,
        method: 'POST',
        route: `/api/employer/jobs/${JOB}/archive`,
        statusCode: 200,
        at: new Date('2026-12-10T15:04:00.000Z'),
      },
    ]);
  });
});

describe('AuditLogService.page', () => {
  it('is for admins acting as themselves', async () => {
    const { service } = setUp();
    const employer = actorOf({ id: EMPLOYER, role: 'employer', email: 'employer@demo.local' });
    await expect(service.page(employer, {})).rejects.toMatchObject({
      status: 403,
      message: GENERIC_MESSAGES.forbidden,
    });
    const impersonating = { ...setUp().admin, user: employer.user, impersonation: { id: 's1', adminId: ADMIN } };
    await expect(service.page(impersonating, {})).rejects.toMatchObject({ status: 403 });
  });

  it('leaves refused requests out unless asked, and does not filter otherwise', async () => {
    const { service, log, admin } = setUp();
    await service.page(admin, {});
    await service.page(admin, { refused: 'true', page: '3', pageSize: '10' });
    expect(log.pages).toEqual([
      { filter: { adminId: null, user: null, requests: null, includeRefused: false }, offset: 0, limit: 20 },
      { filter: { adminId: null, user: null, requests: null, includeRefused: true }, offset: 20, limit: 10 },
    ]);
  });

  it('filters by admin, by user (acted as, or named by the path) and by action', async () => {
    const { service, log, admin } = setUp();
    await service.page(admin, { admin: ADMIN, user: EMPLOYER, action: 'account.email' });
    const { filter } = log.pages[0]!;
    expect(filter.adminId).toBe(ADMIN);
    expect(filter.user).toEqual({ id: EMPLOYER, pathPatterns: [expect.stringContaining(EMPLOYER)] });
    expect(filter.requests).toEqual([
      { method: 'POST', pattern: expect.stringContaining('/employer/account/email') },
      { method: 'POST', pattern: expect.stringContaining('/seeker/account/email') },
    ]);
  });

  it('answers 400 with the contract texts for values it cannot filter by', async () => {
    const { service, log, admin } = setUp();
    expect(
      await validationErrors(service.page(admin, { admin: 'someone', user: 'x', action: 'job.burn', refused: 'yes' })),
    ).toEqual({
      admin: [AUDIT_LOG_MESSAGES.adminInvalid],
      user: [AUDIT_LOG_MESSAGES.userInvalid],
      action: [AUDIT_LOG_MESSAGES.actionInvalid],
      refused: [AUDIT_LOG_MESSAGES.refusedInvalid],
    });
    expect(log.pages).toEqual([]);
  });

  it('names everything on the page with one lookup, and offers the people of the whole log', async () => {
    const { service, log, admin } = setUp();
    const at = new Date('2026-12-10T15:04:00.000Z');
    log.rows = [
      {
        id: 'e1',
        adminId: ADMIN,
        targetUserId: EMPLOYER,
        method: 'POST',
        route: `/api/employer/jobs/${JOB}/archive`,
        statusCode: 200,
        at,
      },
      {
        id: 'e2',
        adminId: ADMIN,
        targetUserId: EMPLOYER,
        method: 'PATCH',
        route: '/api/user/profile',
        statusCode: 200,
        at,
      },
    ];
    log.things = [
      { kind: 'user', id: ADMIN, name: 'Avery Admin', detail: null },
      { kind: 'user', id: EMPLOYER, name: 'Jordan Ellis', detail: null },
      { kind: 'job', id: JOB, name: 'Remote Bookkeeper', detail: null },
    ];
    log.everyone = [
      { side: 'admin', id: ADMIN, name: 'Avery Admin', role: 'admin', deletedAt: null },
      { side: 'user', id: EMPLOYER, name: 'Jordan Ellis', role: 'employer', deletedAt: null },
      { side: 'user', id: SEEKER, name: 'Deleted user', role: 'seeker', deletedAt: new Date('2026-11-03T09:00:00Z') },
    ];
    const page = await service.page(admin, {});
    expect(log.lookups).toHaveLength(1);
    expect(page).toMatchObject({
      total: 41,
      page: 1,
      pageSize: 20,
      admins: [{ id: ADMIN, name: 'Avery Admin', role: 'admin', deletedAt: null }],
      // With what tells apart the accounts all named 'Deleted user'.
      users: [
        { id: EMPLOYER, name: 'Jordan Ellis', role: 'employer', deletedAt: null },
        { id: SEEKER, name: 'Deleted user', role: 'seeker', deletedAt: '2026-11-03T09:00:00.000Z' },
      ],
    });
    expect(page.entries.map((entry) => [entry.summary, entry.admin.name, entry.actingAs.name])).toEqual([
      ['Archived the job Remote Bookkeeper', 'Avery Admin', 'Jordan Ellis'],
      ['Updated the account profile', 'Avery Admin', 'Jordan Ellis'],
    ]);
  });
});
