import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../src/core/auth/actor';
import type { ImpersonationClaim } from '../../src/core/auth/impersonation-claim';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf, FakeClock } from '../support/accounts-fakes';
import { createAccessContext, insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const ADMIN = fixtureUuid(1, 'e');
const SEEKER = fixtureUuid(2, 'e');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long an admin's impersonation lasts on the real tables, as the access guard resolves each
 * request: the admin's sign-in session (idle limit 30 minutes, absolute 8 hours) with the running
 * impersonation holding it open (2 hours without activity), time moved by the test's clock.
 */
describe('an impersonation and the admin session it runs in', () => {
  const config = testConfig();
  const clock = new FakeClock(new Date('2026-11-21T09:00:00.000Z'));
  let orm: MikroORM;
  let context: INestApplicationContext;
  let sessions: SessionService;
  let impersonation: ImpersonationService;
  const claim: ImpersonationClaim = { userId: SEEKER, role: 'seeker', adminId: ADMIN };

  /** Signs the admin in and starts impersonating the seeker from that session. */
  async function impersonating(): Promise<{ token: string; sessionId: string; admin: Actor }> {
    const issued = await sessions.issue({ id: ADMIN, role: 'admin' });
    const admin = actorOf(
      { id: ADMIN, role: 'admin', email: 'idle.admin@example.com' },
      { id: issued.sessionId, signedInAt: issued.signedInAt },
    );
    await impersonation.start(admin, SEEKER);
    return { token: issued.token, sessionId: issued.sessionId, admin };
  }

  /** One request as the guard makes it: the session (held open by impersonations), then the claim. */
  async function request(token: string, withClaim = true): Promise<'as seeker' | 'as admin' | 401 | 403> {
    const session = await sessions.authenticate(token, impersonation);
    if (!session) return 401;
    if (!withClaim) return 'as admin';
    return (await impersonation.verify(session.user, session.sessionId, claim)) ? 'as seeker' : 403;
  }

  const rowsOf = async (sessionId: string) => {
    const connection = orm.em.getConnection();
    const [admin] = await connection.execute<Array<{ revoked_reason: string | null }>>(
      'select revoked_reason from user_sessions where id = ?',
      [sessionId],
    );
    const [running] = await connection.execute<Array<{ end_reason: string | null }>>(
      'select end_reason from impersonation_sessions where admin_session_id = ? order by started_at desc limit 1',
      [sessionId],
    );
    return { session: admin!.revoked_reason, impersonation: running!.end_reason };
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: ADMIN, email: 'idle.admin@example.com', role: 'admin' },
      { id: SEEKER, email: 'idle.seeker@example.com', role: 'seeker', name: 'Idle Seeker' },
    ]);
    context = await createAccessContext(config, clock);
    sessions = context.get(SessionService);
    impersonation = context.get(ImpersonationService);
  });

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  beforeEach(async () => {
    await orm.em.getConnection().execute('truncate impersonation_sessions, impersonation_audit_log, user_sessions');
  });

  it('goes on after 31 idle minutes, past the admin session’s own idle limit', async () => {
    const { token, sessionId } = await impersonating();
    clock.advance(31 * MINUTE);
    expect(await request(token)).toBe('as seeker');
    expect(await rowsOf(sessionId)).toEqual({ session: null, impersonation: null });
  });

  it('ends, with the admin session, after 2 idle hours', async () => {
    const { token, sessionId } = await impersonating();
    clock.advance(2 * HOUR - MINUTE);
    expect(await request(token)).toBe('as seeker');
    clock.advance(2 * HOUR);
    expect(await request(token)).toBe(401);
    expect(await rowsOf(sessionId)).toEqual({ session: 'idle', impersonation: 'inactivity' });
  });

  it('keeps the admin’s own session alive while the admin acts as the user', async () => {
    const { token, sessionId } = await impersonating();
    // Four hours of work as the seeker, with pauses longer than the admin session's 30 minutes.
    for (let step = 0; step < 5; step++) {
      clock.advance(50 * MINUTE);
      expect(await request(token)).toBe('as seeker');
    }
    // The same session serves the admin's own pages too, without the headers.
    clock.advance(50 * MINUTE);
    expect(await request(token, false)).toBe('as admin');
    expect(await rowsOf(sessionId)).toEqual({ session: null, impersonation: null });
  });

  it('gives the admin session its own 30-minute idle limit back once the impersonation stops', async () => {
    const { token, sessionId, admin } = await impersonating();
    clock.advance(20 * MINUTE);
    await impersonation.stop(admin, SEEKER);
    clock.advance(31 * MINUTE);
    expect(await request(token, false)).toBe(401);
    expect(await rowsOf(sessionId)).toEqual({ session: 'idle', impersonation: 'stopped' });
  });

  it('holds only the admin session that started it', async () => {
    await impersonating();
    const otherTab = await sessions.issue({ id: ADMIN, role: 'admin' });
    clock.advance(31 * MINUTE);
    expect(await request(otherTab.token, false)).toBe(401);
  });

  it('never outlives the admin session’s absolute lifetime of 8 hours', async () => {
    const { token, sessionId } = await impersonating();
    for (let elapsed = 40 * MINUTE; elapsed < 8 * HOUR; elapsed += 40 * MINUTE) {
      clock.advance(40 * MINUTE);
      expect(await request(token)).toBe('as seeker');
    }
    clock.advance(40 * MINUTE);
    expect(await request(token)).toBe(401);
    // Ended at once rather than left to the idle sweep, with the reason.
    expect(await rowsOf(sessionId)).toEqual({ session: 'expired', impersonation: 'admin_session_ended' });
  });
});
