import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.uploads. */
export const UPLOADS_JOBS = {
  /** Checks a confirmed upload whole, re-encodes images, reads documents' text: ready or rejected. */
  process: 'process-upload',
  /** Hourly: removes uploads never confirmed within 24 hours (and their objects), and re-queues stuck ones. */
  sweep: 'sweep-uploads',
  /** Removes every file of a deleted account. */
  deleteUserFiles: 'delete-user-files',
} as const;

export interface ProcessUploadJob {
  uploadId: string;
}

export interface DeleteUserFilesJob {
  userId: string;
}

/** One processing job per upload, however often it is queued (one more per sweep that retries it). */
export function processUploadJobId(uploadId: string, retry: string | null = null): string {
  return retry ? `${UPLOADS_JOBS.process}-${uploadId}-${retry}` : `${UPLOADS_JOBS.process}-${uploadId}`;
}

/** One deletion job per deleted account. */
export function deleteUserFilesJobId(userId: string): string {
  return `${UPLOADS_JOBS.deleteUserFiles}-${userId}`;
}

export const UPLOADS_SWEEP_SCHEDULER_ID = 'uploads-sweep';
export const UPLOADS_SWEEP_EVERY_MS = 60 * 60_000;

/** The uploads queue as data: two images or documents at a time (sharp uses a thread pool of its own). */
export const UPLOADS_QUEUE = defineQueue({
  queue: QUEUES.uploads,
  jobs: UPLOADS_JOBS,
  concurrency: 2,
  schedules: [
    { id: UPLOADS_SWEEP_SCHEDULER_ID, every: UPLOADS_SWEEP_EVERY_MS, job: UPLOADS_JOBS.sweep, opts: { attempts: 1 } },
  ],
});
