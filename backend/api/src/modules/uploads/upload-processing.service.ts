import { Injectable, Logger } from '@nestjs/common';
import { UPLOAD_FLOW_MESSAGES, UPLOAD_LIMITS } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import { ObjectStorage } from '../../infrastructure/storage/object-storage';
import { StoredFilesService } from './stored-files.service';
import { variantKey } from './upload-keys';
import { readDocument, reencodeAttachmentImage, reencodeImage, UploadRefused } from './upload-processing';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';
import { UserDirectory } from '../accounts';

/** Uploads confirmed longer ago than this and still processing are queued again by the sweep. */
const STUCK_AFTER_MS = 15 * 60_000;
const SWEEP_BATCH = 500;

/** The worker's side of uploads: the verdict on each confirmed file, and the housekeeping. */
@Injectable()
export class UploadProcessingService {
  private readonly logger = new Logger(UploadProcessingService.name);

  constructor(
    private readonly clock: Clock,
    private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
    private readonly files: StoredFilesService,
    private readonly flow: UploadsService,
    private readonly users: UserDirectory,
  ) {}

  /**
   * Images: re-encoded squares replace the original (which may carry GPS and anything else in its
   * metadata, so it is deleted); pictures attached to messages are re-encoded at their own size in
   * place. Documents: checked whole and their text read. Errors other than a
   * refusal are thrown for the queue to retry; `lastAttempt` turns them into a rejection.
   */
  async process(uploadId: string, lastAttempt = true): Promise<'ready' | 'rejected' | 'skipped'> {
    const upload = await this.uploads.findById(uploadId);
    if (!upload || upload.status !== 'processing') return 'skipped';
    try {
      const original = await this.storage.read(upload.fileKey);
      if (upload.uploadType === 'avatar') {
        const squares = await reencodeImage(original, UPLOAD_LIMITS.maxImagePixels);
        for (const [size, image] of squares)
          await this.storage.write(variantKey(upload.fileKey, size), image, 'image/webp');
        await this.storage.remove([upload.fileKey]);
        await this.uploads.markReady(upload.id, this.clock.now(), null);
      } else if (upload.fileType === 'image/jpeg' || upload.fileType === 'image/png') {
        // A picture attached to a message: cleaned in place, so the one object every link reads carries no metadata.
        const cleaned = await reencodeAttachmentImage(original, upload.fileType, UPLOAD_LIMITS.maxImagePixels);
        await this.storage.write(upload.fileKey, cleaned, upload.fileType);
        await this.uploads.markReady(upload.id, this.clock.now(), null);
      } else {
        const text = await readDocument(original, upload.fileType);
        await this.uploads.markReady(upload.id, this.clock.now(), text === '' ? null : text);
      }
      return 'ready';
    } catch (error) {
      if (!(error instanceof UploadRefused) && !lastAttempt) throw error;
      const reason = error instanceof UploadRefused ? error.reason : UPLOAD_FLOW_MESSAGES.processingFailed;
      if (!(error instanceof UploadRefused))
        this.logger.error({ err: error, uploadId }, 'Processing an upload failed for good');
      await this.uploads.markRejected(upload.id, this.clock.now(), reason);
      await this.files.removeObjects(upload);
      return 'rejected';
    }
  }

  /**
   * Hourly: uploads never confirmed within 24 hours go, with their objects; rejected ones go a day
   * after (their objects went at once); ones stuck in processing are queued again; and the files of
   * deleted accounts whose deletion job was never queued (Redis down at that moment) go too.
   */
  async sweep(): Promise<{ unconfirmed: number; rejected: number; requeued: number; deletedAccounts: number }> {
    const before = new Date(this.clock.now().getTime() - UPLOAD_LIMITS.unconfirmedHours * 3_600_000);
    const unconfirmed = await this.uploads.unconfirmedBefore(before, SWEEP_BATCH);
    await this.files.removeRows(unconfirmed);
    const rejected = await this.uploads.rejectedBefore(before, SWEEP_BATCH);
    await this.files.removeRows(rejected);
    const stuck = await this.uploads.processingSince(
      new Date(this.clock.now().getTime() - STUCK_AFTER_MS),
      SWEEP_BATCH,
    );
    for (const upload of stuck) {
      // A worker that died mid-job leaves a failed job behind under the upload's job id (kept for
      // days), so the first job id would be ignored: each sweep queues a retry of its own. After a
      // day of that, the file is given up on and its uploader sees why.
      if (upload.confirmedAt && upload.confirmedAt < before) {
        this.logger.error({ uploadId: upload.id }, 'An upload stayed in processing for a day; rejecting it');
        await this.uploads.markRejected(upload.id, this.clock.now(), UPLOAD_FLOW_MESSAGES.processingFailed);
        await this.files.removeObjects(upload);
      } else {
        await this.flow.enqueue(upload.id, `sweep-${this.clock.now().getTime()}`);
      }
    }
    let deletedAccounts = 0;
    for (let after: string | null = null; ;) {
      const owners = await this.uploads.ownersAfter(after, SWEEP_BATCH);
      if (owners.length === 0) break;
      for (const userId of await this.users.deletedAmong(owners)) {
        await this.deleteUserFiles(userId);
        deletedAccounts++;
      }
      after = owners.at(-1) ?? null;
    }
    return { unconfirmed: unconfirmed.length, rejected: rejected.length, requeued: stuck.length, deletedAccounts };
  }

  /** Every file of a deleted account: the objects under its prefix, then the rows. */
  async deleteUserFiles(userId: string): Promise<number> {
    const rows = await this.uploads.ofOwner(userId);
    await this.files.removeEverythingOf(userId);
    await this.uploads.remove(rows.map((row) => row.id));
    return rows.length;
  }
}
