import { randomUUID } from 'node:crypto';
import { type Opt, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { NotificationKind } from '@marketplace/contracts';
import type { NotificationEmailState } from '../center/notification-email-state';

/**
 * One notification for one person (contracts: notification-center.ts): what happened (kind, text,
 * link, what it is about), when, and when they saw and read it under the bell. `emailState` is its
 * e-mail channel: none, sent on its own, waiting for the daily digest, or gone out in one. The user
 * id has no foreign key, as accounts sends its mail through this module and deleted accounts are
 * forgotten here by accounts' call.
 */
@Entity({ tableName: 'notifications' })
@Check({
  name: 'notifications_email_state_check',
  expression: `"email_state" in ('none', 'sent', 'digest', 'digested')`,
})
// A sender repeating itself (a retried job, a repeated event) records nothing new.
@Unique({ name: 'notifications_dedupe_unique', properties: ['userId', 'dedupeKey'] })
// The bell's list, newest first.
@Index({
  name: 'notifications_user_list_idx',
  expression:
    'create index "notifications_user_list_idx" on "notifications" ("user_id", "created_at" desc, "id" desc) where "in_app"',
})
// The bell's count.
@Index({
  name: 'notifications_unread_idx',
  expression:
    'create index "notifications_unread_idx" on "notifications" ("user_id") where "in_app" and "read_at" is null',
})
// The digest's pending notifications.
@Index({
  name: 'notifications_digest_idx',
  expression:
    'create index "notifications_digest_idx" on "notifications" ("user_id", "created_at") where "email_state" = \'digest\'',
})
export class NotificationEntity {
  [EntityName]?: 'NotificationEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 40 })
  kind!: NotificationKind;

  @Property({ type: 'uuid', nullable: true })
  subjectId: string | null = null;

  @Property({ type: 'string', length: 200, nullable: true })
  subjectTitle: string | null = null;

  @Property({ type: 'string', length: 200 })
  text!: string;

  @Property({ type: 'string', length: 300 })
  link!: string;

  @Property({ type: 'string', length: 200 })
  dedupeKey!: string;

  /** Shown under the bell (the person's in-app choice when it was made). */
  @Property({ type: 'boolean' })
  inApp!: boolean;

  @Property({ type: 'string', length: 10 })
  emailState!: NotificationEmailState;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  seenAt: Opt<Date> | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  readAt: Opt<Date> | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  emailedAt: Opt<Date> | null = null;
}
