import { Migration } from '@mikro-orm/migrations';

/** The card provider's webhook notifications, each recorded once (its id is the key) with what it changed. */
export class Migration20261127160000_payment_webhooks extends Migration {
  override name = 'Migration20261127160000_payment_webhooks';

  override up(): void {
    this.addSql(`create table "payment_webhook_events" (
      "notification_id" varchar(64) not null,
      "event_type" varchar(100) not null,
      "entity_id" varchar(40) null,
      "payload" jsonb not null,
      "received_at" timestamptz(3) not null,
      "outcome" varchar(200) null,
      constraint "payment_webhook_events_pkey" primary key ("notification_id")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
  }
}
