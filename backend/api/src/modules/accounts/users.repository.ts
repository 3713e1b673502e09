import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import { User } from './entities/user.entity';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';

export interface NewUser {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  passwordHash: string;
  companyId: string | null;
  headline: string | null;
  emailVerifiedAt: Date | null;
}

/** A user as the accounts services read them (never the password hash). */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  companyId: string | null;
  companyName: string | null;
  headline: string | null;
  profilePictureUrl: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  deletedAt: Date | null;
}

export interface Credentials {
  id: string;
  role: Role | null;
  passwordHash: string;
}

export interface ProfileChanges {
  name?: string;
  headline?: string | null;
  profilePictureUrl?: string | null;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  company_id: string | null;
  company_name: string | null;
  headline: string | null;
  profile_picture_url: string | null;
  email_verified_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
}

const USER_SELECT = `select u.id, u.email, u.name, u.role, u.company_id, c.name as company_name, u.headline, u.profile_picture_url,
  u.email_verified_at, u.created_at, u.deleted_at
from users u left join companies c on c.id = u.company_id`;

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    companyId: row.company_id,
    companyName: row.company_name,
    headline: row.headline,
    profilePictureUrl: row.profile_picture_url,
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
    createdAt: new Date(row.created_at),
    deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
  };
}

/** PostgreSQL's unique_violation on the case-insensitive e-mail index. */
export function isEmailTakenError(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_lower_unique');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The only code that reads or writes users. */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Lower-cased e-mails of the given ones that already have an account. */
  async existingEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.em
      .getConnection()
      .execute<{ email: string }[]>('select lower(email) as email from users where lower(email) in (?)', [
        emails.map((email) => email.toLowerCase()),
      ]);
    return new Set(rows.map((row) => row.email));
  }

  /** The given ids that already have a row (deleted accounts included). */
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('select id from users where id in (?)', [[...ids]]);
    return new Set(rows.map((row) => row.id));
  }

  async insertMany(users: readonly NewUser[]): Promise<void> {
    if (users.length === 0) return;
    await this.em.insertMany(
      User,
      users.map(({ companyId, ...user }) => ({ ...user, company: companyId })),
    );
  }

  /** Inserts one user; rejects with a unique violation (see isEmailTakenError) when the e-mail has an account. */
  async insert(user: NewUser, at: Date): Promise<void> {
    await this.em.execute(
      `insert into users (id, email, name, role, password_hash, company_id, headline, email_verified_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        user.id,
        user.email,
        user.name,
        user.role,
        user.passwordHash,
        user.companyId,
        user.headline,
        user.emailVerifiedAt,
        at,
        at,
      ],
    );
  }

  async findById(id: string): Promise<UserRecord | null> {
    const rows = await this.em.execute<UserRow[]>(`${USER_SELECT} where u.id = ?`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findManyByIds(ids: readonly string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<UserRow[]>(`${USER_SELECT} where u.id in (?)`, [[...new Set(ids)]]);
    return rows.map(toRecord);
  }

  /** What sign-in checks, for a live (not deleted) account with this e-mail in any case. */
  async findCredentialsByEmail(email: string): Promise<Credentials | null> {
    const rows = await this.em.execute<{ id: string; role: Role | null; password_hash: string }[]>(
      `select id, role, password_hash from users where lower(email) = lower(?) and deleted_at is null`,
      [email],
    );
    return rows[0] ? { id: rows[0].id, role: rows[0].role, passwordHash: rows[0].password_hash } : null;
  }

  async findPasswordHash(id: string): Promise<string | null> {
    const rows = await this.em.execute<{ password_hash: string }[]>(
      `select password_hash from users where id = ? and deleted_at is null`,
      [id],
    );
    return rows[0]?.password_hash ?? null;
  }

  async findLiveIdByEmail(email: string): Promise<{ id: string; email: string } | null> {
    const rows = await this.em.execute<{ id: string; email: string }[]>(
      `select id, email from users where lower(email) = lower(?) and deleted_at is null`,
      [email],
    );
    return rows[0] ?? null;
  }

  /** Sets the role of a user who has none yet; false when they already had one. */
  async setInitialRole(id: string, role: Role, companyId: string | null, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update users set role = ?, company_id = coalesce(?, company_id), updated_at = ? where id = ? and role is null and deleted_at is null returning id`,
      [role, companyId, at, id],
    );
    return rows.length === 1;
  }

  async setPasswordHash(id: string, passwordHash: string, at: Date): Promise<void> {
    await this.em.execute(`update users set password_hash = ?, updated_at = ? where id = ?`, [passwordHash, at, id]);
  }

  /** Changes the address (now unverified); rejects with a unique violation when it is taken. */
  async setEmail(id: string, email: string, at: Date): Promise<void> {
    await this.em.execute(`update users set email = ?, email_verified_at = null, updated_at = ? where id = ?`, [
      email,
      at,
      id,
    ]);
  }

  /** Marks the address verified, if it is still the user's address. */
  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update users set email_verified_at = coalesce(email_verified_at, ?), updated_at = ? where id = ? and lower(email) = lower(?) and deleted_at is null returning id`,
      [at, at, id, email],
    );
    return rows.length === 1;
  }

  async updateProfile(id: string, changes: ProfileChanges, at: Date): Promise<void> {
    const columns: Array<[string, unknown]> = [];
    if (changes.name !== undefined) columns.push(['name', changes.name]);
    if (changes.headline !== undefined) columns.push(['headline', changes.headline]);
    if (changes.profilePictureUrl !== undefined) columns.push(['profile_picture_url', changes.profilePictureUrl]);
    if (columns.length === 0) return;
    await this.em.execute(
      `update users set ${columns.map(([column]) => `${column} = ?`).join(', ')}, updated_at = ? where id = ?`,
      [...columns.map(([, value]) => value), at, id],
    );
  }

  /**
   * Deletion: personal data goes, the row stays (role, company link and dates) so jobs, applications
   * and audit entries keep a valid reference shown as "Deleted user". The password hash becomes a
   * value no password matches, and the e-mail a unique placeholder that frees the real address.
   */
  async anonymise(id: string, at: Date): Promise<void> {
    await this.em.execute(
      `update users set email = ?, name = 'Deleted user', headline = null, profile_picture_url = null, email_verified_at = null,
         password_hash = '!deleted', deleted_at = ?, updated_at = ? where id = ?`,
      [`deleted-${id}@deleted.invalid`, at, at, id],
    );
  }

  async countLiveAdmins(): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(*) from users where role = 'admin' and deleted_at is null`,
    );
    return Number(row?.count ?? 0);
  }

  async countLiveEmployersOf(companyId: string, excludingUserId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(*) from users where company_id = ? and role = 'employer' and deleted_at is null and id <> ?`,
      [companyId, excludingUserId],
    );
    return Number(row?.count ?? 0);
  }

  /** Which of these companies had employers and every one of them deleted their account. */
  async companiesLeftByAllEmployers(companyIds: readonly string[]): Promise<string[]> {
    if (companyIds.length === 0) return [];
    const rows = await this.em.execute<{ company_id: string }[]>(
      `select company_id from users where company_id in (?) and role = 'employer'
       group by company_id having bool_and(deleted_at is not null)`,
      [[...companyIds]],
    );
    return rows.map((row) => row.company_id);
  }

  /** The ids among these whose accounts were deleted. */
  async deletedAmong(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<{ id: string }[]>(
      `select id from users where id in (?) and deleted_at is not null`,
      [[...ids]],
    );
    return rows.map((row) => row.id);
  }

  /** Live users whose name, e-mail or company name contains `query` (any case), newest first. */
  async search(query: string, offset: number, limit: number): Promise<{ rows: UserRecord[]; total: number }> {
    const pattern = `%${escapeLike(query.trim())}%`;
    const where = `u.deleted_at is null and (? = '%%' or u.name ilike ? or u.email ilike ? or c.name ilike ?)`;
    const params = [pattern, pattern, pattern, pattern];
    const [count] = await this.em.execute<{ count: string }[]>(
      `select count(*) from users u left join companies c on c.id = u.company_id where ${where}`,
      params,
    );
    const rows = await this.em.execute<UserRow[]>(
      `${USER_SELECT} where ${where} order by u.created_at desc, u.id desc limit ? offset ?`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toRecord), total: Number(count?.count ?? 0) };
  }
}
