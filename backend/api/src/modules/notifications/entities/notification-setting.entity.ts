import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person's notification settings beyond the kinds: the time zone of their digest, and when the last one went out. */
@Entity({ tableName: 'notification_settings' })
export class NotificationSettingEntity {
  [EntityName]?: 'NotificationSettingEntity';
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** IANA name; null until the person chooses (the company's zone, else the default, applies). */
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lastDigestAt: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
