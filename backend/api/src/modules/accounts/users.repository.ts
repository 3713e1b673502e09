import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import { User } from './entities/user.entity';

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

@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  /** Lower-cased e-mails of the given ones that already have an account. */
  async existingEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.em
      .getConnection()
      .execute<{ email: string }[]>('select lower(email) as email from users where lower(email) in (?)', [emails.map((email) => email.toLowerCase())]);
    return new Set(rows.map((row) => row.email));
  }

  async insertMany(users: readonly NewUser[]): Promise<void> {
    if (users.length === 0) return;
    await this.em.insertMany(
      User,
      users.map(({ companyId, ...user }) => ({ ...user, company: companyId })),
    );
  }
}
