import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DocumentPurpose, UploadStatus, UploadType } from '@marketplace/contracts';
import { User } from '../../accounts';

/**
 * One file a user uploads through the presigned flow: signed (pending), confirmed (processing),
 * then ready or rejected. Its objects live under `uploads/<owner>/<id>/` on the private bucket:
 * `incoming/original` where the browser PUTs it, `original` the copy confirm makes (no link writes
 * it), and for images the re-encoded squares `256.webp` and `64.webp`.
 */
@Entity({ tableName: 'uploads' })
@Index({
  name: 'uploads_owner_created_idx',
  expression: 'create index "uploads_owner_created_idx" on "uploads" ("owner_id", "created_at" desc)',
})
@Index({
  name: 'uploads_unconfirmed_idx',
  expression: `create index "uploads_unconfirmed_idx" on "uploads" ("created_at") where "status" = 'pending'`,
})
@Check({ name: 'uploads_upload_type_check', expression: `"upload_type" in ('avatar', 'document')` })
@Check({ name: 'uploads_status_check', expression: `"status" in ('pending', 'processing', 'ready', 'rejected')` })
@Check({
  name: 'uploads_purpose_check',
  expression: `("upload_type" = 'avatar' and "purpose" is null) or ("upload_type" = 'document' and "purpose" in ('resume', 'attachment'))`,
})
@Check({ name: 'uploads_file_size_check', expression: `"file_size" > 0 and "file_size" <= 10485760` })
export class Upload {
  [EntityName]?: 'Upload';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'owner_id', deleteRule: 'cascade' })
  owner!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  uploadType!: UploadType;

  @Property({ type: 'string', length: 16, nullable: true })
  purpose: DocumentPurpose | null = null;

  /** The name the file had on the uploader's computer (shown, never used in a key). */
  @Property({ type: 'string', length: 255 })
  fileName!: string;

  /** The declared type, which storage enforced on the PUT and the first bytes confirmed. */
  @Property({ type: 'string', length: 100 })
  fileType!: string;

  /** Bytes, as signed into the PUT link. */
  @Property({ type: 'integer' })
  fileSize!: number;

  /** Key of the upload's file: the copy confirm makes of what the browser PUT (see upload-keys.ts). */
  @Property({ type: 'string', length: 300, unique: 'uploads_file_key_unique' })
  fileKey!: string;

  @Property({ type: 'string', length: 16 })
  status: Opt<UploadStatus> = 'pending';

  /** Why it was refused (the uploader shows it). */
  @Property({ type: 'string', length: 200, nullable: true })
  rejectionReason: string | null = null;

  /** Text read from a document by the worker, for search and critiques. */
  @Property({ type: 'text', nullable: true, lazy: true })
  extractedText: string | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  confirmedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  processedAt: Date | null = null;
}
