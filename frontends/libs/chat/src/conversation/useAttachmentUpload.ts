import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_FLOW_MESSAGES, acceptedExtensions, acceptedFileTypes } from '@marketplace/contracts';
import { STAGE_MESSAGES, UploadError, uploadFile, type UploadOptions } from '@marketplace/uploads';

/** What a chat attachment may be, for the file dialog's `accept`. */
export const ATTACHMENT_ACCEPT = acceptedExtensions(acceptedFileTypes('document', 'attachment')).join(',');

const ATTACHMENT_UPLOAD: UploadOptions = { uploadType: 'document', purpose: 'attachment', waitUntilReady: true };

/** The file going with the next message: being uploaded, ready (with its upload id), or refused with the reason. */
export type PendingAttachment =
  | { phase: 'uploading'; fileName: string; status: string }
  | { phase: 'ready'; fileName: string; uploadId: string }
  | { phase: 'error'; fileName: string; error: string };

/** The fixed text for the step that failed, then the server's reason when it says more. */
function uploadFailure(error: unknown): string {
  if (!(error instanceof UploadError)) return UPLOAD_FLOW_MESSAGES.processingFailed;
  if (error.step === 'validate' || !error.reason || error.reason === error.message) return error.message;
  return `${error.message}. ${error.reason}`;
}

/**
 * The composer's attachment: a chosen file goes through the uploads flow (purpose 'attachment') and
 * is awaited until the worker has it ready; choosing another file or removing it abandons the run.
 */
export function useAttachmentUpload(options: Partial<UploadOptions> = {}) {
  const [attachment, setAttachment] = useState<PendingAttachment | null>(null);
  const run = useRef<AbortController | null>(null);
  const extra = useRef(options);
  useEffect(() => () => run.current?.abort(), []);

  const choose = useCallback((file: File) => {
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    setAttachment({ phase: 'uploading', fileName: file.name, status: STAGE_MESSAGES.uploading });
    uploadFile(file, {
      ...ATTACHMENT_UPLOAD,
      ...extra.current,
      signal: controller.signal,
      onStage: (stage) => {
        if (run.current === controller)
          setAttachment({ phase: 'uploading', fileName: file.name, status: STAGE_MESSAGES[stage] });
      },
    }).then(
      (uploaded) => {
        if (run.current === controller) setAttachment({ phase: 'ready', fileName: file.name, uploadId: uploaded.id });
      },
      (error: unknown) => {
        if (run.current === controller)
          setAttachment({ phase: 'error', fileName: file.name, error: uploadFailure(error) });
      },
    );
  }, []);

  const clear = useCallback(() => {
    run.current?.abort();
    run.current = null;
    setAttachment(null);
  }, []);

  return { attachment, choose, clear };
}
