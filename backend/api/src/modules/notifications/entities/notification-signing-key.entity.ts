import { type Opt, EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A secret that signs links in e-mails (the unsubscribe links), made on first use. Kept in the
 * database rather than the settings so every API and worker instance signs alike with nothing to
 * configure; whoever can read it can only unsubscribe people, never sign in.
 */
@Entity({ tableName: 'notification_signing_keys' })
export class NotificationSigningKey {
  [EntityName]?: 'NotificationSigningKey';
  /** What the key signs, e.g. "unsubscribe". */
  @PrimaryKey({ type: 'string', length: 40 })
  id!: string;

  /** 256 random bits, base64url. */
  @Property({ type: 'string', length: 64 })
  secret!: string;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
