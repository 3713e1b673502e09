import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { HttpException } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@marketplace/contracts';
import type { Clock } from '../../src/core/clock/clock';
import type { RateLimiter, RateLimitHit } from '../../src/core/rate-limit/rate-limiter';
import { ObjectStorage, type PresignGetInput } from '../../src/infrastructure/storage/object-storage';
import { StoredFilesService } from '../../src/modules/uploads/stored-files.service';
import { originalKey } from '../../src/modules/uploads/upload-keys';
import { UploadProcessingService } from '../../src/modules/uploads/upload-processing.service';
import type { NewUpload, UploadRow, UploadsRepository } from '../../src/modules/uploads/uploads.repository';
import { UploadsService } from '../../src/modules/uploads/uploads.service';
import { UserDirectory } from '../../src/modules/accounts';
import type { UserRecord, UsersRepository } from '../../src/modules/accounts/users.repository';
import { FakeClock, FakeUsers } from './accounts-fakes';
import { asHttpException } from './assertions';

/**
 * In-memory stand-ins for the uploads module's collaborators, for the services' unit tests: a bucket
 * whose signed links say what was signed, the uploads table with the repository's status guards and
 * the database's checks, a rate limiter and a queue that can both be down.
 */

/** The memory bucket's address: objectUrl() and keyOf() work under it as the S3 driver's do under its bucket. */
export const MEMORY_BUCKET_URL = 'http://storage.test/private-bucket';

/** Thrown by MemoryObjectStorage while it is unavailable. */
export class StorageDown extends Error {
  constructor() {
    super('connect ECONNREFUSED storage.test');
    this.name = 'StorageDown';
  }
}

/** What a MemoryObjectStorage link was signed for. */
export interface SignedLink {
  method: 'PUT' | 'GET';
  key: string;
  contentType: string | null;
  contentLength: number | null;
  downloadName: string | null;
  viewName: string | null;
  /** The signing time the caller asked for, or null for "now". */
  signedAt: Date | null;
  expiresInSeconds: number;
}

/** Reads back what a MemoryObjectStorage link was signed for. */
export function readSignedLink(link: string): SignedLink {
  const url = new URL(link);
  const key = url.pathname
    .slice(new URL(MEMORY_BUCKET_URL).pathname.length + 1)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
  const query = url.searchParams;
  return {
    method: query.get('x-method') as 'PUT' | 'GET',
    key,
    contentType: query.get('x-content-type'),
    contentLength: query.has('x-content-length') ? Number(query.get('x-content-length')) : null,
    downloadName: query.get('x-download-name'),
    viewName: query.get('x-view-name'),
    signedAt: query.has('x-signed-at') ? new Date(query.get('x-signed-at')!) : null,
    expiresInSeconds: Number(query.get('x-expires')),
  };
}

/** ObjectStorage in memory. Objects keep their bytes and type; `unavailable` makes every call fail as an outage would. */
export class MemoryObjectStorage extends ObjectStorage {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  /** Every link signed so far (what a caller could use). */
  readonly signed: SignedLink[] = [];
  unavailable = false;
  bucketOrigins: readonly string[] | null = null;

  private check(): void {
    if (this.unavailable) throw new StorageDown();
  }

  private link(key: string, params: Record<string, string | number | undefined>): string {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
    const link = `${this.objectUrl(key)}?${query.toString()}`;
    this.signed.push(readSignedLink(link));
    return link;
  }

  /** Stores an object as it is (tests choose what it is, and where). */
  put(key: string, body: Buffer | string, contentType: string): void {
    this.objects.set(key, { body: Buffer.from(body), contentType });
  }

  /** What the browser does with a signed PUT link: stores the body at the key the link was signed for. */
  putThrough(uploadUrl: string, body: Buffer | string, contentType: string): void {
    this.put(readSignedLink(uploadUrl).key, body, contentType);
  }

  async presignPut(input: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<string> {
    this.check();
    return this.link(input.key, {
      'x-method': 'PUT',
      'x-content-type': input.contentType,
      'x-content-length': input.contentLength,
      'x-expires': input.expiresInSeconds,
    });
  }

  async presignGet(input: PresignGetInput): Promise<string> {
    this.check();
    return this.link(input.key, {
      'x-method': 'GET',
      'x-content-type': input.contentType,
      'x-download-name': input.downloadName,
      'x-view-name': input.viewName,
      'x-signed-at': input.signingDate?.toISOString(),
      'x-expires': input.expiresInSeconds,
    });
  }

  async head(key: string): Promise<{ size: number; contentType: string | null } | null> {
    this.check();
    const object = this.objects.get(key);
    return object ? { size: object.body.length, contentType: object.contentType } : null;
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    return (await this.read(key)).subarray(0, length);
  }

  async read(key: string): Promise<Buffer> {
    this.check();
    const object = this.objects.get(key);
    if (!object) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
    return Buffer.from(object.body);
  }

  async open(key: string): Promise<{ body: Readable; size: number; contentType: string | null } | null> {
    this.check();
    const object = this.objects.get(key);
    return object
      ? { body: Readable.from([Buffer.from(object.body)]), size: object.body.length, contentType: object.contentType }
      : null;
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    this.check();
    this.put(key, body, contentType);
  }

  async copy({ from, to, contentType }: { from: string; to: string; contentType: string }): Promise<boolean> {
    this.check();
    const object = this.objects.get(from);
    if (!object) return false;
    this.put(to, object.body, contentType);
    return true;
  }

  async remove(keys: readonly string[]): Promise<void> {
    this.check();
    for (const key of keys) this.objects.delete(key);
  }

  async list(prefix: string): Promise<string[]> {
    this.check();
    return [...this.objects.keys()].filter((key) => key.startsWith(prefix)).sort();
  }

  objectUrl(key: string): string {
    return `${MEMORY_BUCKET_URL}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(`${MEMORY_BUCKET_URL}/`)) return null;
    const rest = url.slice(MEMORY_BUCKET_URL.length + 1);
    if (rest === '' || /[?#]/.test(rest)) return null;
    try {
      const key = rest.split('/').map(decodeURIComponent).join('/');
      return this.objectUrl(key) === url ? key : null;
    } catch {
      return null;
    }
  }

  async setUpBucket(origins: readonly string[]): Promise<void> {
    this.check();
    this.bucketOrigins = [...origins];
  }
}

export type StoredUploadRow = UploadRow & { extractedText: string | null };

/** The uploads table with UploadsRepository's methods: status-guarded updates, and the table's checks (a row that breaks one throws, as PostgreSQL would). */
export class MemoryUploads implements Pick<UploadsRepository, keyof UploadsRepository> {
  readonly rows = new Map<string, StoredUploadRow>();

  /** A row in any state, as earlier requests would have left it. */
  add(row: Partial<StoredUploadRow> & { owner: string }): StoredUploadRow {
    const id = row.id ?? randomUUID();
    const stored: StoredUploadRow = {
      id,
      uploadType: 'document',
      purpose: row.uploadType === 'avatar' ? null : 'resume',
      fileName: 'cv.pdf',
      fileType: 'application/pdf',
      fileSize: 1_000,
      fileKey: originalKey(row.owner, id),
      status: 'ready',
      rejectionReason: null,
      createdAt: new Date('2026-11-21T08:00:00.000Z'),
      confirmedAt: null,
      processedAt: null,
      extractedText: null,
      ...row,
    };
    this.assertChecks(stored);
    this.rows.set(id, stored);
    return stored;
  }

  private assertChecks(row: StoredUploadRow): void {
    if (!(row.fileSize > 0 && row.fileSize <= UPLOAD_LIMITS.documentMaxBytes))
      throw new Error('new row for relation "uploads" violates check constraint "uploads_file_size_check"');
    const purposeFits =
      row.uploadType === 'avatar' ? row.purpose === null : row.purpose === 'resume' || row.purpose === 'attachment';
    if (!purposeFits)
      throw new Error('new row for relation "uploads" violates check constraint "uploads_purpose_check"');
    if ([...this.rows.values()].some((other) => other.id !== row.id && other.fileKey === row.fileKey)) {
      throw new Error('duplicate key value violates unique constraint "uploads_file_key_unique"');
    }
  }

  /** A copy without the lazily loaded text, as the repository's selects return it. */
  private view(row: StoredUploadRow | undefined): UploadRow | null {
    if (!row) return null;
    const { extractedText: _text, ...columns } = row;
    return { ...columns };
  }

  private select(
    where: (row: StoredUploadRow) => boolean,
    order?: (row: StoredUploadRow) => number,
    limit = Infinity,
  ): UploadRow[] {
    const rows = [...this.rows.values()].filter(where);
    if (order) rows.sort((a, b) => order(a) - order(b));
    return rows.slice(0, limit).map((row) => this.view(row)!);
  }

  /** Checks and inserts in one step, as the repository's per-owner lock makes it. */
  async insertWithinQuota(upload: NewUpload, quotaBytes: number): Promise<boolean> {
    if (this.used(upload.ownerId) + upload.fileSize > quotaBytes) return false;
    this.add({
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
    });
    return true;
  }

  async findById(id: string): Promise<UploadRow | null> {
    return this.view(this.rows.get(id));
  }

  async findByKey(fileKey: string): Promise<UploadRow | null> {
    return this.view([...this.rows.values()].find((row) => row.fileKey === fileKey));
  }

  async findByKeys(fileKeys: readonly string[]): Promise<UploadRow[]> {
    return this.select((row) => fileKeys.includes(row.fileKey));
  }

  async findMany(ids: readonly string[]): Promise<UploadRow[]> {
    return this.select((row) => ids.includes(row.id));
  }

  async bytesUsed(ownerId: string): Promise<number> {
    return this.used(ownerId);
  }

  private used(ownerId: string): number {
    return [...this.rows.values()]
      .filter((row) => row.owner === ownerId && row.status !== 'rejected')
      .reduce((sum, row) => sum + row.fileSize, 0);
  }

  async markConfirmed(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status !== 'pending') return false;
    Object.assign(row, { status: 'processing', confirmedAt: at });
    return true;
  }

  async markPending(id: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status !== 'processing') return false;
    Object.assign(row, { status: 'pending', confirmedAt: null });
    return true;
  }

  async markReady(id: string, at: Date, extractedText: string | null): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.status !== 'processing') return false;
    Object.assign(row, { status: 'ready', processedAt: at, extractedText: extractedText });
    return true;
  }

  async markRejected(id: string, at: Date, reason: string): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || (row.status !== 'pending' && row.status !== 'processing')) return false;
    Object.assign(row, { status: 'rejected', processedAt: at, rejectionReason: reason.slice(0, 200) });
    return true;
  }

  async extractedText(id: string): Promise<string | null> {
    return this.rows.get(id)?.extractedText ?? null;
  }

  async unconfirmedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.select(
      (row) => row.status === 'pending' && row.createdAt < before,
      (row) => row.createdAt.getTime(),
      limit,
    );
  }

  async rejectedBefore(before: Date, limit: number): Promise<UploadRow[]> {
    return this.select(
      (row) => row.status === 'rejected' && row.createdAt < before,
      (row) => row.createdAt.getTime(),
      limit,
    );
  }

  async processingSince(before: Date, limit: number): Promise<UploadRow[]> {
    return this.select(
      (row) => row.status === 'processing' && row.confirmedAt !== null && row.confirmedAt < before,
      (row) => row.confirmedAt!.getTime(),
      limit,
    );
  }

  async ownersAfter(afterOwnerId: string | null, limit: number): Promise<string[]> {
    const owners = [...new Set([...this.rows.values()].map((row) => row.owner))].sort();
    return owners.filter((owner) => afterOwnerId === null || owner > afterOwnerId).slice(0, limit);
  }

  async ofOwner(ownerId: string): Promise<UploadRow[]> {
    return this.select((row) => row.owner === ownerId);
  }

  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.rows.delete(id);
  }
}

/** RateLimiter's hit() with fixed windows on the fake clock; `down` makes it fail as Redis being away would. */
export class MemoryRateLimiter implements Pick<RateLimiter, 'hit'> {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  down = false;

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitHit> {
    if (this.down) throw new Error('Connection is closed.');
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= limit, count: window.count, retryAfterMs: window.endsAt - now };
  }
}

/** A BullMQ queue's add(): one job per jobId, as BullMQ keeps it; `down` makes it fail as Redis being away would. */
export class MemoryQueue {
  readonly jobs: Array<{ name: string; data: unknown; jobId: string | undefined }> = [];
  down = false;

  async add(name: string, data: unknown, opts: { jobId?: string } = {}): Promise<{ id: string }> {
    if (this.down) throw new Error('Connection is closed.');
    const existing = opts.jobId === undefined ? undefined : this.jobs.find((job) => job.jobId === opts.jobId);
    if (!existing) this.jobs.push({ name, data, jobId: opts.jobId });
    return { id: opts.jobId ?? String(this.jobs.length) };
  }
}

/** How a service call failed, as the HTTP layer would answer it. */
export async function httpFailure(
  work: Promise<unknown>,
): Promise<{ status: number; message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    await work;
  } catch (thrown) {
    const error = asHttpException(thrown);
    if (!(error instanceof HttpException)) throw error;
    const fieldErrors = (error as HttpException & { fieldErrors?: Record<string, string[]> }).fieldErrors;
    return { status: error.getStatus(), message: error.message, ...(fieldErrors ? { fieldErrors } : {}) };
  }
  throw new Error('expected the call to fail');
}

/** The users table as UserDirectory reads it for uploads: FakeUsers' rows, with deletedAmong. */
export class UploadsUsersTable implements Pick<UsersRepository, 'findById' | 'findManyByIds' | 'deletedAmong'> {
  constructor(readonly users: FakeUsers) {}

  findById(id: string): Promise<UserRecord | null> {
    return this.users.findById(id);
  }

  findManyByIds(ids: readonly string[]): Promise<UserRecord[]> {
    return this.users.findManyByIds(ids);
  }

  async deletedAmong(ids: readonly string[]): Promise<string[]> {
    return ids.filter((id) => Boolean(this.users.rows.get(id)?.deletedAt));
  }
}

/** The uploads module's services over the fakes above, on a fake clock. */
export function uploadsTestbed(now = new Date('2026-11-21T09:00:00.000Z')) {
  const clock = new FakeClock(now);
  const storage = new MemoryObjectStorage();
  const uploads = new MemoryUploads();
  const limiter = new MemoryRateLimiter(clock);
  const queue = new MemoryQueue();
  const users = new FakeUsers();
  const directory = new UserDirectory(new UploadsUsersTable(users) as unknown as UsersRepository);
  const repository = uploads as unknown as UploadsRepository;
  const files = new StoredFilesService(clock, storage, repository);
  const flow = new UploadsService(clock, storage, repository, files, limiter as unknown as RateLimiter, queue as never);
  const processing = new UploadProcessingService(clock, storage, repository, files, flow, directory);
  return { clock, storage, uploads, limiter, queue, users, directory, files, flow, processing };
}
