import type { PresignUploadResponse, UploadedFile, UploadFileResponse } from '@marketplace/contracts';
import { eventually, type HttpSession } from './http-session';

/** What a browser declares about a file when it asks to upload it. */
export interface FileMeta {
  fileName: string;
  fileType: string;
  uploadType?: 'avatar' | 'document';
  purpose?: 'resume' | 'attachment';
}

/** POST /api/upload/presigned-url for this file (its real size). */
export function presign(session: HttpSession, file: Buffer, meta: FileMeta) {
  return session.post<PresignUploadResponse>('/api/upload/presigned-url', { ...meta, fileSize: file.length });
}

/** The browser's PUT straight to storage: no cookies, only the signed link and the content type. */
export function putToStorage(url: string, file: Buffer, contentType: string): Promise<Response> {
  return fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: file });
}

/** Presign, PUT and confirm, as the browser does (the first two must succeed); answers the confirm. */
export async function uploadThroughFlow(session: HttpSession, file: Buffer, meta: FileMeta) {
  const signed = await presign(session, file, meta);
  expect(signed.status).toBe(200);
  expect((await putToStorage(signed.body.uploadUrl, file, meta.fileType)).status).toBe(200);
  const confirm = await session.post<UploadFileResponse>('/api/upload/confirm', {
    uploadId: signed.body.uploadId,
    fileUrl: signed.body.fileUrl,
  });
  return { signed: signed.body, confirm };
}

/** Waits for the worker's verdict on an upload (ready or rejected). */
export function settledUpload(session: HttpSession, uploadId: string): Promise<UploadedFile> {
  return eventually(async () => {
    const answer = await session.get<UploadFileResponse>(`/api/upload/${uploadId}`);
    return answer.body.file.status === 'processing' ? null : answer.body.file;
  }, 30_000);
}
