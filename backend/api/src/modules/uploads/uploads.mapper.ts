import type { UploadedFile } from '@marketplace/contracts';
import type { StoredFile } from '../../core/files/stored-files';
import type { UploadRow } from './uploads.repository';

/** An upload as its owner sees it; `url` is the signed read link (null until ready). */
export function toUploadedFile(row: UploadRow, fileUrl: string, url: string | null): UploadedFile {
  return {
    id: row.id,
    fileUrl,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    uploadType: row.upload_type,
    status: row.status,
    rejectionReason: row.rejection_reason,
    url: row.status === 'ready' ? url : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** An upload as other modules see it through the StoredFiles port. */
export function toStoredFile(row: UploadRow, fileUrl: string): StoredFile {
  return {
    id: row.id,
    ownerId: row.owner_id,
    fileUrl,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: row.file_size,
    uploadType: row.upload_type,
    purpose: row.purpose,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: new Date(row.created_at),
  };
}
