import { Migration } from '@mikro-orm/migrations';

/**
 * The queue outbox: a job whose add to Redis failed because Redis was unreachable is kept here,
 * with its queue, name, data and options (its jobId and timestamp included), until the worker's
 * relay adds it to its queue and deletes the row in the same transaction, oldest first.
 */
export class Migration20261129090000_queue_outbox extends Migration {
  override name = 'Migration20261129090000_queue_outbox';

  override up(): void {
    this.addSql(`create table "queue_outbox" (
      "id" bigserial not null,
      "queue" varchar(100) not null,
      "job_name" varchar(200) not null,
      "data" jsonb not null,
      "opts" jsonb not null,
      "created_at" timestamptz(3) not null,
      "available_at" timestamptz(3) not null,
      "attempts" int not null default 0,
      "last_error" varchar(500) null,
      constraint "queue_outbox_pkey" primary key ("id")
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists "queue_outbox" cascade;`);
  }
}
