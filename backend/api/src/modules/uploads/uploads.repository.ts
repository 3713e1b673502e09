import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentPurpose, UploadStatus, UploadType } from '@marketplace/contracts';

/** An uploads row as the repository reads it (extracted_text only through extractedText()). */
export interface UploadRow {
  id: string;
  owner_id: string;
  upload_type: UploadType;
  purpose: DocumentPurpose | null;
  file_name: string;
  file_type: string;
  file_size: number;
  file_key: string;
  status: UploadStatus;
  rejection_reason: string | null;
  created_at: Date;
  confirmed_at: Date | null;
  processed_at: Date | null;
}

const COLUMNS = `"id", "owner_id", "upload_type", "purpose", "file_name", "file_type", "file_size", "file_key", "status", "rejection_reason", "created_at", "confirmed_at", "processed_at"`;

export interface NewUpload {
  id: string;
  ownerId: string;
  uploadType: UploadType;
  purpose: DocumentPurpose | null;
  fileName: string;
  fileType: string;
  fileSize: number;
  fileKey: string;
  createdAt: Date;
}

/** The only code that reads or writes `uploads`. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(upload: NewUpload): Promise<void> {
    await this.em.execute(
      `insert into "uploads" ("id", "owner_id", "upload_type", "purpose", "file_name", "file_type", "file_size", "file_key", "status", "created_at") values (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
      [
        upload.id,
        upload.ownerId,
        upload.uploadType,
        upload.purpose,
        upload.fileName,
        upload.fileType,
        upload.fileSize,
        upload.fileKey,
        upload.createdAt,
      ],
    );
  }

  async findById(id: string): Promise<UploadRow | null> {
    const rows = await this.em.execute<UploadRow[]>(`select ${COLUMNS} from "uploads" where "id" = ?`, [id]);
    return rows[0] ?? null;
  }

  async findByKey(fileKey: string): Promise<UploadRow | null> {
    const rows = await this.em.execute<UploadRow[]>(`select ${COLUMNS} from "uploads" where "file_key" = ?`, [fileKey]);
    return rows[0] ?? null;
  }

  findByKeys(fileKeys: readonly string[]): Promise<UploadRow[]> {
    if (fileKeys.length === 0) return Promise.resolve([]);
    return this.em.execute<UploadRow[]>(`select ${COLUMNS} from "uploads" where "file_key" in (?)`, [fileKeys]);
  }

  findMany(ids: readonly string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.execute<UploadRow[]>(`select ${COLUMNS} from "uploads" where "id" in (?)`, [ids]);
  }

  /** Bytes the owner keeps or has reserved with signed links (rejected uploads count nothing). */
  async bytesUsed(ownerId: string): Promise<number> {
    const rows = await this.em.execute<Array<{ used: string | null }>>(
      `select coalesce(sum("file_size"), 0)::bigint as "used" from "uploads" where "owner_id" = ? and "status" <> 'rejected'`,
      [ownerId],
    );
    return Number(rows[0]?.used ?? 0);
  }

  /** pending -> processing, once: false when it was confirmed (or removed) meanwhile. */
  async markConfirmed(id: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `update "uploads" set "status" = 'processing', "confirmed_at" = ? where "id" = ? and "status" = 'pending' returning "id"`,
      [at, id],
    );
    return rows.length > 0;
  }

  /** processing -> ready, with the document's text when it has one. */
  async markReady(id: string, at: Date, extractedText: string | null): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `update "uploads" set "status" = 'ready', "processed_at" = ?, "extracted_text" = ? where "id" = ? and "status" = 'processing' returning "id"`,
      [at, extractedText, id],
    );
    return rows.length > 0;
  }

  /** pending or processing -> rejected, with the reason the uploader shows. */
  async markRejected(id: string, at: Date, reason: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `update "uploads" set "status" = 'rejected', "processed_at" = ?, "rejection_reason" = ? where "id" = ? and "status" in ('pending', 'processing') returning "id"`,
      [at, reason.slice(0, 200), id],
    );
    return rows.length > 0;
  }

  async extractedText(id: string): Promise<string | null> {
    const rows = await this.em.execute<Array<{ extracted_text: string | null }>>(
      `select "extracted_text" from "uploads" where "id" = ?`,
      [id],
    );
    return rows[0]?.extracted_text ?? null;
  }

  /** Uploads signed before `before` and never confirmed (the cleanup's batch). */
  unconfirmedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.em.execute<UploadRow[]>(
      `select ${COLUMNS} from "uploads" where "status" = 'pending' and "created_at" < ? order by "created_at" limit ?`,
      [before, limit],
    );
  }

  /** Rejected uploads whose objects are gone already: kept a day for the uploader to read the reason, then removed. */
  rejectedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.em.execute<UploadRow[]>(
      `select ${COLUMNS} from "uploads" where "status" = 'rejected' and "created_at" < ? order by "created_at" limit ?`,
      [before, limit],
    );
  }

  /** Confirmed before `before` and still not processed: their queue job was lost. */
  processingSince(before: Date, limit: number): Promise<UploadRow[]> {
    return this.em.execute<UploadRow[]>(
      `select ${COLUMNS} from "uploads" where "status" = 'processing' and "confirmed_at" < ? order by "confirmed_at" limit ?`,
      [before, limit],
    );
  }

  /** Owners of uploads after `afterOwnerId` in id order, a page at a time (the deleted-accounts safety net walks them all). */
  async ownersAfter(afterOwnerId: string | null, limit: number): Promise<string[]> {
    const rows = await this.em.execute<Array<{ owner_id: string }>>(
      `select distinct "owner_id" from "uploads" where (?::uuid is null or "owner_id" > ?::uuid) order by "owner_id" limit ?`,
      [afterOwnerId, afterOwnerId, limit],
    );
    return rows.map((row) => row.owner_id);
  }

  ofOwner(ownerId: string): Promise<UploadRow[]> {
    return this.em.execute<UploadRow[]>(`select ${COLUMNS} from "uploads" where "owner_id" = ?`, [ownerId]);
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.em.execute(`delete from "uploads" where "id" in (?)`, [ids]);
  }
}
