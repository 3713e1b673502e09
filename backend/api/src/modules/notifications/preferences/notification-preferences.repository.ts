import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EmailMode, NotificationKind, NotificationPreference } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { columnDefault, typedSql } from '../../../infrastructure/database/typed-sql';
import type { NotificationPreferenceEntity } from '../entities/notification-preference.entity';
import type { NotificationSettingEntity } from '../entities/notification-setting.entity';
import type { NotificationSigningKey } from '../entities/notification-signing-key.entity';

/** A stored choice for one kind. */
export interface StoredPreference {
  userId: string;
  kind: string;
  inApp: boolean;
  email: string;
}

/** Owns `notification_preferences`, `notification_settings` and `notification_signing_keys`: the only code that reads or writes them. */
@Injectable()
export class NotificationPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<NotificationPreferenceEntity | NotificationSettingEntity | NotificationSigningKey>(this.em);
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
      .values({ id, secret: randomBytes(32).toString('base64url'), createdAt: columnDefault<Date>() })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const made = await read();
    if (made === null) throw new Error(`The signing key "${id}" could not be stored`);
    return made;
  }

  /** Every choice these people stored (for any kind). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async storedOf(userIds: readonly string[]): Promise<StoredPreference[]> {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('NotificationPreferenceEntity')
      .select(['userId', 'kind', 'inApp', 'email'])
      .where('userId', 'in', [...new Set(userIds)])
      .execute();
  }

  /** Stores these choices of one person (each replaces that kind's earlier one). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, [{ kind: 'job-alert', inApp: true, email: 'digest' }], SQL_SAMPLE.date] })
  async save(userId: string, preferences: readonly NotificationPreference[], at: Date): Promise<void> {
    if (preferences.length === 0) return;
    await this.db
      .insertInto('NotificationPreferenceEntity')
      .values(preferences.map(({ kind, inApp, email }) => ({ userId, kind, inApp, email, updatedAt: at })))
      .onConflict((conflict) =>
        conflict.columns(['userId', 'kind']).doUpdateSet((eb) => ({
          inApp: eb.ref('excluded.inApp'),
          email: eb.ref('excluded.email'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      )
      .execute();
  }

  /** Turns one kind's e-mail off for the person (the unsubscribe link), keeping their in-app choice. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'job-alert', SQL_SAMPLE.date] })
  async emailOff(userId: string, kind: NotificationKind, at: Date): Promise<void> {
    const off: EmailMode = 'off';
    await this.db
      .insertInto('NotificationPreferenceEntity')
      .values({ userId, kind, inApp: true, email: off, updatedAt: at })
      .onConflict((conflict) => conflict.columns(['userId', 'kind']).doUpdateSet({ email: off, updatedAt: at }))
      .execute();
  }

  /** The time zones these people chose (absent: none chosen). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid]] })
  async timeZonesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('NotificationSettingEntity')
      .select(['userId', 'timeZone'])
      .where('userId', 'in', [...new Set(userIds)])
      .where('timeZone', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.userId, row.timeZone!]));
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'Europe/Berlin', SQL_SAMPLE.date] })
  async saveTimeZone(userId: string, timeZone: string, at: Date): Promise<void> {
    await this.db
      .insertInto('NotificationSettingEntity')
      .values({ userId, timeZone, lastDigestAt: null, updatedAt: at })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ timeZone, updatedAt: at }))
      .execute();
  }

  /** When each of these people's last digest went out (absent: never). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid]] })
  async lastDigestsOf(userIds: readonly string[]): Promise<Map<string, Date>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('NotificationSettingEntity')
      .select(['userId', 'lastDigestAt'])
      .where('userId', 'in', [...new Set(userIds)])
      .where('lastDigestAt', 'is not', null)
      .execute();
    return new Map(rows.map((row) => [row.userId, row.lastDigestAt!]));
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async recordDigest(userId: string, at: Date): Promise<void> {
    await this.db
      .insertInto('NotificationSettingEntity')
      .values({ userId, timeZone: null, lastDigestAt: at, updatedAt: at })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ lastDigestAt: at, updatedAt: at }))
      .execute();
  }

  /** A deleted account's choices go with it. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async forget(userId: string): Promise<void> {
    await this.db.deleteFrom('NotificationPreferenceEntity').where('userId', '=', userId).execute();
    await this.db.deleteFrom('NotificationSettingEntity').where('userId', '=', userId).execute();
  }
}
