import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  type ConfirmUploadRequest,
  type DocumentPurpose,
  type PresignUploadRequest,
  type PresignUploadResponse,
  UPLOAD_FLOW_MESSAGES,
  UPLOAD_LIMITS,
  type UploadFileResponse,
  type UploadType,
  validatePresignRequest,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { rateLimitKey, RateLimiter } from '../../core/rate-limit/rate-limiter';
import { isUuid } from '../../core/text/uuid';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ObjectStorage } from '../../infrastructure/storage/object-storage';
import { StoredFilesService } from './stored-files.service';
import { firstBytesProblem, SNIFF_BYTES, sniffMime } from './upload-inspection';
import { originalKey, stagingKey } from './upload-keys';
import { processUploadJobId, type ProcessUploadJob, UPLOADS_JOBS } from './uploads.queue';
import { toUploadedFile } from './uploads.mapper';
import { type UploadRow, UploadsRepository } from './uploads.repository';
import { UploadsError } from './uploads.errors';

/** Presigned links a user may ask for per window (each costs a row and reserves quota). */
export const UPLOAD_RATE = { limit: 30, windowMs: 10 * 60_000 } as const;

/**
 * The presigned upload flow for the uploader: sign (after every limit, the quota reserved
 * atomically) a PUT to a staging key, confirm (copy it to a key no link writes; the copy has the
 * signed size and is what it says by its first bytes), then the worker's verdict on that copy.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly clock: Clock,
    private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
    private readonly files: StoredFilesService,
    private readonly limiter: RateLimiter,
    @InjectQueue(QUEUES.uploads) private readonly queue: Queue<ProcessUploadJob>,
  ) {}

  async presign(actor: Actor, input: PresignUploadRequest): Promise<PresignUploadResponse> {
    assertValid(validatePresignRequest(input));
    const ownerId = actor.user.id;
    await this.countRequest(ownerId);
    const uploadType: UploadType = input.uploadType ?? 'document';
    const purpose: DocumentPurpose | null = uploadType === 'document' ? (input.purpose ?? 'resume') : null;
    const id = randomUUID();
    const fileKey = originalKey(ownerId, id);
    const fileType = input.fileType.trim().toLowerCase();
    const now = this.clock.now();
    const reserved = await this.uploads.insertWithinQuota(
      {
        id,
        ownerId,
        uploadType,
        purpose,
        fileName: input.fileName.trim(),
        fileType,
        fileSize: input.fileSize,
        fileKey,
        createdAt: now,
      },
      UPLOAD_LIMITS.userQuotaBytes,
    );
    if (!reserved) throw invalidField('fileSize', UPLOAD_FLOW_MESSAGES.quotaExceeded);
    const uploadUrl = await this.storage.presignPut({
      key: stagingKey(fileKey),
      contentType: fileType,
      contentLength: input.fileSize,
      expiresInSeconds: UPLOAD_LIMITS.putLinkSeconds,
    });
    return {
      uploadUrl,
      fileKey,
      fileUrl: this.storage.objectUrl(fileKey),
      uploadId: id,
      expiresAt: new Date(now.getTime() + UPLOAD_LIMITS.putLinkSeconds * 1000).toISOString(),
    };
  }

  async confirm(actor: Actor, input: ConfirmUploadRequest): Promise<UploadFileResponse> {
    const upload = await this.ownUpload(actor, input.uploadId);
    if (input.fileUrl !== this.storage.objectUrl(upload.fileKey))
      throw invalidField('fileUrl', UPLOAD_FLOW_MESSAGES.notFound);
    if (upload.status === 'rejected') throw UploadsError.because('rejected', upload.rejectionReason ?? undefined);
    // Confirming twice answers the same: the first confirm already handed the file to the worker.
    if (upload.status !== 'pending') return this.describe(upload);
    const ageMs = this.clock.now().getTime() - upload.createdAt.getTime();
    if (ageMs > UPLOAD_LIMITS.unconfirmedHours * 3_600_000) throw UploadsError.because('expired');

    // Not PUT yet; or a confirm running at the same time moved it already, and this one answers as that one will.
    if (!(await this.storage.head(stagingKey(upload.fileKey)))) return this.answer(upload.id, 'notUploaded');

    const now = this.clock.now();
    if (!(await this.uploads.markConfirmed(upload.id, now))) return this.answer(upload.id);
    let problem: string | null;
    try {
      problem = await this.moveAndCheck(upload);
      if (!problem) await this.storage.remove([stagingKey(upload.fileKey)]);
    } catch (error) {
      // Nothing was handed to the worker: the uploader may confirm again.
      await this.uploads.markPending(upload.id);
      throw error;
    }
    if (problem) return this.refuse(upload, problem);
    await this.enqueue(upload.id);
    return this.describe({ ...upload, status: 'processing', confirmedAt: now });
  }

  /**
   * Copies what the browser PUT to the upload's own key, which no link can write, with our content
   * type as its only header, and checks the copy: its size and its first bytes. The PUT link stays
   * valid until it expires, so a later PUT only replaces the staging object, which nothing reads.
   * Runs only for the confirm that moved the upload to processing. The reason to refuse it, or null.
   */
  private async moveAndCheck(upload: UploadRow): Promise<string | null> {
    const copied = await this.storage.copy({
      from: stagingKey(upload.fileKey),
      to: upload.fileKey,
      contentType: upload.fileType,
    });
    if (!copied) throw UploadsError.because('notUploaded');
    const stored = await this.storage.head(upload.fileKey);
    if (!stored) throw UploadsError.because('notUploaded');
    if (stored.size !== upload.fileSize) return UPLOAD_FLOW_MESSAGES.sizeMismatch;
    const head = await this.storage.readStart(upload.fileKey, Math.min(SNIFF_BYTES, upload.fileSize));
    return firstBytesProblem(upload.fileType, await sniffMime(head), head, head.length >= upload.fileSize);
  }

  /** What a confirm that found the upload taken up by another answers: that one's outcome, or `otherwise` while still pending. */
  private async answer(uploadId: string, otherwise?: 'notUploaded'): Promise<UploadFileResponse> {
    const latest = await this.uploads.findById(uploadId);
    if (!latest) throw UploadsError.because('notFound');
    if (latest.status === 'rejected') throw UploadsError.because('rejected', latest.rejectionReason ?? undefined);
    if (latest.status === 'pending' && otherwise) throw UploadsError.because(otherwise);
    return this.describe(latest);
  }

  async get(actor: Actor, uploadId: string): Promise<UploadFileResponse> {
    return this.describe(await this.ownUpload(actor, uploadId));
  }

  /**
   * Hands a confirmed upload to the worker; when Redis is down the hourly sweep queues it later
   * (with a `retry` tag, so a failed job kept under the first id does not swallow the new one).
   */
  async enqueue(uploadId: string, retry: string | null = null): Promise<void> {
    try {
      await this.queue.add(UPLOADS_JOBS.process, { uploadId }, { jobId: processUploadJobId(uploadId, retry) });
    } catch (error) {
      this.logger.warn({ err: error, uploadId }, 'Could not queue an upload for processing; the sweep will');
    }
  }

  private async describe(upload: UploadRow): Promise<UploadFileResponse> {
    const url = upload.status === 'ready' ? await this.files.signedLink(upload) : null;
    return { file: toUploadedFile(upload, this.storage.objectUrl(upload.fileKey), url) };
  }

  /** Marks the upload rejected, removes what was stored, and answers 400 with the reason. */
  private async refuse(upload: UploadRow, reason: string): Promise<never> {
    await this.uploads.markRejected(upload.id, this.clock.now(), reason);
    await this.storage.remove([upload.fileKey, stagingKey(upload.fileKey)]);
    throw UploadsError.because('rejected', reason);
  }

  /** The caller's upload: anyone else's (or an id that is none) is 404. */
  private async ownUpload(actor: Actor, uploadId: string): Promise<UploadRow> {
    const upload = isUuid(uploadId) ? await this.uploads.findById(uploadId) : null;
    if (!upload || upload.owner !== actor.user.id) throw UploadsError.because('notFound');
    return upload;
  }

  /** Per-user rate limit on signing; Redis being down lets uploads through (the quota still holds). */
  private async countRequest(ownerId: string): Promise<void> {
    let allowed = true;
    try {
      allowed = (
        await this.limiter.hit(rateLimitKey('upload', 'user', ownerId), UPLOAD_RATE.limit, UPLOAD_RATE.windowMs)
      ).allowed;
    } catch (error) {
      this.logger.warn({ err: error }, 'Upload rate limit unavailable; allowing the request');
    }
    if (!allowed) throw UploadsError.because('tooMany');
  }
}
