import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { AccountToken, AccountTokenPurpose } from '../entities/account-token.entity';
import type { User } from '../entities/user.entity';

export type NewAccountToken = Pick<AccountToken, 'id' | 'purpose' | 'tokenHash' | 'email' | 'expiresAt'> & {
  userId: string;
  createdAt: Date;
};

/**
 * A token just used: whose it is and the address it was sent to. `user_id` keeps the column's name:
 * callers and the integration suite (reset-tokens) read it under that name.
 */
export type ConsumedToken = Pick<AccountToken, 'id' | 'email'> & { user_id: string };

/**
 * Owns `account_tokens`: the only code that reads or writes it (using a token checks its user,
 * also an accounts table).
 */
@Injectable()
export class AccountTokenRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<AccountToken | User>(this.em);
  }

  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        purpose: 'email_verification',
        tokenHash: SQL_SAMPLE.text,
        email: SQL_SAMPLE.email,
        createdAt: SQL_SAMPLE.date,
        expiresAt: SQL_SAMPLE.date,
      },
    ],
  })
  async insert(token: NewAccountToken): Promise<void> {
    await this.db
      .insertInto('AccountToken')
      .values({
        id: token.id,
        user: token.userId,
        purpose: token.purpose,
        tokenHash: token.tokenHash,
        email: token.email,
        createdAt: token.createdAt,
        expiresAt: token.expiresAt,
      })
      .execute();
  }

  /**
   * Marks the token used and returns it, in one statement: of two concurrent uses only one
   * succeeds. Expired, used, or unknown tokens, and tokens sent to an address the user no longer
   * has, give null.
   */
  @GenerateSql({ params: [SQL_SAMPLE.text, 'password_reset', SQL_SAMPLE.date] })
  async consume(tokenHash: string, purpose: AccountTokenPurpose, at: Date): Promise<ConsumedToken | null> {
    const row = await this.db
      .updateTable('AccountToken')
      .set({ usedAt: at })
      .from('User as u')
      .where('AccountToken.tokenHash', '=', tokenHash)
      .where('AccountToken.purpose', '=', purpose)
      .where('AccountToken.usedAt', 'is', null)
      .where('AccountToken.expiresAt', '>', at)
      .whereRef('u.id', '=', 'AccountToken.user')
      .where('u.deletedAt', 'is', null)
      .where((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', ['AccountToken.email'])))
      .returning(['AccountToken.id', 'AccountToken.user', 'AccountToken.email'])
      .executeTakeFirst();
    return row ? { id: row.id, user_id: row.user, email: row.email } : null;
  }

  /** Voids the user's outstanding tokens of a purpose (a newer link replaces older ones). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'email_verification', SQL_SAMPLE.date] })
  async voidOutstanding(userId: string, purpose: AccountTokenPurpose, at: Date): Promise<void> {
    await this.db
      .updateTable('AccountToken')
      .set({ usedAt: at })
      .where('user', '=', userId)
      .where('purpose', '=', purpose)
      .where('usedAt', 'is', null)
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('AccountToken').where('user', '=', userId).execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.date] })
  async purgeExpiredBefore(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('AccountToken').where('expiresAt', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
