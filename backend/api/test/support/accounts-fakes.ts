import type { Role } from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import type { Clock } from '../../src/core/clock/clock';
import { DomainEvents } from '../../src/core/events/domain-events';
import type { EmailMessage } from '../../src/modules/notifications/notifications.constants';
import type { NewUser, ProfileChanges, UserRecord } from '../../src/modules/accounts/users.repository';
import type { SessionEndReason } from '../../src/modules/accounts/entities/user-session.entity';
import type { AccountTokenPurpose } from '../../src/modules/accounts/entities/account-token.entity';

/**
 * In-memory stand-ins for the accounts module's collaborators, following the real ones' rules
 * (unique e-mails in any case, single-use tokens bound to an address), for the services' unit tests.
 */
export class FakeClock {
  constructor(public current = new Date('2026-11-21T09:00:00.000Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'), {
    code: '23505',
    constraint: 'users_email_lower_unique',
  });
}

interface StoredUser extends UserRecord {
  passwordHash: string;
}

export class FakeUsers {
  rows = new Map<string, StoredUser>();
  companies = new Map<string, { id: string; slug: string; name: string }>();

  add(user: Partial<StoredUser> & { id: string; email: string; role: Role | null }): StoredUser {
    const row: StoredUser = {
      name: 'Test User',
      companyId: null,
      companyName: null,
      headline: null,
      profilePictureUrl: null,
      emailVerifiedAt: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      deletedAt: null,
      passwordHash: 'hashed:Old-pass-1',
      ...user,
    };
    this.rows.set(row.id, row);
    return row;
  }

  private taken(email: string, exceptId?: string): boolean {
    return [...this.rows.values()].some((u) => u.id !== exceptId && u.email.toLowerCase() === email.toLowerCase());
  }

  async insert(user: NewUser, at: Date): Promise<void> {
    if (this.taken(user.email)) throw uniqueViolation();
    this.add({
      ...user,
      createdAt: at,
      companyName: user.companyId ? (this.companies.get(user.companyId)?.name ?? null) : null,
    });
  }
  async findById(id: string): Promise<UserRecord | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const { passwordHash: _hash, ...record } = row;
    return {
      ...record,
      companyName: row.companyId ? (this.companies.get(row.companyId)?.name ?? row.companyName) : null,
    };
  }
  async findManyByIds(ids: readonly string[]): Promise<UserRecord[]> {
    return (await Promise.all(ids.map((id) => this.findById(id)))).filter((u): u is UserRecord => u !== null);
  }
  async findCredentialsByEmail(email: string) {
    const row = [...this.rows.values()].find((u) => u.email.toLowerCase() === email.toLowerCase() && !u.deletedAt);
    return row ? { id: row.id, role: row.role, passwordHash: row.passwordHash } : null;
  }
  async findPasswordHash(id: string) {
    const row = this.rows.get(id);
    return row && !row.deletedAt ? row.passwordHash : null;
  }
  async findLiveIdByEmail(email: string) {
    const row = [...this.rows.values()].find((u) => u.email.toLowerCase() === email.toLowerCase() && !u.deletedAt);
    return row ? { id: row.id, email: row.email } : null;
  }
  async setInitialRole(id: string, role: Role, companyId: string | null) {
    const row = this.rows.get(id)!;
    if (row.role !== null) return false;
    row.role = role;
    row.companyId = companyId ?? row.companyId;
    return true;
  }
  async setPasswordHash(id: string, passwordHash: string) {
    this.rows.get(id)!.passwordHash = passwordHash;
  }
  async setEmail(id: string, email: string) {
    if (this.taken(email, id)) throw uniqueViolation();
    const row = this.rows.get(id)!;
    row.email = email;
    row.emailVerifiedAt = null;
  }
  async markEmailVerified(id: string, email: string, at: Date) {
    const row = this.rows.get(id);
    if (!row || row.deletedAt || row.email.toLowerCase() !== email.toLowerCase()) return false;
    row.emailVerifiedAt ??= at;
    return true;
  }
  async updateProfile(id: string, changes: ProfileChanges) {
    Object.assign(this.rows.get(id)!, changes);
  }
  async anonymise(id: string, at: Date) {
    Object.assign(this.rows.get(id)!, {
      email: `deleted-${id}@deleted.invalid`,
      name: 'Deleted user',
      headline: null,
      profilePictureUrl: null,
      emailVerifiedAt: null,
      passwordHash: '!deleted',
      deletedAt: at,
    });
  }
  async countLiveAdmins() {
    return [...this.rows.values()].filter((u) => u.role === 'admin' && !u.deletedAt).length;
  }
  async countLiveEmployersOf(companyId: string, excludingUserId: string) {
    return [...this.rows.values()].filter(
      (u) => u.companyId === companyId && u.role === 'employer' && !u.deletedAt && u.id !== excludingUserId,
    ).length;
  }
}

export class FakeCompanies {
  constructor(private readonly users: FakeUsers) {}
  async insert(company: { id: string; slug: string; name: string }) {
    this.users.companies.set(company.id, company);
  }
}

/** Passwords "hashed" reversibly: the rules under test are not argon2's. */
export class FakeHasher {
  dummyChecks = 0;
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hashed:${password}`;
  }
  async verifyAgainstDummy(): Promise<false> {
    this.dummyChecks++;
    return false;
  }
}

export class FakeSessions {
  ended: Array<{ how: 'one' | 'others' | 'all' | 'deleted'; id: string; reason?: SessionEndReason }> = [];
  issued: Array<{ id: string; role: Role | null }> = [];
  recent = true;
  async issue(user: { id: string; role: Role | null }) {
    this.issued.push(user);
    const at = new Date('2026-11-21T09:00:00.000Z');
    return {
      sessionId: `session-${this.issued.length}`,
      token: `token-${this.issued.length}`,
      signedInAt: at,
      expiresAt: new Date(at.getTime() + 3_600_000),
    };
  }
  async end(sessionId: string, reason: SessionEndReason) {
    this.ended.push({ how: 'one', id: sessionId, reason });
  }
  /** How many other sessions endOthers finds live, and the sessions it was told to keep. */
  othersLive = 1;
  kept: string[] = [];
  async endOthers(userId: string, keep: string, reason: SessionEndReason) {
    this.ended.push({ how: 'others', id: userId, reason });
    this.kept.push(keep);
    return this.othersLive;
  }
  async endAll(userId: string, reason: SessionEndReason) {
    this.ended.push({ how: 'all', id: userId, reason });
    return 1;
  }
  async deleteAll(userId: string) {
    this.ended.push({ how: 'deleted', id: userId });
  }
  isRecentSignIn() {
    return this.recent;
  }
}

export class FakeTokens {
  tokens: Array<{ token: string; userId: string; purpose: AccountTokenPurpose; email: string; used: boolean }> = [];
  constructor(private readonly users: FakeUsers) {}
  ttlOf(purpose: AccountTokenPurpose) {
    return purpose === 'password_reset' ? 3_600_000 : 48 * 3_600_000;
  }
  async issue(userId: string, purpose: AccountTokenPurpose, email: string) {
    await this.voidAll(userId, purpose);
    const token = `${purpose}-token-${this.tokens.length + 1}-${'x'.repeat(24)}`;
    this.tokens.push({ token, userId, purpose, email, used: false });
    return token;
  }
  async consume(token: string, purpose: AccountTokenPurpose) {
    const found = this.tokens.find((t) => t.token === token && t.purpose === purpose && !t.used);
    const user = found ? this.users.rows.get(found.userId) : undefined;
    if (!found || !user || user.deletedAt || user.email.toLowerCase() !== found.email.toLowerCase()) return null;
    found.used = true;
    return { id: token, user_id: found.userId, email: found.email };
  }
  async voidAll(userId: string, purpose: AccountTokenPurpose) {
    for (const t of this.tokens) if (t.userId === userId && t.purpose === purpose) t.used = true;
  }
  async deleteAll(userId: string) {
    this.tokens = this.tokens.filter((t) => t.userId !== userId);
  }
}

export class FakeNotifications {
  sent: EmailMessage[] = [];
  async sendEmail(message: EmailMessage) {
    this.sent.push(message);
    return String(this.sent.length);
  }
}

export class FakeQueue {
  jobs: Array<{ name: string; data: unknown }> = [];
  async add(name: string, data: unknown) {
    this.jobs.push({ name, data });
    return { id: String(this.jobs.length) };
  }
}

export const fakeEm = { transactional: async <T>(work: () => Promise<T>) => work() };

/** Storage settings for unit tests, which never reach a server. */
export const UNIT_STORAGE_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'unit-tests',
  S3_ACCESS_KEY_ID: 'unit',
  S3_SECRET_ACCESS_KEY: 'unit-secret',
};

/** Authorize.net settings for unit tests that load a production config (production requires them); never used to pay. */
export const UNIT_PAYMENTS_ENV = {
  AUTHNET_ENVIRONMENT: 'sandbox',
  AUTHNET_API_LOGIN_ID: 'unit',
  AUTHNET_TRANSACTION_KEY: 'unit-key',
  AUTHNET_CLIENT_KEY: 'unit-client-key',
  AUTHNET_SIGNATURE_KEY: '0'.repeat(128),
};

export function unitConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig(
    {
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      PUBLIC_URL: 'https://nestwork.example',
      ...UNIT_STORAGE_ENV,
      ...env,
    },
    '/srv',
  );
}

export function actorOf(
  user: { id: string; role: Role | null; email: string; name?: string; companyId?: string | null },
  session = { id: 'current-session', signedInAt: new Date() },
): Actor {
  const actorUser = {
    id: user.id,
    role: user.role,
    email: user.email,
    name: user.name ?? 'Test User',
    companyId: user.companyId ?? null,
  };
  return { realUser: actorUser, user: actorUser, impersonation: null, session };
}

export function newEvents(): { events: DomainEvents; published: Array<{ type: string }> } {
  const events = new DomainEvents();
  const published: Array<{ type: string }> = [];
  const original = events.publish.bind(events);
  events.publish = async (event) => {
    published.push(event);
    await original(event);
  };
  return { events, published };
}

export type { Clock };
