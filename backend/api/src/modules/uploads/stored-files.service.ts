import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import type {
  ReadLinkOptions,
  StoredFile,
  StoredFileKind,
  StoredFileRef,
  StoredFiles,
} from '../../core/files/stored-files';
import { isUuid } from '../../core/text/uuid';
import { ObjectStorage } from '../../infrastructure/storage/object-storage';
import { uploadFolder, userPrefix, variantKey } from './upload-keys';
import { toStoredFile } from './uploads.mapper';
import { type UploadRow, UploadsRepository } from './uploads.repository';
import { UploadsError } from './uploads.errors';

/** Links are signed per window of this length, so a page shows the same link (and browsers reuse the file) for a while. */
const SIGNING_WINDOW_MS = 5 * 60_000;

/** The StoredFiles port (core/files/stored-files.ts): what other modules may do with uploads. */
@Injectable()
export class StoredFilesService implements StoredFiles {
  constructor(
    private readonly clock: Clock,
    private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
  ) {}

  async claim(
    ownerId: string,
    ref: StoredFileRef,
    kind: StoredFileKind,
    options: { allowProcessing?: boolean } = {},
  ): Promise<StoredFile> {
    const row = await this.find(ref);
    // Someone else's upload looks exactly like one that does not exist.
    if (!row || row.owner !== ownerId) throw UploadsError.because('notYours');
    const fitsKind =
      kind === 'avatar' ? row.uploadType === 'avatar' : row.uploadType === 'document' && row.purpose === kind;
    if (!fitsKind) throw UploadsError.because('wrongKind');
    if (row.status === 'rejected') throw UploadsError.because('rejected', row.rejectionReason ?? undefined);
    if (row.status === 'pending') throw UploadsError.because('notUploaded');
    if (row.status === 'processing' && !options.allowProcessing) throw UploadsError.because('notReady');
    return toStoredFile(row, this.storage.objectUrl(row.fileKey));
  }

  isStoredUrl(url: string): boolean {
    return this.storage.keyOf(url) !== null;
  }

  async readUrl(fileUrl: string | null, options: ReadLinkOptions = {}): Promise<string | null> {
    const [link] = await this.readUrls([fileUrl], options);
    return link ?? null;
  }

  async readUrls(fileUrls: ReadonlyArray<string | null>, options: ReadLinkOptions = {}): Promise<Array<string | null>> {
    const keys = fileUrls.map((url) => (url ? this.storage.keyOf(url) : null));
    const rows = await this.uploads.findByKeys(keys.filter((key): key is string => key !== null));
    const byKey = new Map(rows.map((row) => [row.fileKey, row]));
    return Promise.all(
      fileUrls.map(async (url, index) => {
        const key = keys[index];
        if (!url) return null;
        // Not on our storage: a Gravatar or a company's own link is used as it is.
        if (key === null || key === undefined) return /^https?:\/\//i.test(url) ? url : null;
        const row = byKey.get(key);
        return row && row.status === 'ready' ? this.signedLink(row, options) : null;
      }),
    );
  }

  async openImage(fileUrl: string, size: 256 | 64): Promise<{ body: Readable; size: number } | null> {
    const key = this.storage.keyOf(fileUrl);
    const row = key === null ? null : await this.uploads.findByKey(key);
    if (!row || row.status !== 'ready' || row.uploadType !== 'avatar') return null;
    const object = await this.storage.open(variantKey(row.fileKey, size));
    return object ? { body: object.body, size: object.size } : null;
  }

  /** A signed link to a ready upload's content (for images, the square of `size`). */
  signedLink(row: UploadRow, options: ReadLinkOptions = {}): Promise<string> {
    const now = this.clock.now().getTime();
    const signingDate = new Date(now - (now % SIGNING_WINDOW_MS));
    const expiresInSeconds = UPLOAD_LIMITS.readLinkSeconds + SIGNING_WINDOW_MS / 1000;
    if (row.uploadType === 'avatar') {
      return this.storage.presignGet({
        key: variantKey(row.fileKey, options.size ?? 256),
        contentType: 'image/webp',
        expiresInSeconds,
        signingDate,
      });
    }
    // Always our own disposition, never one stored with the object: a PDF or an attached picture is
    // shown (the browser's viewer runs no script), every other document downloaded, under the name
    // it was stored with unless the caller names it.
    const named =
      options.downloadName !== undefined || options.viewName !== undefined
        ? options
        : row.fileType === 'application/pdf' || row.fileType === 'image/jpeg' || row.fileType === 'image/png'
          ? { viewName: row.fileName }
          : { downloadName: row.fileName };
    return this.storage.presignGet({
      key: row.fileKey,
      contentType: row.fileType,
      downloadName: named.downloadName,
      viewName: named.viewName,
      expiresInSeconds,
      signingDate,
    });
  }

  async findMany(uploadIds: readonly string[]): Promise<StoredFile[]> {
    const rows = await this.uploads.findMany(uploadIds.filter(isUuid));
    return rows.map((row) => toStoredFile(row, this.storage.objectUrl(row.fileKey)));
  }

  extractedText(uploadId: string): Promise<string | null> {
    return isUuid(uploadId) ? this.uploads.extractedText(uploadId) : Promise.resolve(null);
  }

  async remove(uploadId: string): Promise<void> {
    if (!isUuid(uploadId)) return;
    const row = await this.uploads.findById(uploadId);
    if (!row) return;
    await this.removeRows([row]);
  }

  async release(ownerId: string, fileUrl: string | null): Promise<void> {
    const key = fileUrl ? this.storage.keyOf(fileUrl) : null;
    const row = key === null ? null : await this.uploads.findByKey(key);
    if (row && row.owner === ownerId) await this.removeRows([row]);
  }

  /** Removes uploads: their objects first, then the rows, so no object is left without a row that leads to it. */
  async removeRows(rows: readonly UploadRow[]): Promise<void> {
    if (rows.length === 0) return;
    const keys: string[] = [];
    for (const row of rows) keys.push(...(await this.storage.list(uploadFolder(row.owner, row.id))));
    await this.storage.remove(keys);
    await this.uploads.remove(rows.map((row) => row.id));
  }

  /** Removes an upload's objects, keeping its row (a rejected upload keeps its reason for a day). */
  async removeObjects(row: UploadRow): Promise<void> {
    await this.storage.remove(await this.storage.list(uploadFolder(row.owner, row.id)));
  }

  /** Removes every object a user has on storage. */
  async removeEverythingOf(ownerId: string): Promise<void> {
    await this.storage.remove(await this.storage.list(userPrefix(ownerId)));
  }

  private async find(ref: StoredFileRef): Promise<UploadRow | null> {
    if ('uploadId' in ref) return isUuid(ref.uploadId) ? this.uploads.findById(ref.uploadId) : null;
    const key = this.storage.keyOf(ref.fileUrl);
    return key === null ? null : this.uploads.findByKey(key);
  }
}
