import type { Readable } from 'node:stream';
import type { DocumentPurpose, UploadStatus, UploadType } from '@marketplace/contracts';

/**
 * What other modules may ask of uploaded files (implemented by the uploads module, which is global).
 * A file is named by the fileUrl the upload flow handed out (its private object address); links
 * that are not on our storage (Gravatar, a company's own logo URL) pass through unchanged.
 */
/** How a read link answers: the square of `size` for pictures; for documents, downloaded or viewed under our name. */
export interface ReadLinkOptions {
  size?: 256 | 64;
  downloadName?: string;
  viewName?: string;
}

export interface StoredFiles {
  /**
   * The upload behind `fileUrl` or `uploadId`, when it belongs to `ownerId`, is of `kind` and is
   * ready (or still processing, with allowProcessing). Otherwise a 400 with the reason
   * (UPLOAD_FLOW_MESSAGES: notFound, wrongKind, notReady, ...). Nobody can claim another's upload.
   */
  claim(
    ownerId: string,
    ref: StoredFileRef,
    kind: StoredFileKind,
    options?: { allowProcessing?: boolean },
  ): Promise<StoredFile>;
  /** True when the URL names an object on our storage (then it must be claimed, never stored as is). */
  isStoredUrl(url: string): boolean;
  /**
   * A short-lived signed read link for a picture or document (for images the re-encoded square of
   * `size` px, 256 by default); the URL itself when it is not on storage; null for null or for an
   * upload that is not ready. `downloadName` makes the link download under that name, `viewName`
   * show the document in the browser under that one.
   */
  readUrl(fileUrl: string | null, options?: ReadLinkOptions): Promise<string | null>;
  /** readUrl for a list (a table of people), in one lookup. */
  readUrls(fileUrls: ReadonlyArray<string | null>, options?: { size?: 256 | 64 }): Promise<Array<string | null>>;
  /**
   * The re-encoded square of a ready image upload as a stream (for a stable, cacheable public URL
   * such as a company logo's), or null when there is none.
   */
  openImage(fileUrl: string, size: 256 | 64): Promise<{ body: Readable; size: number } | null>;
  /** The uploads by id (for lists: resumes, attachments), whatever their state. */
  findMany(uploadIds: readonly string[]): Promise<StoredFile[]>;
  /** The text read from a document by the worker (null until then, or when it has none). */
  extractedText(uploadId: string): Promise<string | null>;
  /** Removes an upload and its objects (the caller checked it may). */
  remove(uploadId: string): Promise<void>;
  /** Removes the upload behind a stored fileUrl when it belongs to ownerId (a replaced picture or logo); anything else is left alone. */
  release(ownerId: string, fileUrl: string | null): Promise<void>;
}

export type StoredFileRef = { fileUrl: string } | { uploadId: string };

/** avatar: a profile picture or logo (image); resume / attachment: a document of that purpose. */
export type StoredFileKind = 'avatar' | DocumentPurpose;

export interface StoredFile {
  id: string;
  ownerId: string;
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  uploadType: UploadType;
  purpose: DocumentPurpose | null;
  status: UploadStatus;
  rejectionReason: string | null;
  createdAt: Date;
}

export const STORED_FILES = Symbol('STORED_FILES');
