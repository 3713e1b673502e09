import { Migration } from '@mikro-orm/migrations';

/** Uploads of the presigned flow: one row per file, its objects on the private bucket. */
export class Migration20261125080000_uploads extends Migration {
  override name = 'Migration20261125080000_uploads';

  override up(): void {
    this.addSql(`create table "uploads" (
      "id" uuid not null,
      "owner_id" uuid not null,
      "upload_type" varchar(16) not null,
      "purpose" varchar(16) null,
      "file_name" varchar(255) not null,
      "file_type" varchar(100) not null,
      "file_size" int not null,
      "file_key" varchar(300) not null,
      "status" varchar(16) not null default 'pending',
      "rejection_reason" varchar(200) null,
      "extracted_text" text null,
      "created_at" timestamptz(3) not null,
      "confirmed_at" timestamptz(3) null,
      "processed_at" timestamptz(3) null,
      constraint "uploads_pkey" primary key ("id"),
      constraint "uploads_upload_type_check" check ("upload_type" in ('avatar', 'document')),
      constraint "uploads_status_check" check ("status" in ('pending', 'processing', 'ready', 'rejected')),
      constraint "uploads_purpose_check" check (("upload_type" = 'avatar' and "purpose" is null) or ("upload_type" = 'document' and "purpose" in ('resume', 'attachment'))),
      constraint "uploads_file_size_check" check ("file_size" > 0 and "file_size" <= 10485760)
    );`);
    this.addSql(`alter table "uploads" add constraint "uploads_file_key_unique" unique ("file_key");`);
    this.addSql(
      `alter table "uploads" add constraint "uploads_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`create index "uploads_owner_created_idx" on "uploads" ("owner_id", "created_at" desc);`);
    this.addSql(`create index "uploads_unconfirmed_idx" on "uploads" ("created_at") where "status" = 'pending';`);
  }

  override down(): void {
    this.addSql(`drop table if exists "uploads" cascade;`);
  }
}
