import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  type CORSRule,
  CreateBucketCommand,
  DeleteBucketCorsCommand,
  DeleteObjectsCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../../config/app-config';
import { ObjectStorage, type PresignGetInput } from './object-storage';
import { mergeUploadCors, uploadOriginsOf } from './upload-cors';

/** Rounds of read, merge, write and read back before giving up on a bucket's CORS rules. */
const CORS_WRITE_ATTEMPTS = 5;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.name === 'NoSuchBucket')
  );
}

async function bodyBytes(body: { transformToByteArray(): Promise<Uint8Array> } | undefined): Promise<Buffer> {
  if (!body) throw new Error('Storage answered without a body');
  return Buffer.from(await body.transformToByteArray());
}

/** A download name safe in a Content-Disposition header (RFC 6266: ASCII fallback plus filename*). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  // RFC 5987 values may not hold ' ( ) *, which encodeURIComponent leaves as they are ("O'Neil (CV).pdf").
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The address of the bucket: endpoint/bucket (path style) or bucket.endpoint. */
export function bucketUrlOf(config: StorageConfig): string {
  const endpoint = new URL(config.endpoint);
  return config.forcePathStyle
    ? `${endpoint.origin}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}

/** The origin browsers PUT uploads to and load signed links from (the page's CSP must allow it). */
export function storageOriginOf(config: StorageConfig): string {
  return new URL(bucketUrlOf(config)).origin;
}

/** ObjectStorage over any S3-compatible server with the AWS SDK (v3). */
export class S3ObjectStorage extends ObjectStorage {
  private readonly client: S3Client;
  private readonly bucketUrl: string;

  constructor(private readonly config: StorageConfig) {
    super();
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: a presigned PUT must not demand a checksum header the browser cannot send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
    this.bucketUrl = bucketUrlOf(config);
  }

  async presignPut({
    key,
    contentType,
    contentLength,
    expiresInSeconds,
  }: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
    });
    // Both headers are signed: storage refuses a PUT of another type or length.
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  async presignGet({
    key,
    expiresInSeconds,
    contentType,
    downloadName,
    viewName,
    signingDate,
  }: PresignGetInput): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: downloadName
        ? contentDisposition('attachment', downloadName)
        : viewName
          ? contentDisposition('inline', viewName)
          : undefined,
      ResponseCacheControl: 'private, max-age=300',
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds, signingDate });
  }

  async head(key: string): Promise<{ size: number; contentType: string | null } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
    );
    // Cut to length: a server may answer more than the range (the local s3rver sends everything for 'bytes=0-0').
    return (await bodyBytes(answer.Body)).subarray(0, length);
  }

  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return bodyBytes(answer.Body);
  }

  async open(key: string): Promise<{ body: Readable; size: number; contentType: string | null } | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async copy({ from, to, contentType }: { from: string; to: string; contentType: string }): Promise<boolean> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: to,
          CopySource: `${this.config.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          // REPLACE: the copy gets our content type and nothing else of the source's headers.
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.config.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      const [first] = failed;
      if (first)
        throw new Error(`Storage could not delete ${failed.length} object(s): ${first.Code} ${first.Message ?? ''}`);
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  objectUrl(key: string): string {
    return `${this.bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(`${this.bucketUrl}/`)) return null;
    const rest = url.slice(this.bucketUrl.length + 1);
    if (rest === '' || /[?#]/.test(rest)) return null;
    try {
      const key = rest.split('/').map(decodeURIComponent).join('/');
      return this.objectUrl(key) === url ? key : null;
    } catch {
      return null;
    }
  }

  async setUpBucket(origins: readonly string[]): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.config.bucket }));
    }
    await this.allowOrigins(origins);
  }

  /**
   * Adds the origins to the bucket's CORS rule, keeping every origin and rule already there: other
   * API instances (or the tests) share the bucket and set their own. S3 has no conditional write
   * of CORS rules, so two processes merging at once could each write back the other's old read:
   * each reads back what it wrote and merges again until its origins are there.
   */
  private async allowOrigins(origins: readonly string[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const merged = mergeUploadCors(await this.corsRules(), origins);
      if (!merged) return;
      await this.client.send(
        new PutBucketCorsCommand({ Bucket: this.config.bucket, CORSConfiguration: { CORSRules: merged } }),
      );
      // Let a concurrent writer's PUT land before reading back.
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
      const allowed = uploadOriginsOf(await this.corsRules());
      if (origins.every((origin) => allowed.includes(origin))) return;
      if (attempt >= CORS_WRITE_ATTEMPTS)
        throw new Error(
          `Storage bucket ${this.config.bucket}: its CORS rule kept losing ${origins.join(', ')} to concurrent writers`,
        );
    }
  }

  /** The bucket's CORS rules; none when it has no CORS configuration. */
  private async corsRules(): Promise<CORSRule[]> {
    try {
      return (await this.client.send(new GetBucketCorsCommand({ Bucket: this.config.bucket }))).CORSRules ?? [];
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchCORSConfiguration') return [];
      throw error;
    }
  }

  /**
   * Removes the bucket's CORS rules (when there is a bucket), for a bucket its caller owns alone: the
   * tests reset theirs, so the origins of past runs' random ports do not pile up.
   */
  async forgetCors(): Promise<void> {
    try {
      await this.client.send(new DeleteBucketCorsCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
