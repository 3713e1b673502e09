import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMING_MS } from '@marketplace/contracts';
import { type UploadStage } from './upload-flow';

/**
 * The uploaders' states: selecting a file, uploading, confirming, (processing,)
 * profile update, done or error. A finished upload's message clears after 5 seconds; the state
 * then returns to idle. Only the latest run may change the state, so a stale one cannot overwrite it.
 */
export type UploadPhase = 'idle' | 'selecting' | UploadStage | 'updating' | 'done' | 'error';

export interface UploadStatus {
  phase: UploadPhase;
  /** What the uploader shows for the phase (a status line, or the error with its reason). */
  message: string | null;
  /** A warning that does not stop the flow (a failed confirm in the generic uploader). */
  warning: string | null;
}

const IDLE: UploadStatus = { phase: 'idle', message: null, warning: null };

export interface FileUploadControls {
  status: UploadStatus;
  busy: boolean;
  /** The file dialog is open or a file is being checked. */
  selecting(): void;
  /** Moves to a working phase with its message (uploading, confirming, processing, updating). */
  step(phase: UploadStage | 'updating', message: string): void;
  /** Ends the run; the message clears after 5 seconds. */
  succeed(message: string, warning?: string | null): void;
  fail(message: string, warning?: string | null): void;
  /** Back to idle (a cancelled file dialog). */
  reset(): void;
}

export function useFileUpload(clearAfterMs: number = TIMING_MS.statusMessageClear): FileUploadControls {
  const [status, setStatus] = useState<UploadStatus>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelTimer, []);

  const finish = useCallback(
    (phase: 'done' | 'error', message: string, warning: string | null = null) => {
      cancelTimer();
      setStatus({ phase, message, warning });
      timer.current = setTimeout(() => {
        timer.current = null;
        setStatus(IDLE);
      }, clearAfterMs);
    },
    [clearAfterMs],
  );

  return {
    status,
    // Choosing a file is not work in flight: a dialog closed without a file leaves nothing to wait for.
    busy:
      status.phase === 'uploading' ||
      status.phase === 'confirming' ||
      status.phase === 'processing' ||
      status.phase === 'updating',
    selecting: useCallback(() => {
      cancelTimer();
      setStatus({ phase: 'selecting', message: null, warning: null });
    }, []),
    step: useCallback((phase: UploadStage | 'updating', message: string) => {
      cancelTimer();
      setStatus((current) => ({ phase, message, warning: current.warning }));
    }, []),
    succeed: useCallback(
      (message: string, warning: string | null = null) => finish('done', message, warning),
      [finish],
    ),
    fail: useCallback((message: string, warning: string | null = null) => finish('error', message, warning), [finish]),
    reset: useCallback(() => {
      cancelTimer();
      setStatus(IDLE);
    }, []),
  };
}

/** Status line per working stage (shared by every uploader). */
export const STAGE_MESSAGES: Record<UploadStage | 'updating', string> = {
  uploading: 'Uploading…',
  confirming: 'Confirming upload…',
  processing: 'Processing…',
  updating: 'Updating profile…',
};
