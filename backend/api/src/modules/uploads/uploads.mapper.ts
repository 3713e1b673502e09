import type { UploadedFile } from '@marketplace/contracts';
import type { StoredFile } from '../../core/files/stored-files';
import type { UploadRow } from './uploads.repository';

/** An upload as its owner sees it; `url` is the signed read link (null until ready). */
export function toUploadedFile(row: UploadRow, fileUrl: string, url: string | null): UploadedFile {
  return {
    id: row.id,
    fileUrl,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadType: row.uploadType,
    status: row.status,
    rejectionReason: row.rejectionReason,
    url: row.status === 'ready' ? url : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An upload as other modules see it through the StoredFiles port. */
export function toStoredFile(row: UploadRow, fileUrl: string): StoredFile {
  return {
    id: row.id,
    ownerId: row.owner,
    fileUrl,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadType: row.uploadType,
    purpose: row.purpose,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
  };
}
