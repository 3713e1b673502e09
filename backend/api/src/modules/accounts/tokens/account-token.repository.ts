import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AccountTokenPurpose } from '../entities/account-token.entity';

export interface NewAccountToken {
  id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface ConsumedToken {
  id: string;
  user_id: string;
  email: string;
}

/** The only code that reads or writes account_tokens. */
@Injectable()
export class AccountTokenRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(token: NewAccountToken): Promise<void> {
    await this.em.execute(
      `insert into account_tokens (id, user_id, purpose, token_hash, email, created_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [token.id, token.userId, token.purpose, token.tokenHash, token.email, token.createdAt, token.expiresAt],
    );
  }

  /**
   * Marks the token used and returns it, in one statement: of two concurrent uses only one
   * succeeds. Expired, used, or unknown tokens, and tokens sent to an address the user no longer
   * has, give null.
   */
  async consume(tokenHash: string, purpose: AccountTokenPurpose, at: Date): Promise<ConsumedToken | null> {
    const rows = await this.em.execute<ConsumedToken[]>(
      `update account_tokens t set used_at = ?
       from users u
       where t.token_hash = ? and t.purpose = ? and t.used_at is null and t.expires_at > ?
         and u.id = t.user_id and u.deleted_at is null and lower(u.email) = lower(t.email)
       returning t.id, t.user_id, t.email`,
      [at, tokenHash, purpose, at],
    );
    return rows[0] ?? null;
  }

  /** Voids the user's outstanding tokens of a purpose (a newer link replaces older ones). */
  async voidOutstanding(userId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
    await this.em.execute(
      `update account_tokens set used_at = ? where user_id = ? and purpose = ? and used_at is null`,
      [at, userId, purpose],
    );
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.em.execute(`delete from account_tokens where user_id = ?`, [userId]);
  }

  async purgeExpiredBefore(before: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `delete from account_tokens where expires_at < ? returning id`,
      [before],
    );
    return rows.length;
  }
}
