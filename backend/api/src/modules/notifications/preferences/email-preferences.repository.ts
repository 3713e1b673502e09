import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EmailKind } from '@marketplace/contracts';

/** The only code that reads or writes `email_opt_outs` and `notification_signing_keys`. */
@Injectable()
export class EmailPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The secret stored under `id`, made (256 random bits) on first use; concurrent first uses agree on one. */
  async signingKey(id: string): Promise<string> {
    const read = async () =>
      (
        await this.em.execute<Array<{ secret: string }>>(
          `select "secret" from "notification_signing_keys" where "id" = ?`,
          [id],
        )
      )[0]?.secret ?? null;
    const existing = await read();
    if (existing !== null) return existing;
    await this.em.execute(
      `insert into "notification_signing_keys" ("id", "secret") values (?, ?) on conflict ("id") do nothing`,
      [id, randomBytes(32).toString('base64url')],
    );
    const made = await read();
    if (made === null) throw new Error(`The signing key "${id}" could not be stored`);
    return made;
  }

  /** Records that the user turned this kind of e-mail off; doing it again changes nothing. */
  async optOut(userId: string, kind: EmailKind, at: Date): Promise<void> {
    await this.em.execute(
      `insert into "email_opt_outs" ("user_id", "kind", "created_at") values (?, ?, ?) on conflict ("user_id", "kind") do nothing`,
      [userId, kind, at],
    );
  }

  /** The users among these who turned this kind of e-mail off. */
  async optedOutAmong(userIds: readonly string[], kind: EmailKind): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.em.execute<Array<{ user_id: string }>>(
      `select "user_id" from "email_opt_outs" where "kind" = ? and "user_id" in (?)`,
      [kind, [...new Set(userIds)]],
    );
    return new Set(rows.map((row) => row.user_id));
  }
}
