import { Injectable } from '@nestjs/common';
import { type DocumentPurpose, UPLOAD_LIMITS, validatePresignRequest } from '@marketplace/contracts';
import { ObjectStorage } from '../../../infrastructure/storage/object-storage';
import { firstBytesProblem, SNIFF_BYTES, sniffMime } from '../upload-inspection';
import { originalKey } from '../upload-keys';
import { readDocument } from '../upload-processing';
import { UploadsRepository } from '../uploads.repository';

/** A document the seed stores for a demo user, as if they had uploaded it (a stable id). */
export interface DemoDocument {
  id: string;
  ownerId: string;
  purpose: DocumentPurpose;
  fileName: string;
  fileType: string;
  content: Buffer;
  createdAt: Date;
}

/** What storing came to: made now, there already, or there with its file put back (the object had gone). */
export type DemoDocumentOutcome = 'created' | 'kept' | 'restored';

/**
 * Demo data owned by uploads: documents the demo users "uploaded" (the demo resumes). Each goes the
 * way of a browser's upload with the same rules and the same code: the presign checks, the quota
 * reserved with the row, the file stored under the upload's own key, its first bytes checked as
 * confirm does, then checked whole and its text read as the worker does, and the row marked ready.
 */
@Injectable()
export class UploadsDemoSeeder {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly uploads: UploadsRepository,
  ) {}

  /**
   * Stores the document unless its upload exists; `create` false only looks after an existing one.
   * An existing upload whose object went missing (storage emptied, database kept) gets the same
   * bytes back when they are the size it records; nothing else of an existing upload is changed.
   */
  async store(document: DemoDocument, at: Date, create: boolean): Promise<DemoDocumentOutcome | null> {
    const existing = await this.uploads.findById(document.id);
    if (existing) {
      if (existing.status !== 'ready' || existing.owner !== document.ownerId) return 'kept';
      if (await this.storage.head(existing.fileKey)) return 'kept';
      if (existing.fileSize !== document.content.length) return 'kept';
      await this.storage.write(existing.fileKey, document.content, existing.fileType);
      return 'restored';
    }
    if (!create) return null;

    const request = {
      fileName: document.fileName,
      fileType: document.fileType,
      fileSize: document.content.length,
      uploadType: 'document' as const,
      purpose: document.purpose,
    };
    const problems = validatePresignRequest(request);
    if (Object.keys(problems).length > 0)
      throw new Error(`Demo document ${document.fileName} breaks the upload rules: ${JSON.stringify(problems)}`);
    const fileKey = originalKey(document.ownerId, document.id);
    const reserved = await this.uploads.insertWithinQuota(
      { id: document.id, ownerId: document.ownerId, ...request, fileKey, createdAt: document.createdAt },
      UPLOAD_LIMITS.userQuotaBytes,
    );
    if (!reserved) throw new Error(`Demo document ${document.fileName} is over its owner's storage quota`);
    await this.storage.write(fileKey, document.content, document.fileType);

    const head = document.content.subarray(0, SNIFF_BYTES);
    const problem = firstBytesProblem(
      document.fileType,
      await sniffMime(head),
      head,
      head.length >= document.content.length,
    );
    if (problem) throw new Error(`Demo document ${document.fileName} was refused: ${problem}`);
    if (!(await this.uploads.markConfirmed(document.id, at))) throw new Error(`Demo upload ${document.id} moved on`);
    // The worker's verdict, run here: a refusal (UploadRefused) says what is wrong with the file.
    const text = await readDocument(document.content, document.fileType);
    await this.uploads.markReady(document.id, at, text === '' ? null : text);
    return 'created';
  }
}
