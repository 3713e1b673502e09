import type { INestApplicationContext } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SessionService } from '../../src/modules/accounts';
import { hashToken } from '../../src/core/security/secure-token';
import { FakeClock } from '../support/accounts-fakes';
import { createAccessContext, insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const MINUTE = 60_000;
const SEEKER = fixtureUuid(1, 'e');
const ADMIN = fixtureUuid(2, 'e');

describe('server-side sessions on PostgreSQL', () => {
  const config = testConfig({
    SESSION_IDLE_MINUTES: '60',
    SESSION_ABSOLUTE_HOURS: '4',
    ADMIN_SESSION_IDLE_MINUTES: '15',
    ADMIN_SESSION_ABSOLUTE_HOURS: '2',
  });
  const clock = new FakeClock(new Date('2026-11-21T09:00:00.000Z'));
  let orm: MikroORM;
  let context: INestApplicationContext;
  let sessions: SessionService;

  const row = async (id: string) => {
    const [found] = await orm.em
      .getConnection()
      .execute<Array<{ token_hash: string; revoked_reason: string | null; last_seen_at: Date }>>(
        'select token_hash, revoked_reason, last_seen_at from user_sessions where id = ?',
        [id],
      );
    return found!;
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: SEEKER, email: 'session.seeker@example.com', role: 'seeker' },
      { id: ADMIN, email: 'session.admin@example.com', role: 'admin' },
    ]);
    context = await createAccessContext(config, clock);
    sessions = context.get(SessionService);
  });

  afterAll(async () => {
    await context?.close();
    await orm?.close(true);
  });

  it('stores only the token’s hash and resolves the token to its user', async () => {
    const issued = await sessions.issue({ id: SEEKER, role: 'seeker' });
    expect((await row(issued.sessionId)).token_hash).toBe(hashToken(issued.token));
    const dump = JSON.stringify(await orm.em.getConnection().execute('select * from user_sessions'));
    expect(dump).not.toContain(issued.token);
    expect(await sessions.authenticate(issued.token)).toEqual({
      sessionId: issued.sessionId,
      signedInAt: issued.signedInAt,
      user: {
        id: SEEKER,
        role: 'seeker',
        email: 'session.seeker@example.com',
        name: 'session.seeker',
        companyId: null,
      },
    });
    expect(await sessions.authenticate(`${issued.token}x`)).toBeNull();
  });

  it('ends a session idle for longer than the idle lifetime, and activity postpones it', async () => {
    const issued = await sessions.issue({ id: SEEKER, role: 'seeker' });
    clock.advance(50 * MINUTE);
    expect(await sessions.authenticate(issued.token)).not.toBeNull();
    expect(new Date((await row(issued.sessionId)).last_seen_at)).toEqual(clock.now());
    clock.advance(50 * MINUTE);
    expect(await sessions.authenticate(issued.token)).not.toBeNull();
    clock.advance(61 * MINUTE);
    expect(await sessions.authenticate(issued.token)).toBeNull();
    expect((await row(issued.sessionId)).revoked_reason).toBe('idle');
    // Ended for good: going back in time does not revive it.
    clock.advance(-61 * MINUTE);
    expect(await sessions.authenticate(issued.token)).toBeNull();
  });

  it('ends a session at its absolute lifetime however active', async () => {
    const issued = await sessions.issue({ id: SEEKER, role: 'seeker' });
    for (let i = 0; i < 8; i++) {
      clock.advance(29 * MINUTE);
      expect(await sessions.authenticate(issued.token)).not.toBeNull();
    }
    clock.advance(9 * MINUTE);
    expect(await sessions.authenticate(issued.token)).toBeNull();
    expect((await row(issued.sessionId)).revoked_reason).toBe('expired');
  });

  it('gives admin sessions the stricter lifetimes', async () => {
    const admin = await sessions.issue({ id: ADMIN, role: 'admin' });
    const seeker = await sessions.issue({ id: SEEKER, role: 'seeker' });
    clock.advance(16 * MINUTE);
    expect(await sessions.authenticate(admin.token)).toBeNull();
    expect(await sessions.authenticate(seeker.token)).not.toBeNull();
  });

  it('revokes one session, the others of a user, or all of them', async () => {
    await sessions.endAll(SEEKER, 'signed_out');
    await sessions.endAll(ADMIN, 'signed_out');
    const [a, b, c] = [
      await sessions.issue({ id: SEEKER, role: 'seeker' }),
      await sessions.issue({ id: SEEKER, role: 'seeker' }),
      await sessions.issue({ id: SEEKER, role: 'seeker' }),
    ];
    const admin = await sessions.issue({ id: ADMIN, role: 'admin' });
    await sessions.end(a.sessionId, 'signed_out');
    expect(await sessions.authenticate(a.token)).toBeNull();
    expect(await sessions.endOthers(SEEKER, b.sessionId, 'password_changed')).toBe(1);
    expect(await sessions.authenticate(b.token)).not.toBeNull();
    expect(await sessions.authenticate(c.token)).toBeNull();
    expect((await row(c.sessionId)).revoked_reason).toBe('password_changed');
    expect(await sessions.endAll(SEEKER, 'password_reset')).toBe(1);
    expect(await sessions.authenticate(b.token)).toBeNull();
    expect(await sessions.authenticate(admin.token)).not.toBeNull();
  });

  it('refuses every session of a deleted account', async () => {
    const issued = await sessions.issue({ id: SEEKER, role: 'seeker' });
    await orm.em.getConnection().execute('update users set deleted_at = now() where id = ?', [SEEKER]);
    try {
      expect(await sessions.authenticate(issued.token)).toBeNull();
    } finally {
      await orm.em.getConnection().execute('update users set deleted_at = null where id = ?', [SEEKER]);
    }
  });

  it('purges sessions that ended more than 30 days ago', async () => {
    const old = await sessions.issue({ id: SEEKER, role: 'seeker' });
    await sessions.end(old.sessionId, 'signed_out');
    const live = await sessions.issue({ id: SEEKER, role: 'seeker' });
    clock.advance(31 * 24 * 60 * MINUTE);
    const purged = await sessions.purgeEnded();
    expect(purged).toBeGreaterThanOrEqual(1);
    const ids = (await orm.em.getConnection().execute<Array<{ id: string }>>('select id from user_sessions')).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(old.sessionId);
    // Expired by its absolute lifetime (4 h) long ago, so it goes too.
    expect(ids).not.toContain(live.sessionId);
  });
});
