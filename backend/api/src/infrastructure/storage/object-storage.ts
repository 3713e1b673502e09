import type { Readable } from 'node:stream';

export interface PresignGetInput {
  key: string;
  expiresInSeconds: number;
  contentType?: string;
  /** Answered as a download (`attachment`) under this name. */
  downloadName?: string;
  /** Else answered for viewing in the browser (`inline`) under this name. */
  viewName?: string;
  signingDate?: Date;
}

/**
 * The object storage port: a private S3-compatible bucket. Uploads go straight from the browser to
 * storage through presigned PUT links; reads go through short-lived signed GET links. Nothing is
 * public. Implemented by S3ObjectStorage (storage.module.ts provides it).
 */
export abstract class ObjectStorage {
  /**
   * A PUT link that only takes exactly this content type and length, until it expires. It cannot be
   * revoked: whatever it names stays writable by its holder until then (uploads therefore PUT to a
   * staging key and read from a copy, see copy()).
   */
  abstract presignPut(input: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<string>;
  /**
   * A GET link, answered with the given content type and our own Content-Disposition (shown as
   * viewName, or downloaded as downloadName), whatever headers the object was stored with.
   * signingDate (default now) lets callers hand out the same link for a while, so browsers cache the file.
   */
  abstract presignGet(input: PresignGetInput): Promise<string>;
  /** Size and type of a stored object, or null when there is none. */
  abstract head(key: string): Promise<{ size: number; contentType: string | null } | null>;
  /** Bytes [0, length) of an object (fewer when it is shorter). */
  abstract readStart(key: string, length: number): Promise<Buffer>;
  /** The whole object (callers bound the size first: uploads are at most 10 MB). */
  abstract read(key: string): Promise<Buffer>;
  /** The object as a stream with its size and type, or null when there is none. */
  abstract open(key: string): Promise<{ body: Readable; size: number; contentType: string | null } | null>;
  abstract write(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Copies an object on the storage server, as it is at that moment, to `to`, whose only metadata
   * is then `contentType`: nothing the source's uploader sent along (Content-Disposition,
   * x-amz-meta-*, another type) is carried over. False when there is no `from`.
   */
  abstract copy(input: { from: string; to: string; contentType: string }): Promise<boolean>;
  /** Removes the objects; missing ones are not an error. */
  abstract remove(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix. */
  abstract list(prefix: string): Promise<string[]>;
  /** The object's (private) address: what uploads hand out as fileUrl. */
  abstract objectUrl(key: string): string;
  /** The key an address of this bucket names, or null when it is not one of ours. */
  abstract keyOf(url: string): string | null;
  /**
   * Creates the bucket when missing and lets the site's origins PUT and GET from the browser, adding
   * them to the origins already allowed (never removing one: others share the bucket).
   */
  abstract setUpBucket(origins: readonly string[]): Promise<void>;
}
