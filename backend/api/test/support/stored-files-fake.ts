import { Readable } from 'node:stream';
import { BadRequestException } from '@nestjs/common';
import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import type { StoredFile, StoredFileKind, StoredFileRef, StoredFiles } from '../../src/core/files/stored-files';

/** Where fake stored files live: URLs under it count as ours. */
export const FAKE_STORAGE_URL = 'http://storage.test/bucket/';

/** StoredFiles in memory, for service specs: files are added ready (or in another state) and read back as `signed:<url>`. */
export class FakeStoredFiles implements StoredFiles {
  readonly files = new Map<string, StoredFile & { text?: string | null }>();
  readonly removed: string[] = [];

  add(file: Partial<StoredFile> & { id: string; ownerId: string }, text: string | null = null): StoredFile {
    const stored: StoredFile & { text?: string | null } = {
      fileUrl: `${FAKE_STORAGE_URL}${file.id}`,
      fileName: 'file.pdf',
      fileType: 'application/pdf',
      fileSize: 1000,
      uploadType: 'document',
      purpose: 'resume',
      status: 'ready',
      rejectionReason: null,
      createdAt: new Date('2026-11-25T10:00:00Z'),
      ...file,
      text,
    };
    this.files.set(stored.id, stored);
    return stored;
  }

  private byRef(ref: StoredFileRef): StoredFile | undefined {
    if ('uploadId' in ref) return this.files.get(ref.uploadId);
    return [...this.files.values()].find((file) => file.fileUrl === ref.fileUrl);
  }

  async claim(
    ownerId: string,
    ref: StoredFileRef,
    kind: StoredFileKind,
    options: { allowProcessing?: boolean } = {},
  ): Promise<StoredFile> {
    const file = this.byRef(ref);
    if (!file || file.ownerId !== ownerId) throw new BadRequestException(UPLOAD_FLOW_MESSAGES.notFound);
    const fits =
      kind === 'avatar' ? file.uploadType === 'avatar' : file.uploadType === 'document' && file.purpose === kind;
    if (!fits) throw new BadRequestException(UPLOAD_FLOW_MESSAGES.wrongKind);
    if (file.status === 'rejected')
      throw new BadRequestException(file.rejectionReason ?? UPLOAD_FLOW_MESSAGES.processingFailed);
    if (file.status === 'pending') throw new BadRequestException(UPLOAD_FLOW_MESSAGES.notUploaded);
    if (file.status === 'processing' && !options.allowProcessing)
      throw new BadRequestException(UPLOAD_FLOW_MESSAGES.notReady);
    return file;
  }

  isStoredUrl(url: string): boolean {
    return url.startsWith(FAKE_STORAGE_URL);
  }

  async readUrl(
    fileUrl: string | null,
    options: { size?: 256 | 64; downloadName?: string } = {},
  ): Promise<string | null> {
    if (!fileUrl) return null;
    if (!this.isStoredUrl(fileUrl)) return fileUrl;
    const file = this.byRef({ fileUrl });
    if (!file || file.status !== 'ready') return null;
    return `signed:${fileUrl}${options.size ? `@${options.size}` : ''}${options.downloadName ? `#${options.downloadName}` : ''}`;
  }

  async readUrls(
    fileUrls: ReadonlyArray<string | null>,
    options: { size?: 256 | 64 } = {},
  ): Promise<Array<string | null>> {
    return Promise.all(fileUrls.map((url) => this.readUrl(url, options)));
  }

  async openImage(fileUrl: string, size: 256 | 64): Promise<{ body: Readable; size: number } | null> {
    const file = this.byRef({ fileUrl });
    if (!file || file.status !== 'ready' || file.uploadType !== 'avatar') return null;
    const bytes = Buffer.from(`image ${file.id} @${size}`);
    return { body: Readable.from([bytes]), size: bytes.length };
  }

  async findMany(uploadIds: readonly string[]): Promise<StoredFile[]> {
    return uploadIds.map((id) => this.files.get(id)).filter((file): file is StoredFile => Boolean(file));
  }

  async extractedText(uploadId: string): Promise<string | null> {
    return this.files.get(uploadId)?.text ?? null;
  }

  async remove(uploadId: string): Promise<void> {
    if (this.files.delete(uploadId)) this.removed.push(uploadId);
  }

  async release(ownerId: string, fileUrl: string | null): Promise<void> {
    const file = fileUrl ? this.byRef({ fileUrl }) : undefined;
    if (file && file.ownerId === ownerId) await this.remove(file.id);
  }
}
