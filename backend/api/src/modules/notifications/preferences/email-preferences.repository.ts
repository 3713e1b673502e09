import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EmailKind } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { columnDefault, typedSql } from '../../../infrastructure/database/typed-sql';
import type { EmailOptOut } from '../entities/email-opt-out.entity';
import type { NotificationSigningKey } from '../entities/notification-signing-key.entity';

/** Owns `email_opt_outs` and `notification_signing_keys`: the only code that reads or writes them. */
@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<EmailOptOut | NotificationSigningKey>(this.em);
  }

  // A key no code uses, so that every run takes the first-use path (select, insert, select).
  /** The secret stored under `id`, made (256 random bits) on first use; concurrent first uses agree on one. */
  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async signingKey(id: string): Promise<string> {
    const read = async () =>
      (await this.db.selectFrom('NotificationSigningKey').select('secret').where('id', '=', id).executeTakeFirst())
        ?.secret ?? null;
    const existing = await read();
    if (existing !== null) return existing;
    await this.db
      .insertInto('NotificationSigningKey')
      // createdAt: the column's default (the database's now()), as before.
      .values({ id, secret: randomBytes(32).toString('base64url'), createdAt: columnDefault<Date>() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const made = await read();
    if (made === null) throw new Error(`The signing key "${id}" could not be stored`);
    return made;
  }

  /** Records that the user turned this kind of e-mail off; doing it again changes nothing. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'application-not-selected', SQL_SAMPLE.date] })
  async optOut(userId: string, kind: EmailKind, at: Date): Promise<void> {
    await this.db
      .insertInto('EmailOptOut')
      .values({ userId, kind, createdAt: at })
      .onConflict((conflict) => conflict.columns(['userId', 'kind']).doNothing())
      .execute();
  }

  /** The users among these who turned this kind of e-mail off. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], 'application-not-selected'] })
  async optedOutAmong(userIds: readonly string[], kind: EmailKind): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('EmailOptOut')
      .select('userId')
      .where('kind', '=', kind)
      .where('userId', 'in', [...new Set(userIds)])
      .execute();
    return new Set(rows.map((row) => row.userId));
  }
}
