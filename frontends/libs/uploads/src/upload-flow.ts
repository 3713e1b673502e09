import { api, isApiError } from '@marketplace/api-client';
import {
  STORAGE_PUT_FAILURES,
  UPLOAD_FLOW_MESSAGES,
  fileSizeError,
  fileTypeError,
  type DocumentPurpose,
  type PresignUploadResponse,
  type UploadFileResponse,
  type UploadType,
  type UploadedFile,
} from '@marketplace/contracts';
import { describeStorageRefusal, describeUnansweredPut } from './storage-failure';

/**
 * The presigned upload flow, step by step: presign (the server checks the limits
 * before it signs), PUT the raw file straight to storage with its content type, confirm (the server
 * checks the object and its first bytes), then, when asked, wait while the worker processes it.
 */

/** Where an upload is; the uploaders show one message per stage. */
export type UploadStage = 'uploading' | 'confirming' | 'processing';

/** The step that failed, so each uploader can say it with the step's fixed text. */
export type UploadFailureStep = 'validate' | 'presign' | 'put' | 'confirm' | 'process';

/** A failed upload: `message` is the step's fixed text, `reason` the server's own words when it gave any. */
export class UploadError extends Error {
  constructor(
    readonly step: UploadFailureStep,
    message: string,
    readonly reason: string | null = null,
    /** What was uploaded before the step failed (a failed confirm still leaves the file on storage). */
    readonly presigned: PresignUploadResponse | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  uploadType: UploadType;
  /** For documents: a resume accepts PDF, DOC and DOCX; an attachment also TXT, JPEG and PNG. */
  purpose?: DocumentPurpose;
  /** A smaller size limit than the upload type's own (the generic dropzone's maxSize). */
  maxMegabytes?: number;
  /** Wait until the worker has processed the file (ready), and fail when it is rejected. */
  waitUntilReady?: boolean;
  onStage?: (stage: UploadStage) => void;
  signal?: AbortSignal;
  /** Pause between status polls while processing; tests shorten it. */
  pollIntervalMs?: number;
  /** Give up waiting for processing after this long. */
  processingTimeoutMs?: number;
  /** Give up on a PUT that storage does not answer after this long; putTimeoutFor(size) by default. */
  putTimeoutMs?: number;
}

/** The slowest upload speed a PUT is given time for, in bytes per millisecond (50 KB/s). */
const SLOWEST_BYTES_PER_MS = 50;

/**
 * How long the browser waits for storage to answer a PUT: a minute, plus the time the file takes at
 * the slowest speed allowed for. A storage server that takes the connection and never answers
 * otherwise leaves the upload 'Uploading' for ever.
 */
export function putTimeoutFor(size: number): number {
  return 60_000 + Math.ceil(size / SLOWEST_BYTES_PER_MS);
}

/** A signal that aborts with the caller's, or with a TimeoutError after `ms`; `done` clears the timer. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('No answer in time', 'TimeoutError')), ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

/** A failure line: the step's fixed text, then the reason when there is one that says more. */
export function withReason(headline: string, reason: string | null | undefined): string {
  return reason && reason !== headline ? `${headline}. ${reason}` : headline;
}

/** The browser's checks before anything is sent (the server runs the same ones). */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  options: Pick<UploadOptions, 'uploadType' | 'purpose' | 'maxMegabytes'>,
): string | null {
  if (file.size === 0) return UPLOAD_FLOW_MESSAGES.fileEmpty;
  return (
    fileSizeError(options.uploadType, file.size, options.maxMegabytes) ??
    fileTypeError(options.uploadType, file.type, file.name, options.purpose)
  );
}

function reasonOf(error: unknown): string | null {
  return isApiError(error) ? error.message : null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The content type sent with the PUT: the one the link was signed for. */
export function declaredType(file: Pick<File, 'type'>): string {
  return file.type || 'application/octet-stream';
}

/** Runs the whole flow for one file and answers the confirmed (and, when asked, processed) upload. */
export async function uploadFile(file: File, options: UploadOptions): Promise<UploadedFile> {
  const problem = fileProblem(file, options);
  if (problem) throw new UploadError('validate', problem, problem);
  const { signal } = options;

  options.onStage?.('uploading');
  let presigned: PresignUploadResponse;
  try {
    presigned = await api.post<PresignUploadResponse>(
      '/api/upload/presigned-url',
      {
        fileName: file.name,
        fileType: declaredType(file),
        fileSize: file.size,
        uploadType: options.uploadType,
        ...(options.purpose ? { purpose: options.purpose } : {}),
      },
      { signal },
    );
  } catch (error) {
    throw new UploadError('presign', UPLOAD_FLOW_MESSAGES.presignFailed, reasonOf(error));
  }

  // Straight to storage: no cookies, no impersonation headers; the link's signature is the permission.
  // A failure says why (the storage's answer, or who did not answer) and what to do.
  let put: Response;
  const timed = withTimeout(signal, options.putTimeoutMs ?? putTimeoutFor(file.size));
  try {
    put = await fetch(presigned.uploadUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': declaredType(file) },
      signal: timed.signal,
      credentials: 'omit',
    });
  } catch (error) {
    const timedOut = !signal?.aborted && timed.signal.aborted;
    const reason = signal?.aborted
      ? null
      : timedOut && !(typeof navigator !== 'undefined' && navigator.onLine === false)
        ? STORAGE_PUT_FAILURES.noAnswer
        : await describeUnansweredPut();
    throw new UploadError('put', UPLOAD_FLOW_MESSAGES.putFailed, reason, presigned, { cause: error });
  } finally {
    timed.done();
  }
  if (!put.ok)
    throw new UploadError('put', UPLOAD_FLOW_MESSAGES.putFailed, await describeStorageRefusal(put), presigned);

  options.onStage?.('confirming');
  let confirmed: UploadedFile;
  try {
    confirmed = (
      await api.post<UploadFileResponse>(
        '/api/upload/confirm',
        { uploadId: presigned.uploadId, fileUrl: presigned.fileUrl },
        { signal },
      )
    ).file;
  } catch (error) {
    throw new UploadError('confirm', UPLOAD_FLOW_MESSAGES.confirmFailed, reasonOf(error), presigned);
  }
  if (confirmed.status === 'rejected')
    throw new UploadError('process', UPLOAD_FLOW_MESSAGES.confirmFailed, confirmed.rejectionReason, presigned);
  if (!options.waitUntilReady || confirmed.status === 'ready') return confirmed;

  options.onStage?.('processing');
  const interval = options.pollIntervalMs ?? 700;
  const deadline = Date.now() + (options.processingTimeoutMs ?? 60_000);
  let current = confirmed;
  while (current.status !== 'ready') {
    if (current.status === 'rejected')
      throw new UploadError('process', UPLOAD_FLOW_MESSAGES.processingFailed, current.rejectionReason, presigned);
    if (Date.now() > deadline)
      throw new UploadError('process', UPLOAD_FLOW_MESSAGES.processingFailed, UPLOAD_FLOW_MESSAGES.notReady, presigned);
    await sleep(interval, signal);
    try {
      current = (await api.get<UploadFileResponse>(`/api/upload/${encodeURIComponent(presigned.uploadId)}`, { signal }))
        .file;
    } catch (error) {
      throw new UploadError('process', UPLOAD_FLOW_MESSAGES.processingFailed, reasonOf(error), presigned);
    }
  }
  return current;
}
