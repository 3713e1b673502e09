import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A card-provider notification as received (signature checked): recorded once, with what it changed. */
@Entity({ tableName: 'payment_webhook_events' })
export class PaymentWebhookEventEntity {
  [EntityName]?: 'PaymentWebhookEventEntity';
  @PrimaryKey({ type: 'string', length: 64 })
  notificationId!: string;

  @Property({ type: 'string', length: 100 })
  eventType!: string;

  /** The payload's entity id (a transaction id for payment events). */
  @Property({ type: 'string', length: 40, nullable: true })
  entityId?: string | null;

  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'datetime', length: 3 })
  receivedAt!: Date;

  @Property({ type: 'string', length: 200, nullable: true })
  outcome?: string | null;
}
