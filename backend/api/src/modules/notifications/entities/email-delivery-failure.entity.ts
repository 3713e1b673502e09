import { randomUUID } from 'node:crypto';
import { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An e-mail that could not be delivered: refused by the mail server for good (a bounce) or failing
 * after every retry. Admins read them per user; the user id is null for mail to an address of no
 * account (a sign-up's verification to a mistyped address).
 */
@Entity({ tableName: 'email_delivery_failures' })
@Index({
  name: 'email_delivery_failures_user_idx',
  expression:
    'create index "email_delivery_failures_user_idx" on "email_delivery_failures" ("user_id", "occurred_at" desc)',
})
@Index({
  name: 'email_delivery_failures_recent_idx',
  expression: 'create index "email_delivery_failures_recent_idx" on "email_delivery_failures" ("occurred_at" desc)',
})
export class EmailDeliveryFailureEntity {
  [EntityName]?: 'EmailDeliveryFailureEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Property({ type: 'string', length: 320 })
  address!: string;

  /** What kind of mail it was (EmailMessage.category). */
  @Property({ type: 'string', length: 60 })
  category!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  /** The mail server's answer or the error, without secrets. */
  @Property({ type: 'string', length: 500 })
  reason!: string;

  /** A permanent refusal (SMTP 5xx): retrying cannot help. */
  @Property({ type: 'boolean' })
  permanent!: boolean;

  @Property({ type: 'datetime', length: 3 })
  occurredAt!: Date;
}
