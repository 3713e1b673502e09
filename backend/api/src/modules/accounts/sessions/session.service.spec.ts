import { loadConfig } from '../../../config/app-config';
import { UNIT_STORAGE_ENV } from '../../../../test/support/accounts-fakes';
import type { Clock } from '../../../core/clock/clock';
import type { SessionHolds } from '../../../core/auth/ports';
import { DomainEvents, type DomainEvent } from '../../../core/events/domain-events';
import type { SessionEndReason } from '../entities/user-session.entity';
import { hashToken } from '../../../core/security/secure-token';
import type { LiveSession, NewSession, SessionRepository } from './session.repository';
import { SessionService } from './session.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface StoredSession extends NewSession {
  lastSeenAt: Date;
  revoked: SessionEndReason | null;
}

/** An in-memory repository with the real one's rules (revoked sessions are not live). */
class MemorySessions {
  rows: StoredSession[] = [];
  roles = new Map<string, 'seeker' | 'admin' | null>();

  async insert(session: NewSession) {
    this.rows.push({ ...session, lastSeenAt: session.signedInAt, revoked: null });
  }
  async findLive(tokenHash: string): Promise<LiveSession | null> {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.revoked);
    if (!row) return null;
    return {
      id: row.id,
      signedInAt: row.signedInAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
      userId: row.userId,
      role: this.roles.get(row.userId) ?? null,
      email: 'u@x.io',
      name: 'U',
      companyId: null,
    };
  }
  async touch(id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id)!;
    if (row.lastSeenAt < at) row.lastSeenAt = at;
  }
  async revoke(id: string, reason: SessionEndReason) {
    const row = this.rows.find((r) => r.id === id)!;
    row.revoked ??= reason;
  }
  async revokeAllOf(userId: string, reason: SessionEndReason, _at: Date, keep: string | null = null) {
    const ending = this.rows.filter((r) => r.userId === userId && !r.revoked && r.id !== keep);
    for (const row of ending) row.revoked = reason;
    return ending.map((row) => row.id);
  }
}

function setUp(env: Record<string, string> = {}) {
  let now = new Date('2026-11-21T09:00:00.000Z');
  const clock = { now: () => now } as Clock;
  const repo = new MemorySessions();
  const config = loadConfig(
    { DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', ...UNIT_STORAGE_ENV, ...env },
    '/srv',
  );
  const events = new DomainEvents();
  const published: DomainEvent[] = [];
  for (const type of ['accounts.session-expired', 'accounts.sessions-ended'])
    events.on(type, (event) => {
      published.push(event);
    });
  const service = new SessionService(config, clock, repo as unknown as SessionRepository, events);
  return {
    service,
    repo,
    published,
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('SessionService', () => {
  it('issues a random 256-bit token and stores only its hash', async () => {
    const { service, repo } = setUp();
    const issued = await service.issue({ id: 'u1', role: 'seeker' });
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repo.rows[0]!.tokenHash).toBe(hashToken(issued.token));
    expect(JSON.stringify(repo.rows)).not.toContain(issued.token);
    expect((await service.issue({ id: 'u1', role: 'seeker' })).token).not.toBe(issued.token);
  });

  it('authenticates a live session and ends it after the idle time', async () => {
    const { service, repo, advance } = setUp({ SESSION_IDLE_MINUTES: '60' });
    repo.roles.set('u1', 'seeker');
    const { token } = await service.issue({ id: 'u1', role: 'seeker' });
    advance(59 * MINUTE);
    expect(await service.authenticate(token)).toMatchObject({ user: { id: 'u1', role: 'seeker' } });
    // Activity moved the idle timer.
    advance(59 * MINUTE);
    expect(await service.authenticate(token)).not.toBeNull();
    advance(60 * MINUTE);
    expect(await service.authenticate(token)).toBeNull();
    expect(repo.rows[0]!.revoked).toBe('idle');
  });

  it('ends a session at its absolute lifetime however active it is', async () => {
    const { service, repo, advance } = setUp({
      SESSION_IDLE_MINUTES: '60',
      SESSION_ABSOLUTE_HOURS: '3',
      ADMIN_SESSION_ABSOLUTE_HOURS: '2',
    });
    repo.roles.set('u1', 'seeker');
    const { token } = await service.issue({ id: 'u1', role: 'seeker' });
    for (let i = 0; i < 5; i++) {
      advance(30 * MINUTE);
      expect(await service.authenticate(token)).not.toBeNull();
    }
    advance(30 * MINUTE);
    expect(await service.authenticate(token)).toBeNull();
    expect(repo.rows[0]!.revoked).toBe('expired');
  });

  it('gives admins the stricter lifetimes', async () => {
    const { service, repo, advance } = setUp();
    repo.roles.set('admin', 'admin');
    repo.roles.set('user', 'seeker');
    const admin = await service.issue({ id: 'admin', role: 'admin' });
    const user = await service.issue({ id: 'user', role: 'seeker' });
    expect(admin.expiresAt.getTime() - admin.signedInAt.getTime()).toBe(8 * HOUR);
    expect(user.expiresAt.getTime() - user.signedInAt.getTime()).toBe(30 * 24 * HOUR);
    advance(31 * MINUTE);
    expect(await service.authenticate(admin.token)).toBeNull();
    expect(await service.authenticate(user.token)).not.toBeNull();
  });

  describe('held open by work running in the session (an admin impersonating)', () => {
    /** Holds the session until `until` (the impersonation's last activity plus its own limit). */
    function holdUntil(until: () => Date | null) {
      const asked: Array<[string, string]> = [];
      const holds: SessionHolds = {
        heldOpenUntil: async (userId, sessionId) => {
          asked.push([userId, sessionId]);
          return until();
        },
      };
      return { holds, asked };
    }

    it('stays open past its own idle limit while held, and only asks once past it', async () => {
      const { service, repo, advance, now } = setUp();
      repo.roles.set('admin', 'admin');
      const admin = await service.issue({ id: 'admin', role: 'admin' });
      const { holds, asked } = holdUntil(() => new Date(now().getTime() + HOUR));
      advance(29 * MINUTE);
      expect(await service.authenticate(admin.token, holds)).not.toBeNull();
      expect(asked).toEqual([]);
      advance(31 * MINUTE);
      expect(await service.authenticate(admin.token, holds)).toMatchObject({ sessionId: admin.sessionId });
      expect(asked).toEqual([['admin', admin.sessionId]]);
      // The request counted as activity: the admin's own idle timer starts over.
      expect(repo.rows[0]!.lastSeenAt).toEqual(now());
      expect(repo.rows[0]!.revoked).toBeNull();
    });

    it('idles out once the hold has run out, and says so', async () => {
      const { service, repo, advance, now, published } = setUp();
      repo.roles.set('admin', 'admin');
      const admin = await service.issue({ id: 'admin', role: 'admin' });
      const heldUntil = new Date(now().getTime() + 2 * HOUR);
      const { holds } = holdUntil(() => heldUntil);
      advance(2 * HOUR - 1);
      expect(await service.authenticate(admin.token, holds)).not.toBeNull();
      advance(2 * HOUR);
      expect(await service.authenticate(admin.token, holds)).toBeNull();
      expect(repo.rows[0]!.revoked).toBe('idle');
      expect(published).toEqual([
        {
          type: 'accounts.session-expired',
          userId: 'admin',
          role: 'admin',
          sessionId: admin.sessionId,
          reason: 'idle',
        },
      ]);
    });

    it('idles out as usual when nothing holds it, or when no holds are asked', async () => {
      const { service, repo, advance } = setUp();
      repo.roles.set('admin', 'admin');
      const held = await service.issue({ id: 'admin', role: 'admin' });
      const unasked = await service.issue({ id: 'admin', role: 'admin' });
      const { holds } = holdUntil(() => null);
      advance(30 * MINUTE);
      expect(await service.authenticate(held.token, holds)).toBeNull();
      expect(await service.authenticate(unasked.token)).toBeNull();
      expect(repo.rows.map((row) => row.revoked)).toEqual(['idle', 'idle']);
    });

    it('never outlives the absolute lifetime', async () => {
      const { service, repo, advance, now, published } = setUp();
      repo.roles.set('admin', 'admin');
      const admin = await service.issue({ id: 'admin', role: 'admin' });
      const { holds } = holdUntil(() => new Date(now().getTime() + 2 * HOUR));
      // Held through every 40-minute pause of the admin's 8 hours, then ended at the 8th hour.
      for (let minutes = 40; minutes < 8 * 60; minutes += 40) {
        advance(40 * MINUTE);
        expect(await service.authenticate(admin.token, holds)).not.toBeNull();
      }
      advance(40 * MINUTE);
      expect(await service.authenticate(admin.token, holds)).toBeNull();
      expect(repo.rows[0]!.revoked).toBe('expired');
      expect(published).toMatchObject([{ reason: 'expired', sessionId: admin.sessionId }]);
    });
  });

  it('writes activity at most once a minute', async () => {
    const { service, repo, advance } = setUp();
    repo.roles.set('u1', 'seeker');
    const { token, signedInAt } = await service.issue({ id: 'u1', role: 'seeker' });
    advance(20_000);
    await service.authenticate(token);
    expect(repo.rows[0]!.lastSeenAt).toEqual(signedInAt);
    advance(45_000);
    await service.authenticate(token);
    expect(repo.rows[0]!.lastSeenAt.getTime()).toBe(signedInAt.getTime() + 65_000);
  });

  it('ends one session, the others of a user, or all of them', async () => {
    const { service, repo } = setUp();
    const [a, b, c] = [
      await service.issue({ id: 'u1', role: null }),
      await service.issue({ id: 'u1', role: null }),
      await service.issue({ id: 'u1', role: null }),
    ];
    const other = await service.issue({ id: 'u2', role: null });
    await service.end(a.sessionId, 'signed_out');
    expect(await service.authenticate(a.token)).toBeNull();
    expect(await service.endOthers('u1', b.sessionId, 'password_changed')).toBe(1);
    expect(await service.authenticate(b.token)).not.toBeNull();
    expect(await service.authenticate(c.token)).toBeNull();
    expect(await service.endAll('u1', 'password_reset')).toBe(1);
    expect(await service.authenticate(b.token)).toBeNull();
    expect(await service.authenticate(other.token)).not.toBeNull();
    expect(repo.rows.map((r) => r.revoked)).toEqual(['signed_out', 'password_reset', 'password_changed', null]);
  });

  it('says which sessions a credential change ended (their sockets close), and says nothing when none did', async () => {
    const { service, published } = setUp();
    const [kept, phone, tablet] = [
      await service.issue({ id: 'u1', role: null }),
      await service.issue({ id: 'u1', role: null }),
      await service.issue({ id: 'u1', role: null }),
    ];
    await service.endOthers('u1', kept.sessionId, 'signed_out_elsewhere');
    await service.endOthers('u1', kept.sessionId, 'signed_out_elsewhere');
    await service.endAll('u1', 'password_reset');
    expect(published).toEqual([
      {
        type: 'accounts.sessions-ended',
        userId: 'u1',
        sessionIds: [phone.sessionId, tablet.sessionId],
        reason: 'signed_out_elsewhere',
      },
      { type: 'accounts.sessions-ended', userId: 'u1', sessionIds: [kept.sessionId], reason: 'password_reset' },
    ]);
  });

  it('knows whether a sign-in is recent enough to change the e-mail (10 minutes by default)', async () => {
    const { service, advance } = setUp();
    const signedInAt = new Date('2026-11-21T09:00:00.000Z');
    advance(10 * MINUTE);
    expect(service.isRecentSignIn(signedInAt)).toBe(true);
    advance(1);
    expect(service.isRecentSignIn(signedInAt)).toBe(false);
  });
});
