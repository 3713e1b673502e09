import { EntityName } from '@mikro-orm/core';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { EmailMode } from '@marketplace/contracts';

/** What a person chose for one kind of notification: shown in-app or not, and how its e-mail goes. Absent: the kind's default. */
@Entity({ tableName: 'notification_preferences' })
@Check({ name: 'notification_preferences_email_check', expression: `"email" in ('immediate', 'digest', 'off')` })
export class NotificationPreferenceEntity {
  [EntityName]?: 'NotificationPreferenceEntity';
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'boolean' })
  inApp!: boolean;

  @Property({ type: 'string', length: 10 })
  email!: EmailMode;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
