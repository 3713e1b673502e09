import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import type { NotNull } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { columnDefault, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import type { Company } from './entities/company.entity';
import type { User } from './entities/user.entity';

export type NewUser = Pick<User, 'id' | 'email' | 'name' | 'role' | 'passwordHash' | 'headline' | 'emailVerifiedAt'> & {
  companyId: string | null;
};

/** A user as the accounts services read them (never the password hash), with their company's name. */
export type UserRecord = Pick<
  User,
  'id' | 'email' | 'name' | 'role' | 'headline' | 'profilePictureUrl' | 'emailVerifiedAt' | 'deletedAt'
> & { companyId: string | null; companyName: string | null; createdAt: Date };

export type Credentials = Pick<User, 'id' | 'role' | 'passwordHash'>;

export type ProfileChanges = Partial<Pick<User, 'name' | 'headline' | 'profilePictureUrl'>>;

const SAMPLE_NEW_USER: NewUser = {
  id: SQL_SAMPLE.uuid,
  email: SQL_SAMPLE.email,
  name: SQL_SAMPLE.text,
  role: 'seeker',
  passwordHash: SQL_SAMPLE.text,
  companyId: null,
  headline: null,
  emailVerifiedAt: null,
};

/** The columns of a UserRecord, from users `u` left-joined with companies `c`. */
const RECORD_COLUMNS = [
  'u.id',
  'u.email',
  'u.name',
  'u.role',
  'u.company as companyId',
  'c.name as companyName',
  'u.headline',
  'u.profilePictureUrl',
  'u.emailVerifiedAt',
  'u.createdAt',
  'u.deletedAt',
] as const;

/** PostgreSQL's unique_violation on the case-insensitive e-mail index. */
export function isEmailTakenError(error: unknown): boolean {
  return isUniqueViolation(error, 'users_email_lower_unique');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Owns `users`: the only code that reads or writes it (a user is read with the name of their
 * company, also an accounts table).
 */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<User | Company>(this.em);
  }

  /** Users with their company (none for seekers and admins). */
  private usersWithCompany() {
    return this.db.selectFrom('User as u').leftJoin('Company as c', 'c.id', 'u.company');
  }

  /** Users with their company's name, every column a UserRecord has. */
  private selectRecords() {
    return this.usersWithCompany().select(RECORD_COLUMNS);
  }

  /** Lower-cased e-mails of the given ones that already have an account. */
  @GenerateSql({ params: [[SQL_SAMPLE.email, 'Other@Example.com']] })
  async existingEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('User')
      .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
      .where(
        (eb) => eb.fn('lower', ['email']),
        'in',
        emails.map((email) => email.toLowerCase()),
      )
      .execute();
    return new Set(rows.map((row) => row.email));
  }

  /** The given ids that already have a row (deleted accounts included). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async existingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('User')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  @GenerateSql({ params: [[SAMPLE_NEW_USER]] })
  async insertMany(users: readonly NewUser[]): Promise<void> {
    if (users.length === 0) return;
    await this.db
      .insertInto('User')
      .values(
        users.map(({ companyId, ...user }) => ({
          ...user,
          company: companyId,
          // The columns' own defaults (the database's now()), as before.
          createdAt: columnDefault<Date>(),
          updatedAt: columnDefault<Date>(),
        })),
      )
      .execute();
  }

  /** Inserts one user; rejects with a unique violation (see isEmailTakenError) when the e-mail has an account. */
  @GenerateSql({ params: [SAMPLE_NEW_USER, SQL_SAMPLE.date] })
  async insert(user: NewUser, at: Date): Promise<void> {
    await this.db
      .insertInto('User')
      .values({
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role,
        passwordHash: user.passwordHash,
        company: user.companyId,
        headline: user.headline,
        emailVerifiedAt: user.emailVerifiedAt,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findById(id: string): Promise<UserRecord | null> {
    const row = await this.selectRecords().where('u.id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async findManyByIds(ids: readonly string[]): Promise<UserRecord[]> {
    if (ids.length === 0) return [];
    return this.selectRecords()
      .where('u.id', 'in', [...new Set(ids)])
      .execute();
  }

  /** Live (not deleted) users among these ids with what mail to them needs: address, name, role and company time zone. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async liveRecipientsOf(
    ids: readonly string[],
  ): Promise<Array<{ id: string; email: string; name: string; role: User['role']; timeZone: string | null }>> {
    if (ids.length === 0) return [];
    return this.usersWithCompany()
      .select(['u.id', 'u.email', 'u.name', 'u.role', 'c.timeZone'])
      .where('u.id', 'in', [...new Set(ids)])
      .where('u.deletedAt', 'is', null)
      .execute();
  }

  /** What sign-in checks, for a live (not deleted) account with this e-mail in any case. */
  @GenerateSql({ params: [SQL_SAMPLE.email] })
  async findCredentialsByEmail(email: string): Promise<Credentials | null> {
    const row = await this.db
      .selectFrom('User')
      .select(['id', 'role', 'passwordHash'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findPasswordHash(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('User')
      .select('passwordHash')
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row?.passwordHash ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.email] })
  async findLiveIdByEmail(email: string): Promise<Pick<User, 'id' | 'email'> | null> {
    const row = await this.db
      .selectFrom('User')
      .select(['id', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Sets the role of a user who has none yet (and their company when given); false when they already had one. */
  @GenerateSql({ name: 'with a company', params: [SQL_SAMPLE.uuid, 'employer', SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  @GenerateSql({ name: 'without a company', params: [SQL_SAMPLE.uuid, 'seeker', null, SQL_SAMPLE.date] })
  async setInitialRole(id: string, role: Role, companyId: string | null, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('User')
      .set(companyId === null ? { role, updatedAt: at } : { role, company: companyId, updatedAt: at })
      .where('id', '=', id)
      .where('role', 'is', null)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async setPasswordHash(id: string, passwordHash: string, at: Date): Promise<void> {
    await this.db.updateTable('User').set({ passwordHash, updatedAt: at }).where('id', '=', id).execute();
  }

  /** Changes the address (now unverified); rejects with a unique violation when it is taken. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.email, SQL_SAMPLE.date] })
  async setEmail(id: string, email: string, at: Date): Promise<void> {
    await this.db
      .updateTable('User')
      .set({ email, emailVerifiedAt: null, updatedAt: at })
      .where('id', '=', id)
      .execute();
  }

  /** Marks the address verified, if it is still the user's address. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.email, SQL_SAMPLE.date] })
  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('User')
      .set((eb) => ({ emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(at)), updatedAt: at }))
      .where('id', '=', id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Sets the given fields (undefined ones are left as they are). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, { name: SQL_SAMPLE.text, headline: null }, SQL_SAMPLE.date] })
  async updateProfile(id: string, changes: ProfileChanges, at: Date): Promise<void> {
    if (changes.name === undefined && changes.headline === undefined && changes.profilePictureUrl === undefined) return;
    // Kysely leaves undefined values out of the SET list.
    await this.db
      .updateTable('User')
      .set({
        name: changes.name,
        headline: changes.headline,
        profilePictureUrl: changes.profilePictureUrl,
        updatedAt: at,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletion: personal data goes, the row stays (role, company link and dates) so jobs, applications
   * and audit entries keep a valid reference shown as "Deleted user". The password hash becomes a
   * value no password matches, and the e-mail a unique placeholder that frees the real address.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async anonymise(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('User')
      .set({
        email: `deleted-${id}@deleted.invalid`,
        name: 'Deleted user',
        headline: null,
        profilePictureUrl: null,
        emailVerifiedAt: null,
        passwordHash: '!deleted',
        deletedAt: at,
        updatedAt: at,
      })
      .where('id', '=', id)
      .execute();
  }

  @GenerateSql()
  async countLiveAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('User')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('role', '=', 'admin')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async countLiveEmployersOf(companyId: string, excludingUserId: string): Promise<number> {
    const row = await this.db
      .selectFrom('User')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('company', '=', companyId)
      .where('role', '=', 'employer')
      .where('deletedAt', 'is', null)
      .where('id', '<>', excludingUserId)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Which of these companies had employers and every one of them deleted their account. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async companiesLeftByAllEmployers(companyIds: readonly string[]): Promise<string[]> {
    if (companyIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('User')
      .select('company')
      .where('company', 'in', [...companyIds])
      .where('role', '=', 'employer')
      .groupBy('company')
      .having((eb) => eb.fn<boolean>('bool_and', [eb('deletedAt', 'is not', null)]))
      // The `in` filter leaves no null company.
      .$narrowType<{ company: NotNull }>()
      .execute();
    return rows.map((row) => row.company);
  }

  /** The ids among these whose accounts were deleted. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async deletedAmong(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('User')
      .select('id')
      .where('id', 'in', [...ids])
      .where('deletedAt', 'is not', null)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Live users whose name, e-mail or company name contains `query` (any case), newest first. */
  @GenerateSql({ name: 'a query', params: [SQL_SAMPLE.text, 0, 20] })
  @GenerateSql({ name: 'everyone', params: ['', 0, 20] })
  async search(query: string, offset: number, limit: number): Promise<{ rows: UserRecord[]; total: number }> {
    const term = query.trim();
    const pattern = `%${escapeLike(term)}%`;
    const matching = this.usersWithCompany()
      .where('u.deletedAt', 'is', null)
      .$if(term !== '', (select) =>
        select.where((eb) =>
          eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern), eb('c.name', 'ilike', pattern)]),
        ),
      );
    const count = await matching.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
    const rows = await matching
      .select(RECORD_COLUMNS)
      .orderBy('u.createdAt', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows, total: Number(count?.count ?? 0) };
  }
}
