import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Selectable, sql } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import type { Upload } from './entities/upload.entity';

/** The columns every read returns: all but `extractedText`, which only extractedText() reads (it can be long). */
const UPLOAD_COLUMNS = [
  'id',
  'owner',
  'uploadType',
  'purpose',
  'fileName',
  'fileType',
  'fileSize',
  'fileKey',
  'status',
  'rejectionReason',
  'createdAt',
  'confirmedAt',
  'processedAt',
] as const;

/** An uploads row as the repository reads it, by property names (`owner` is the owner's id). */
export type UploadRow = Pick<Selectable<TablesOf<Upload>['Upload']>, (typeof UPLOAD_COLUMNS)[number]>;

export type NewUpload = Pick<
  Upload,
  'id' | 'uploadType' | 'purpose' | 'fileName' | 'fileType' | 'fileSize' | 'fileKey' | 'createdAt'
> & { ownerId: string };

/** Owns `uploads`: the only code that reads or writes it. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Upload>(this.em);
  }

  /**
   * Records a pending upload unless the owner's kept and reserved bytes (bytesUsed) and this one's
   * would pass `quotaBytes`: false then, and nothing is written. An owner's reservations run one at
   * a time (a lock per owner for the transaction, so every API instance waits on it), each seeing
   * the bytes the ones before it reserved.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        ownerId: SQL_SAMPLE.otherUuid,
        uploadType: 'document',
        purpose: 'resume',
        fileName: 'cv.pdf',
        fileType: 'application/pdf',
        fileSize: 1000,
        fileKey: SQL_SAMPLE.text,
        createdAt: SQL_SAMPLE.date,
      },
      209_715_200,
    ],
  })
  async insertWithinQuota(upload: NewUpload, quotaBytes: number): Promise<boolean> {
    return inTransaction(this.em, async () => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads_quota:${upload.ownerId}`}, 0))`.execute(
        this.db,
      );
      if ((await this.bytesUsed(upload.ownerId)) + upload.fileSize > quotaBytes) return false;
      await this.db
        .insertInto('Upload')
        .values({
          id: upload.id,
          owner: upload.ownerId,
          uploadType: upload.uploadType,
          purpose: upload.purpose,
          fileName: upload.fileName,
          fileType: upload.fileType,
          fileSize: upload.fileSize,
          fileKey: upload.fileKey,
          status: 'pending',
          createdAt: upload.createdAt,
        })
        .execute();
      return true;
    });
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findById(id: string): Promise<UploadRow | null> {
    const row = await this.db.selectFrom('Upload').select(UPLOAD_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async findByKey(fileKey: string): Promise<UploadRow | null> {
    const row = await this.db
      .selectFrom('Upload')
      .select(UPLOAD_COLUMNS)
      .where('fileKey', '=', fileKey)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [[SQL_SAMPLE.text]] })
  async findByKeys(fileKeys: readonly string[]): Promise<UploadRow[]> {
    if (fileKeys.length === 0) return [];
    return this.db.selectFrom('Upload').select(UPLOAD_COLUMNS).where('fileKey', 'in', fileKeys).execute();
  }

  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async findMany(ids: readonly string[]): Promise<UploadRow[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('Upload').select(UPLOAD_COLUMNS).where('id', 'in', ids).execute();
  }

  /** Bytes the owner keeps or has reserved with signed links (rejected uploads count nothing). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async bytesUsed(ownerId: string): Promise<number> {
    const row = await this.db
      .selectFrom('Upload')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('fileSize'), eb.lit(0)).as('used'))
      .where('owner', '=', ownerId)
      .where('status', '<>', 'rejected')
      .executeTakeFirst();
    return Number(row?.used ?? 0);
  }

  /** pending -> processing, once: false when it was confirmed (or removed) meanwhile. The confirm that gets true alone moves the file. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async markConfirmed(id: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('Upload')
      .set({ status: 'processing', confirmedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** processing -> pending again: a confirm that could not finish gives the upload back to be confirmed again. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async markPending(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('Upload')
      .set({ status: 'pending', confirmedAt: null })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** processing -> ready, with the document's text when it has one. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date, SQL_SAMPLE.text] })
  async markReady(id: string, at: Date, extractedText: string | null): Promise<boolean> {
    const result = await this.db
      .updateTable('Upload')
      .set({ status: 'ready', processedAt: at, extractedText })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** pending or processing -> rejected, with the reason the uploader shows. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date, SQL_SAMPLE.text] })
  async markRejected(id: string, at: Date, reason: string): Promise<boolean> {
    const result = await this.db
      .updateTable('Upload')
      .set({ status: 'rejected', processedAt: at, rejectionReason: reason.slice(0, 200) })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async extractedText(id: string): Promise<string | null> {
    const row = await this.db.selectFrom('Upload').select('extractedText').where('id', '=', id).executeTakeFirst();
    return row?.extractedText ?? null;
  }

  /** Uploads signed before `before` and never confirmed (the cleanup's batch). */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  unconfirmedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.db
      .selectFrom('Upload')
      .select(UPLOAD_COLUMNS)
      .where('status', '=', 'pending')
      .where('createdAt', '<', before)
      .orderBy('createdAt')
      .limit(limit)
      .execute();
  }

  /** Rejected uploads whose objects are gone already: kept a day for the uploader to read the reason, then removed. */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  rejectedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.db
      .selectFrom('Upload')
      .select(UPLOAD_COLUMNS)
      .where('status', '=', 'rejected')
      .where('createdAt', '<', before)
      .orderBy('createdAt')
      .limit(limit)
      .execute();
  }

  /** Confirmed before `before` and still not processed: their queue job was lost. */
  @GenerateSql({ params: [SQL_SAMPLE.date, 100] })
  processingSince(before: Date, limit: number): Promise<UploadRow[]> {
    return this.db
      .selectFrom('Upload')
      .select(UPLOAD_COLUMNS)
      .where('status', '=', 'processing')
      .where('confirmedAt', '<', before)
      .orderBy('confirmedAt')
      .limit(limit)
      .execute();
  }

  /** Owners of uploads after `afterOwnerId` in id order, a page at a time (the deleted-accounts safety net walks them all). */
  @GenerateSql({ name: 'first page', params: [null, 100] })
  @GenerateSql({ name: 'next page', params: [SQL_SAMPLE.uuid, 100] })
  async ownersAfter(afterOwnerId: string | null, limit: number): Promise<string[]> {
    let query = this.db.selectFrom('Upload').select('owner').distinct().orderBy('owner').limit(limit);
    if (afterOwnerId !== null) query = query.where('owner', '>', afterOwnerId);
    const rows = await query.execute();
    return rows.map((row) => row.owner);
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  ofOwner(ownerId: string): Promise<UploadRow[]> {
    return this.db.selectFrom('Upload').select(UPLOAD_COLUMNS).where('owner', '=', ownerId).execute();
  }

  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('Upload').where('id', 'in', ids).execute();
  }
}
